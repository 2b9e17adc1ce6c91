# Overview (English): a campaign's overview (its to-do list, the GM's
# phase controls, people, seats, the record and notes), its banner and undo
# step, the battles list, the messages page, the history page's frame and
# an annotation's line on the map. Places, unit, battalion and people's
# names are data.

## The overview: what waits

overview-waiting-on-you = Waiting on you
# $n: unread messages in all the reader's channels (1 or more).
overview-unread = { $n ->
    [one] { $n } unread message
   *[other] { $n } unread messages
}
overview-nothing-now = Nothing right now.
overview-mail-when-your-move = You will get mail when it is your move.
# $date: "2026-06-06 14:00 CEST".
overview-due = (due { $date })
overview-games-title = Battles being played
overview-phase-deadline = Phase deadline:
# $span: overview-span-days, -hours or -minutes.
overview-countdown-in = in { $span }
overview-countdown-overdue = overdue by { $span }
# $d: days, $h: hours.
overview-span-days = { $d } d { $h } h
# $h: hours, $m: minutes.
overview-span-hours = { $h } h { $m } min
# $m: minutes.
overview-span-minutes = { $m } min
# $schedule: overview-schedule-words, then -early and -extension, joined by "; ".
overview-schedule = Schedule: { $schedule }.
# $phase: overview-phase; $hours: its length.
overview-schedule-length = { $phase } { $hours } h
overview-schedule-no-lengths = no phase lengths (deadlines set by hand)
# $lengths: overview-schedule-length, joined by ", " (or -no-lengths);
# $policy: overview-at-deadline-commit or -hold.
overview-schedule-words = { $lengths }; at a move phase's deadline { $policy }
overview-schedule-early = a phase advances as soon as everyone has acted
# $hours: the longest extension a player may ask for.
overview-schedule-extension = players may ask the GM for up to { $hours } h more

## Time: extensions and absences

overview-need-more-time = Need more time?…
# $max: the most hours a player may ask for.
overview-extension-hours = Hours (at most { $max })
overview-extension-reason = Reason for the GM
overview-ask-gm = Ask the GM
overview-extensions-off-gm = Players cannot ask for more time in this campaign: the schedule's longest extension is 0 (set it under "Schedule and what a deadline does" below, R5.10).
overview-extensions-off = Need more time? This campaign takes no requests for more time: the GM allows them in the schedule (R5.10).
overview-extension-requests = Extension requests
# $name: the member asking; $n: how many hours. Their reason follows.
overview-extension-asks = { $name } asks for { $n } more hours:
overview-grant = Grant
overview-refuse = Refuse
overview-you = You
overview-site-admin = You are a site admin reading this campaign.
# $role: gm, high_commander, battalion_commander or observer.
overview-role = { $role ->
    [gm] Game master
    [high_commander] High Commander
    [battalion_commander] Battalion commander
   *[observer] Observer
}
# $side: "allies" or "axis" (a badge, a role's side).
overview-side = { $side ->
    [allies] Allied
   *[axis] Axis
}
# $until: "2026-06-06 14:00 CEST".
overview-away-until = You are marked away until { $until }; your deputy covers your seats.
# $until: as above; $note: the member's words.
overview-away-until-note = You are marked away until { $until } ({ $note }); your deputy covers your seats.
overview-im-back = I am back
overview-going-away = Going away?…
overview-away-explained = Your side and the GM see it, the other side does not. Meanwhile your deputy (your High Commander, unless another is named) gives your orders and choices.
overview-away-from = From (empty: now)
overview-away-to = Until
overview-away-note = Note for your side
overview-mark-away = Mark me away
overview-your-battalions = Your battalions
# $n: the battalion's active units (follows its name and a colon).
overview-battalion-units = { $n } units
# $n: battles not closed.
overview-battles-open = Battles ({ $n } open)

## The game master's panel

