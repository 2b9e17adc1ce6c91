# History (English): what each entry of a campaign's history says, said
# again in each reader's language when read. Places, unit and battalion
# names and people's names are data. Words shared by entries come first.

## Words

# $side: "allies" or "axis".
word-side = { $side ->
    [allies] Allied
   *[axis] Axis
}
word-phase = { $phase ->
    [combat_move] Combat move
    [combat_resolution] Combat resolution
    [combat_results] Combat results
    [non_combat_move] Non-combat move
   *[reinforcements] Reinforcements
}
word-act = { $act ->
    [moved] moved
    [attacked] attacked
    [captured] captured
    [reinforced] reinforced
   *[landed] landed
}
# CMBN's battle outcomes, as each language's players name them.
word-outcome = { $outcome ->
    [total_victory] Total Victory
    [major_victory] Major Victory
    [tactical_victory] Tactical Victory
    [minor_victory] Minor Victory
    [draw] Draw
    [minor_loss] Minor Loss
    [tactical_loss] Tactical Loss
    [major_loss] Major Loss
   *[total_loss] Total Loss
}
# $class: company, platoon, artillery or air; $n: how many (1 or more).
word-count = { $class ->
    [company] { $n ->
        [one] { $n } company
       *[other] { $n } companies
    }
    [platoon] { $n ->
        [one] { $n } platoon
       *[other] { $n } platoons
    }
    [artillery] { $n ->
        [one] { $n } artillery unit
       *[other] { $n } artillery units
    }
   *[air] { $n ->
        [one] { $n } air unit
       *[other] { $n } air units
    }
}
word-no-units = no units
place-reinforcement-box = the reinforcement box
place-air-pool = the air pool

## The turn

history-started = The campaign has started: round 1, Allied turn, combat move
# $from_side, $from_phase, $to_side, $to_phase: word-side and word-phase.
history-phase-advanced = Round { $from_round } { $from_side } { $from_phase } -> round { $to_round } { $to_side } { $to_phase }
history-turn-begins = Round { $round } { $side } turn begins
# $winner: "allies" or "axis".
history-won-held = The { $winner ->
    [allies] Allied
   *[axis] Axis
} win. The Allies held { $objectives } at the end of two consecutive rounds (R11.1).
history-won-not-held = The { $winner ->
    [allies] Allied
   *[axis] Axis
} win. The Allies did not take and hold every objective by the end of round { $round } (R11.2).
history-early = Everyone has acted in round { $round } { $side } { $phase }: the phase advances early.
# $reason: what the GM wrote.
history-paused = The campaign is paused: { $reason }. Deadlines are frozen.
# $hours: the pause's length in hours, one decimal ("2.5").
history-resumed = The campaign resumes after a pause of { $hours } h.

## Orders

# $units: the units' names; $to: where to.
history-drafted = Move { $draft } drafted: { $units } -> { $to }
history-draft-changed = Move { $draft } changed: { $units } -> { $to }
history-draft-deleted = Move { $draft } deleted
# $moves: each move (history-committed-move or -inner), "; " between.
history-committed = { $side } orders committed: { $moves }
# $who: a battalion's name, or history-side-artillery; $what: a count.
history-committed-move = { $who }: { $what } { $from } -> { $to } ({ $act })
history-committed-inner = { $units } -> { $to }
history-side-artillery = { $side } artillery
# $entry: the entry; $by: history-on-behalf.
history-with-by = { $entry } ({ $by })
history-on-behalf = { $deputy } for { $holders }

## Battles

# $named: the defending units' names.
history-defenders-chosen = Battle { $battle } in { $zone }: defenders chosen: { $named }
history-defenders-default = Battle { $battle } in { $zone }: defenders chosen by default (R7.1): { $named }
# $counted: a count of units by class.
history-battle-ready = Battle { $battle } in { $zone } is ready to set up: { $n ->
    [one] { $n } defending unit
   *[other] { $n } defending units
} ({ $counted })
history-conditions-set = Battle { $battle }: conditions set
# $due: "2024-06-06 06:30".
history-due-set = Battle { $battle } in { $zone }: due date set to { $due } UTC
history-due-cleared = Battle { $battle } in { $zone }: due date cleared
history-result = Battle { $battle } in { $zone }: { $outcome } (attacker loses { $attacker_losses }, defender loses { $defender_losses })
# $ruling: the GM's words.
history-result-ruled = Battle { $battle } in { $zone }: { $outcome } (attacker loses { $attacker_losses }, defender loses { $defender_losses }), by ruling: { $ruling }
history-result-conceded = Battle { $battle } in { $zone }: { $outcome } (attacker loses { $attacker_losses }, defender loses { $defender_losses }), conceded by the { $side } commander
# $state: word-control.
history-battle-closed = Battle { $battle } closed: { $lost ->
    [one] { $lost } unit
   *[other] { $lost } units
} lost; { $zone } is { $state }
word-control = { $state ->
    [allies] Allied-controlled
    [axis] Axis-controlled
    [contested] contested
   *[uncontrolled] uncontrolled
}