overview-gm-panel = Game master
overview-battle-board = The battle board: every open battle of the campaigns you run
overview-no-blocker = No rule blocks the next phase.
overview-before-advance = Before the phase can advance:
overview-cannot-be-forced = cannot be forced
overview-force = Force: apply the defaults (R7.1, R8.1, drop uncommitted drafts)
overview-reason-recorded = Reason (recorded)
overview-advance-summary = Advance to the next phase…
overview-advance-explained = The phase ends for everyone: uncommitted drafts are dropped, and what the players have not done is done for them (the R7.1 and R8.1 defaults) only if you force it. Undo can take back one transition.
overview-advance-yes = Yes, advance
overview-deadline-label = Deadline (your time zone)
overview-set-deadline = Set deadline
overview-deadline-passed = The deadline has passed; the clock processes it within a minute.
overview-process-now = Process it now
overview-schedule-summary = Schedule and what a deadline does…
overview-schedule-explained = Each phase's length in hours, applied when the phase opens (empty: no deadline).
# $phase: a phase, as a label.
overview-phase = { $phase ->
    [combat_move] Combat move
    [combat_resolution] Combat resolution
    [combat_results] Combat results
    [non_combat_move] Non-combat move
   *[reinforcements] Reinforcements
}
# $phase: overview-phase.
overview-phase-hours = { $phase } (hours)
overview-at-deadline = At a move phase's deadline
overview-at-deadline-commit = the side's legal drafts are committed as they stand
overview-at-deadline-hold = the side's units hold (drafts are dropped)
overview-early-advance = Advance a phase as soon as everyone who must act has acted
overview-longest-extension = Longest extension a player may ask for (hours; 0: none)
overview-pbem-battles = PBEM battles (R13.3, R13.4)
overview-turn-clock = Turn clock: hours a commander may hold a turn file (empty: 48)
overview-turn-pause = Days one absence stops the turn clock (empty: 7)
overview-turn-files-kept = Turn files each battle keeps (empty: 3)
overview-save-schedule = Save schedule
overview-resume = Resume the campaign (deadlines move by the pause)
overview-pause-reason = Reason everyone reads
overview-pause = Pause the campaign
overview-undo-summary = Undo the last phase transition…
overview-undo-explained = The campaign goes back to the state before the last advance (R12.2); what was done since is lost.
overview-undo-yes = Yes, undo
overview-nudge-label = Nudge a player by mail (once a day)
overview-nudge = Nudge
overview-being-set-up = The campaign is being set up.
overview-open-setup = Open setup
overview-over = The campaign is over.
overview-undelivered = Undelivered mail
# $n: seats open (1 or more); a link to them follows.
overview-open-seats = { $n ->
    [one] { $n } seat
   *[other] { $n } seats
} open for a new commander:
overview-see-open-seats = see the open seats

## The banner

# $side: "allies" or "axis".
overview-victory = { $side ->
    [allies] Allied
   *[axis] Axis
} victory
overview-status-setup = Setting up
overview-status-finished = Finished
# $side: the winner, "allies" or "axis".
overview-status-won = Finished: { $side ->
    [allies] Allied
   *[axis] Axis
} victory
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
overview-status-active = Round { $round } · { $side ->
    [allies] Allied
   *[axis] Axis
} turn · { $phase }

## The reliability record

overview-reliability = Reliability
overview-your-record = Your record
overview-record-table = Deadlines kept (scrolls sideways)
overview-col-member = Member
overview-col-met = Met
overview-col-covered = Covered
overview-col-excused = Excused
overview-col-missed = Missed
overview-col-time-to-act = Time to act
overview-col-turn-files = Turn files in time
overview-col-time-to-answer = Time to answer
# $done: turn files sent within the turn clock; $total: turn files sent.
overview-turns-in-time = { $done } of { $total }
# $n: live sessions the member did not come to.
overview-no-shows = ({ $n } live { $n ->
    [one] session
   *[other] sessions
} missed)
overview-record-explained = Each deadline something waited on a member: met in time, covered by their deputy while away, excused (away, or an extension granted) or missed; and each PBEM turn file they sent in answer, within the turn clock or not (a live session they did not come to counts as a turn not in time).
overview-record-gm = Each member reads only their own record; the other side reads none.
overview-record-yours = Only you and the game master read it.