## Forces

# $class: company, platoon, artillery or air.
word-class = { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery unit
   *[air] air unit
}
# $nation: the nation's name as the game has it ("US", "German Army (Heer)"); $at: where.
history-battalion-added = { $name } ({ $nation }) added in { $at }
history-battalion-updated = Battalion { $name } updated
history-removed = { $name } removed
history-renamed = { $old } renamed { $name }
history-support-added = { $side } { $class } added in { $at }
history-support-added-named = { $name } ({ $side }) added in { $at }
history-unit-removed = { $side } { $class } removed
# $why: the GM's reason.
history-unit-restored = GM restored a { $side } { $class } in { $to } (R3.5; reason: { $why })
history-unit-restored-named = GM restored { $name } in { $to } (R3.5; reason: { $why })

## People

word-role = { $role ->
    [gm] Game master
    [high_commander] High Commander
    [battalion_commander] Battalion commander
   *[observer] Observer
}
history-joined = { $name } joined as { $role }
history-joined-side = { $name } joined as { $role } ({ $side })
history-member-removed = { $name } is no longer { $role }
# $from, $to: "2024-06-06 06:30"; $note: the member's words.
history-away = { $name } is away from { $from } to { $to } UTC
history-away-note = { $name } is away from { $from } to { $to } UTC: { $note }
history-back = { $name } is back
history-back-ended = { $name } is back (the absence ended)
history-deputy = { $deputy } is the deputy of { $name }
history-covered-by-hc = { $name } is covered by the { $side } High Commander
history-no-deputy = { $name } has no deputy

## Seats

word-hc-seat = the { $side } High Commander
# $seat: a battalion's name, or word-hc-seat.
history-seat-closed = { $seat } is no longer open
history-seat-open-at-once = { $seat } ({ $side }) is open for a new commander: whoever takes it commands it at once
history-seat-open-approved = { $seat } ({ $side }) is open for a new commander: the GM approves who takes it
history-seat-asked = { $name } asks to take { $seat }
history-seat-refused = The GM refused { $name }'s request for { $seat }
history-seat-taken = { $seat } is taken
history-handed = { $name } takes command of { $seat } (round { $round })
history-handed-from = { $name } takes command of { $seat } from { $from } (round { $round })

## Ready

history-ready = { $name }: my orders are done
history-not-ready = { $name }: my orders are not done after all
history-ready-taken-back = { $name }'s orders are no longer marked done: { $by } changed his moves

## Live sessions

history-session-times = Battle { $battle } in { $zone }: { $name } marked when they can play live
# $at: "2024-06-06 20:00".
history-session-proposed = Battle { $battle } in { $zone }: { $name } proposes a live session at { $at } UTC
history-session-accepted = Battle { $battle } in { $zone }: { $name } accepts the live session
history-session-called-off = Battle { $battle } in { $zone }: { $name } calls off the live session
history-session-declined = Battle { $battle } in { $zone }: { $name } declines the live session
history-in-play = Battle { $battle } in { $zone } is in play
history-session-played = Battle { $battle } in { $zone }: { $name } reports the live session played
history-session-no-show = Battle { $battle } in { $zone }: { $name } reports that the { $side } commander did not come
history-session-confirmed = Battle { $battle } in { $zone }: the game master confirms the live session played
history-session-confirmed-no-show = Battle { $battle } in { $zone }: the game master confirms that the { $side } commander did not come

## Playing a battle

# $mode: pbem or live.
word-mode = { $mode ->
    [pbem] by PBEM turn files
   *[live] live over TCP/IP
}
history-set-up = Battle { $battle } in { $zone } is set up in CMBN, to be played { $mode }
history-turn-sent = Battle { $battle } in { $zone }: { $name } sent turn file { $n }
history-turn-withdrawn = Battle { $battle } in { $zone }: { $name } took back turn file { $n }
history-turn-fetched = Battle { $battle } in { $zone }: turn file { $n } was downloaded

## Control

# $state: word-control.
history-control-changed = { $zone } is now { $state }
history-control-uncontested = { $zone } is no longer contested: it is { $state }
history-artillery-overrun = { $side } artillery in { $zone } was overrun and destroyed (R8.3)
history-overrun-named = { $name } in { $zone } was overrun and destroyed (R8.3)

## Reinforcements and casualties

# $what: a battalion's or units' names; $place: where.
history-placed = { $what } placed in { $place }
history-placed-support = { $side } { $class } placed in { $place }
word-none = none
# $what: a count of units by class, word-none, or (the side's) the units' names.
history-casualties = Battle { $battle }: { $side } casualties chosen: { $what }
history-casualties-default = Battle { $battle }: { $side } casualties chosen by default (R8.1): { $what }

## Rulings and extensions

history-conceded = Battle { $battle } in { $zone }: the { $side } commander concedes; the GM enters the result
history-chased-one = Battle { $battle } in { $zone }: the game master reminded the { $side } commander
history-chased-both = Battle { $battle } in { $zone }: the game master reminded both commanders
# $deadline: "2024-06-06 06:30"; $reason: the member's words.
history-extension-asked = { $name } asks for { $hours } more hours on the deadline of { $deadline } UTC: { $reason }
history-extension-granted = The GM granted { $name }'s request for { $hours } more hours
history-extension-refused = The GM refused { $name }'s request for { $hours } more hours

## Deadlines and the schedule

# A phase of a turn: "Round 2 Axis Combat move".
word-turn-phase = Round { $round } { $side } { $phase }
# $what: word-turn-phase; $then: one of history-then-*.
history-deadline-passed = The deadline for { $what } passed: { $then }.
history-then-advanced = the phase advanced
history-then-results = the phase waits on the game master's results
history-then-defenders = the defenders are due next
# $at: "2024-06-06 06:30"; $why: one of history-why-*.
history-deadline-set = Deadline for { $phase } set to { $at } UTC
history-deadline-set-why = Deadline for { $phase } set to { $at } UTC ({ $why })
history-deadline-cleared = Deadline for { $phase } cleared
history-deadline-cleared-why = Deadline for { $phase } cleared ({ $why })
history-why-schedule = by the schedule
history-why-defenders = defenders due
history-why-extended = extended by the GM
history-why-pause = moved by the pause of { $hours } h
history-undone = The GM undid the last phase transition; back to round { $round } { $side } { $phase }
# $drafts: "#3, #5".
history-drafts-dropped = At the deadline { $n } draft(s) could not be committed and were dropped: { $drafts }
# $schedule: the schedule in words (English only for now).
history-schedule = Schedule: { $schedule }
# $what: word-chosen.
history-due-passed = Battle { $battle } in { $zone } was due { $due } UTC: nobody chose the { $what } by the due date, so the default applies.
word-chosen = { $what ->
    [casualties] casualties
   *[defenders] defenders
}
history-uncommitted-dropped = { $n ->
    [one] { $n } uncommitted move dropped
   *[other] { $n } uncommitted moves dropped
}

## Setup and corrections

history-params = Campaign parameters changed
# $date: "1944-06-06".
history-calendar = Campaign calendar set: round 1 is { $date }
history-control-set = { $zone } set to { $side }
# $subject, $before, $after: what was corrected, as the correction names it; $why: the GM's reason.
history-correction = Correction by the GM: { $subject }: { $before } -> { $after } (reason: { $why })

## Annotations

word-arrow = an arrow { $zone } → { $to }
word-circle = a circle on { $zone }
word-label = a label on { $zone }
# $shape: word-arrow, -circle or -label; $text: the annotation's words.
word-annotation-text = { $shape } ("{ $text }")
history-annotated = { $name } drew { $what } on the side's map
history-annotation-removed = { $name } removed { $what }

## The campaign