## Notes

overview-notepad = Notepad
overview-notepad-label = Only you read it
overview-save-notepad = Save the notepad
overview-sealed-notes = Sealed notes
overview-no-note-open = No note is open yet.
# $author: who sealed it; $at: "2026-06-06 14:00" (UTC).
overview-sealed-by = { $author }, sealed { $at } UTC
# $round: the round at whose start it opens.
overview-opens-at-round = opens at round { $round }
overview-opens-at-end = opens at the end
overview-still-sealed = still sealed: only you read it
overview-seal-summary = Seal a note…
overview-your-note = Your note
overview-opens-to-everyone = Opens to everyone at
# $round: a round (an option after overview-opens-to-everyone).
overview-round-option = round { $round }
overview-end-option = the end of the campaign
overview-seal-it = Seal it
overview-seal-hint = Once sealed it cannot be changed; nobody else reads it before then, not even the GM.

## Deputies and seats

overview-deputies = Deputies
overview-deputies-explained = While a commander is away, their seat's deputy gives its orders and choices. A battalion without a named deputy is covered by its side's High Commander.
overview-col-seat = Seat
overview-col-deputy-now = Deputy now
overview-col-name-deputy = Name a deputy
# $name: the seat (a battalion, or a side's High Commander).
overview-deputy-of = Deputy of { $name }
overview-the-default = (the default)
overview-save = Save
# $name: the seat, as above (hidden words after overview-save).
overview-the-deputy-of = the deputy of { $name }
# A link (overview-handover-link) and a full stop follow.
overview-handover-hint = A battalion is handed to another commander on its own page (follow its name above); a seat nobody holds can be
overview-handover-link = opened for a newcomer
# $seat: the seat; $now: who holds it now. A list of members follows.
overview-hand-seat = Hand the seat of { $seat } (now { $now }) to
overview-hand-over = Hand over

## Members

overview-members = Members
overview-col-name = Name
overview-col-email = Email
overview-col-role = Role
# $until: "2026-06-06 14:00 CEST".
overview-away-badge = away until { $until }
overview-look-alike-title = Names that read alike can pass for each other; ask one of them to choose another on their account page.
# $name: the other member's name, with their role.
overview-reads-like = reads like { $name }
overview-remove = Remove…
# $name: the member.
overview-yes-remove = Yes, remove { $name }
overview-col-side = Side
overview-side-none = (none)
overview-allies = Allies
overview-axis = Axis
overview-add-member = Add member

## An annotation's line (the map's panel)

# $round: the round it was drawn in; the annotation's words follow.
annotation-line-round = Round { $round }:
# $author: who drew it (follows the annotation's words).
annotation-line-by = , by { $author }
# $id: the annotation's number.
annotation-line-remove-label = Remove annotation { $id }
annotation-line-remove = Remove

## The battles list

battle-list-none = No battles yet.
battle-list-col-battle = Battle
battle-list-col-round = Round
battle-list-col-zone = Zone
battle-list-col-attacker = Attacker
battle-list-col-defender = Defender
battle-list-col-type = Type
battle-list-col-status = Status
battle-list-col-waiting = Waiting on
battle-list-col-due = Due
# $battle: the battle's number.
battle-list-sheet = Battle { $battle }: sheet
battle-list-overdue = overdue
# $status: where the battle stands.
battle-list-status = { $status ->
    [awaiting_defenders] Awaiting defenders
    [ready_for_setup] Ready to set up
    [being_played] Being played
    [result_entered] Result entered
    [casualties_chosen] Casualties chosen
    [closed] Closed
    [set_up] Set up
    [in_play] In play
   *[other] { $status }
}

## Messages

messages-channels = Channels
# $n: unread messages in the channel.
messages-new = { $n } new
messages-none = No messages yet.
messages-edited = edited
# $name: who deleted it.
messages-deleted-by = Message deleted by { $name }.
messages-edit = Edit
messages-message = Message
messages-save = Save
messages-delete = Delete
messages-post-label = Message (plain text; links become clickable)
messages-directive = A directive to the side: mailed to every commander, whatever their mail settings
messages-send = Send

## The history page (its entries are in history.ftl)

history-page-statistics = Statistics
history-page-replay = Replay
history-page-round = Round
history-page-all-rounds = all
history-page-kind = Kind
history-page-all-kinds = all
# $kind: an entry's kind; one not named here reads as its code in words.
history-page-kind-name = { $kind ->
    [campaign_created] Campaign created
    [campaign_imported] Campaign imported
    [params_set] Params set
    [calendar_set] Calendar set
    [battalion_added] Battalion added
    [battalion_updated] Battalion updated
    [battalion_removed] Battalion removed
    [unit_renamed] Unit renamed
    [support_added] Support added
    [unit_removed] Unit removed
    [unit_restored] Unit restored
    [control_set] Control set
    [member_added] Member added
    [member_removed] Member removed
    [campaign_started] Campaign started
    [draft] Draft
    [draft_deleted] Draft deleted
    [ready_set] Ready set
    [ready_taken_back] Ready taken back
    [orders_committed] Orders committed
    [control_changed] Control changed
    [artillery_captured] Artillery captured
    [battle_created] Battle created
    [support_assigned] Support assigned
    [defenders_chosen] Defenders chosen
    [battle_ready] Battle ready
    [battle_set_up] Battle set up
    [battle_in_play] Battle in play
    [turn_sent] Turn sent
    [turn_withdrawn] Turn withdrawn
    [turn_fetched] Turn fetched
    [turn_chased] Turn chased
    [battle_conceded] Battle conceded
    [session_times_marked] Session times marked
    [session_proposed] Session proposed
    [session_answered] Session answered
    [session_reported] Session reported
    [session_confirmed] Session confirmed
    [battle_chased] Battle chased
    [turn_clock_set] Turn clock set
    [game_kit_set] Game kit set
    [conditions_set] Conditions set
    [battle_due_set] Battle due set
    [result_entered] Result entered
    [casualties_chosen] Casualties chosen
    [battle_closed] Battle closed
    [reinforcement_placed] Reinforcement placed
    [deadline_set] Deadline set
    [gm_override] Gm override
    [drafts_dropped] Drafts dropped
    [phase_advanced] Phase advanced
    [turn_started] Turn started
    [campaign_won] Campaign won
    [phase_undone] Phase undone
    [schedule_set] Schedule set
    [deadline_passed] Deadline passed
    [all_ready] All ready
    [battle_due_passed] Battle due passed
    [paused] Paused
    [resumed] Resumed
    [absence_set] Absence set
    [absence_ended] Absence ended
    [deputy_set] Deputy set
    [correction] Correction
    [seat_opened] Seat opened
    [seat_claimed] Seat claimed
    [seat_handed_over] Seat handed over
    [extension_requested] Extension requested
    [extension_decided] Extension decided
    [annotated] Annotated
    [annotation_removed] Annotation removed
   *[other] { $kind }
}
history-page-filter = Filter
history-page-past-maps = Past maps
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
history-page-end-of = End of Round { $round }, { $side ->
    [allies] Allied
   *[axis] Axis
} { $phase }
# $label: a saved map's label that names no phase.
history-page-end-of-label = End of { $label }
history-page-col-when = When
history-page-col-phase = Phase
history-page-col-who = Who
history-page-col-what = What
history-page-setup = Setup
# $round: the round; $side: "allies" or "axis".
history-page-turn = Round { $round } · { $side ->
    [allies] Allied
   *[axis] Axis
} turn
# $round: the round; $side: a side the entry names that is neither.
history-page-turn-of = Round { $round } · { $side } turn
history-page-turn-report = turn report
history-page-older = Older entries