history-created = Campaign { $name } created
history-imported = Campaign { $name } imported from a scenario file
# $reason: the GM's words.
history-forced = Phase advance forced by the GM: { $reason }
history-kit-cleared = The campaign no longer states a CMBN version or modules
# $kit: the CMBN version and modules, as the game names them.
history-kit = Every battle is played with { $kit }
# $n: how many units attack.
history-battle-created = Battle { $battle } in { $zone }: { $attacker } ({ $n ->
    [one] { $n } unit
   *[other] { $n } units
}) attacks { $target }
history-support = Battle { $battle }: { $artillery } artillery, { $air } air
# $ship: the ship's name.
history-support-ship = Battle { $battle }: { $artillery } artillery, { $air } air, naval support from { $ship }

## Turn files

history-turn-clock = Battle { $battle } in { $zone }: its turn clock is { $hours } hours
history-turn-clock-schedule = Battle { $battle } in { $zone }: its turn clock is the schedule's again
history-turn-held-away = Battle { $battle } in { $zone }: the { $side } commander, away, has held turn file { $n } past the { $days }-day pause his absence gives the turn clock; the GM is told
history-turn-reminded = Battle { $battle } in { $zone }: the { $side } commander was reminded of turn file { $n }
history-turn-held-twice = Battle { $battle } in { $zone }: turn file { $n } is held past the turn clock twice; the GM and the { $side } High Commander are told

## What goes to the public or a forum, in the campaign's language (#44):
## the turn report, webhooks, the animated map's captions

# $campaign: the campaign's name; $side: word-side.
forum-report-title = { $campaign }: round { $round }, { $side } turn
forum-report-none = None.
forum-report-head-zones = Zones whose control changed
forum-report-head-battles = Battles
forum-report-head-reinforcements = Reinforcements that arrived
forum-report-head-artillery = Artillery lost
forum-report-head-track = Victory track
# $place: the zone as players read it; $battle_type: CMBN's battle type; $outcome: the outcome in words.
forum-report-battle = Battle { $id } in { $place }: { $battle_type }, { $outcome }
forum-report-losses = losses: attacker { $attacker }, defender { $defender }
# $support: what the attacker used, e.g. "2 artillery, 1 air".
forum-report-support = support: { $support }
forum-report-support-none = none
forum-report-artillery = { $n } artillery
forum-report-air = { $n } air
# $text: the start of the after-action notes.
forum-report-aar = AAR: { $text }
# $side: word-side; $text: the commander's report, quoted.
forum-report-commanders = { $side } commander's report: { $text }
forum-report-not-fought = not fought yet
# $outcome: word-outcome; $ruling: the GM's ruling, as written.
forum-report-by-ruling = { $outcome } (by ruling: { $ruling })
forum-report-conceded = { $outcome } (conceded by the { $side } commander)
# Who holds an objective.
forum-report-holder = { $side ->
    [allies] Allied
    [axis] Axis
   *[nobody] nobody
}
# $allies, $axis: objectives each side holds; $n: rounds to go.
forum-report-track = Allied { $allies } · Axis { $axis } · { $n ->
    [one] { $n } round to go
   *[other] { $n } rounds to go
}
# $when: the date and time (UTC).
forum-report-next-deadline = Next deadline: { $when }
# $allies, $axis: companies and platoons with their change, e.g. "12 (+1)"; $allies_zones, $axis_zones likewise; $contested: a number.
summary-strength = Strength (companies and platoons): Allied { $allies }, Axis { $axis }. Zones held: Allied { $allies_zones }, Axis { $axis_zones }, contested { $contested }.
summary-battles = Battles so far: { $n } (attacker won { $won }, drawn { $drawn }, defender held { $held }).
public-turn-report = Turn report: round { $round }, { $side } turn
# $phase: word-phase.
public-phase-open = Round { $round } { $side } { $phase } is open
public-battle-set = Battle { $battle } set
public-result-in = Battle { $battle }: result in
public-campaign-over = The campaign is over
public-banner-end-of-turn = End of round { $round }, { $side } turn
public-frame-turn = Round { $round }, { $side } turn
public-frame-phase = Round { $round }, { $side } { $phase }

## The calendar feed, in the member's language (#44)

calendar-name = Bocage deadlines
# $campaign: the campaign's name; $side: word-side; $phase: word-phase.
calendar-deadline = { $campaign }: round { $round } { $side } { $phase } ends
# $zone: the battle's zone id.
calendar-battle-due = { $campaign }: battle { $battle } in { $zone } due
calendar-session = { $campaign }: battle { $battle } in { $zone }, live session in CMBN

word-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
word-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
