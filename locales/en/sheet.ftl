# sheet
# A battle's setup sheet, the campaign's setup page and the open seats page.
# CMBN's own Quick Battle settings (battle type, force and map size, time of
# day, weather, ground), map names, unit names, places and people's names are
# data, passed as arguments and shown as CMBN and the map have them.

## Words shared by these pages

# $side: allies or axis.
sheet-side = { $side ->
    [allies] Allied
   *[axis] Axis
}

## The battle's sheet

# $battle: the battle's number; $zone: its zone's id ("F14"); the zone's name follows.
sheet-heading = Battle { $battle }: { $zone }
# $round: the campaign round.
sheet-round = Round { $round }
# $status: the live session's state (sheet-live-*).
sheet-live-jump = Live session: { $status }
sheet-provisional-head = Provisional sheet:
sheet-provisional = the defenders are not chosen yet; the odds, battle type and size may change.
sheet-quick-battle = Quick Battle
sheet-battle-type = Battle type
sheet-force-size = Force size
sheet-map-size = Map size
sheet-time-limit = Time limit
# $minutes: a number of minutes.
sheet-minutes = { $minutes } min
# $minutes: the Quick Battle's minutes; $bonus: the assault's extra minutes.
sheet-assault-bonus = ({ $minutes } + { $bonus } assault bonus)
sheet-game = Game
sheet-conditions = Time of day / weather / ground
sheet-terrain = Terrain
sheet-fortifications = Fortifications (Axis defender)
sheet-naval-support = Naval support
# $role: attacker or defender; $side: allies or axis.
sheet-force = { $role ->
    [attacker] attacker
   *[defender] defender
}: { $side ->
    [allies] Allied
   *[axis] Axis
}
# $name: the commander's name, or "(no commander)".
sheet-played-by = played by { $name }
sheet-hq = (HQ)
sheet-support = Support
# $n: how many units the side fields.
sheet-units-hidden = { $n } units (hidden from you, as in a CMBN head-to-head).
# $type: the CMBN battle type ("Allied Attack"); $size: the CMBN force size ("Medium").
sheet-maps-heading = Suggested QB maps ({ $type }, { $size })
sheet-col-type = Type
sheet-col-size = Size
sheet-col-dimensions = Dimensions
sheet-col-stored-length = Stored length
sheet-col-region = Region / terrain
sheet-stock = stock
# $minutes: the battle's time limit in minutes.
sheet-edit-to = (edit to { $minutes })

## Defenders and support

sheet-defenders = Choose the defenders
# $required: how many units the defender must field at least; $max: how many companies and platoons at most.
sheet-defenders-field = Field at least { $required }: at most { $max } companies + platoons (R7.1, R6.4).
# $class: company, platoon, artillery or air (the unit's class, beside its name).
sheet-class = { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}
# $class: company or platoon (a unit whose name says another class).
sheet-class-counts-as = counts as a { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}
sheet-defenders-confirm = Confirm defenders
sheet-defenders-default = Apply the default (GM)
sheet-support-none = No support assigned to this battle.
sheet-support-now = Assigned now:
sheet-support-hint = What is ticked is the battle's support when you save: untick a unit to take it off this battle.
# $zone: the battle's zone ("F14").
sheet-no-artillery = No artillery in or next to { $zone }.
# $reason: why no air unit is offered.
sheet-no-air = Air support: { $reason }
sheet-ship = Naval support (beach assault)
# $reason: why no ship is offered.
sheet-no-ship = Naval support: { $reason }
sheet-support-save = Save support

## The game in CMBN

sheet-game-heading = The game in CMBN
sheet-stage-label = Stage:
sheet-kit-head = Its commanders' CMBN (R13.2):
sheet-kit-hint = Each says what they have on their account page.
sheet-played = Played
sheet-set-up = It is set up in CMBN
sheet-begun = Our game has begun
# $whom: the commander to remind (a name, sheet-relay-remind-side or sheet-both-commanders).
sheet-remind = Remind { $whom } now
sheet-both-commanders = both commanders
sheet-remind-hint = by mail, at most once an hour; move the due date below to give more time, or enter the result by ruling
sheet-concede-summary = Concede this battle…
sheet-concede-hint = The game master is told and enters the result, which will say you conceded (R13.5). This cannot be taken back.
# $battle: the battle's number.
sheet-concede = Concede battle { $battle }
sheet-turn-files = Turn files
# $n: the turn file's number.
sheet-turn-file = Turn file { $n }
# $name: who sent it; $at: when, in the reader's time.
sheet-turn-from = from { $name }, { $at }
sheet-downloaded = downloaded
sheet-not-downloaded = not downloaded yet
# $n: the turn file's number.
sheet-download-first = Turn file { $n } waits for you and is not downloaded yet: download it, play your turn in CMBN, then send the file CMBN writes.
# $mb: the largest file allowed, in MB.
sheet-send-label = Your turn file, as CMBN wrote it (.ema or .bts), up to { $mb } MB
# $n: the turn file's number.
sheet-send = Send turn file { $n }
# $n: the turn file's number.
sheet-withdraw = Take back turn file { $n }
sheet-withdraw-hint = until your opponent downloads it

## Live sessions

sheet-live = Live session
# $n: how many sessions were played.
sheet-sessions-played = Sessions played: { $n }.
sheet-accept = Accept this time
sheet-decline = Decline
sheet-call-off-summary = Call this session off…
sheet-call-off-hint = Your opponent is told, and it leaves both calendars.
sheet-call-off = Call the session off
sheet-we-played = We played it
sheet-no-show = My opponent did not come
sheet-decision = Your decision (R13.6: a no-show counts in the record)
sheet-decide = Decide the session
sheet-when-both = When both can play
sheet-overlap-none = No time both commanders marked, yet.
# $zone: the reader's time zone ("Europe/Berlin").
sheet-start = Start (your time, { $zone })
# $zone: the reader's time zone ("Europe/Berlin").
sheet-another-start = Or another start (your time, { $zone })
sheet-length = Length
sheet-propose = Propose this time
# $zone: the reader's time zone ("Europe/Berlin").
sheet-mark-summary = When you can play (the coming 14 days, your time, { $zone })
sheet-mark-hint = Tick each block you can play. Your opponent can play a block marked "✓ they", and part of one marked "◐ part".
sheet-they = ✓ they
sheet-part = ◐ part
sheet-mark-save = Save when I can play

## The GM's conditions and the result

sheet-conditions-gm = Conditions (GM)
sheet-time-of-day = Time of day
sheet-weather = Weather
sheet-ground = Ground
sheet-fortifications-allowance = Fortifications allowance
sheet-conditions-save = Save conditions
sheet-due = Due date (your time zone; empty = the phase deadline)
sheet-due-save = Save due date
sheet-turn-clock = Turn clock: hours a commander may hold a turn file (R13.4; empty = the schedule's)
sheet-turn-clock-save = Save turn clock
sheet-enter-result = Enter the result (GM)
sheet-outcome = Outcome (attacker's view)
sheet-outcome-choose = Choose the outcome
# $outcome: the outcome (word-outcome); $attacker, $defender: the losses it allows, a number or sheet-loss-range.
sheet-outcome-option = { $outcome }: attacker loses { $attacker }, defender { $defender }
# $min, $max: numbers of units.
sheet-loss-range = { $min } to { $max }
# $attackers, $defenders: how many units fought on each side.
sheet-losses-hint = Units lost among those in the battle ({ $attackers } attacking, { $defenders } defending), capped by the outcome (R7.5); a field left empty takes the cap.
sheet-attacker-lost = Attacker units lost
sheet-defender-lost = Defender units lost
sheet-notes = Notes
sheet-link = Link to an AAR or save file
sheet-ruling-summary = A ruling: the game did not end it
sheet-ruling = Why you decide it (R13.5: the history and the turn report say it was ruled, with this reason)
sheet-result-enter = Enter result
sheet-result = Result
# Follows the outcome's name (shown in bold) directly, colon included.
# $attacker, $defender: how many units each side lost.
sheet-result-losses = : attacker loses { $attacker }, defender loses { $defender }.
sheet-ruled = Decided by the game master's ruling:
# $side: allies or axis.
sheet-conceded-by = Conceded by the { $side ->
    [allies] Allied
   *[axis] Axis
} commander.
sheet-aar-link = After-action report or save file
sheet-correct-summary = Correct the result…
sheet-reason = Reason
sheet-correct = Correct the result
sheet-correct-hint = Before any casualty is chosen; the history shows what was and what is, with the reason.

## Reports, files, casualties

sheet-aars = After-action reports
# $side: the side's English label ("Allied", "Axis"), else the stored word.
sheet-aar-by = { $side ->
    [Allied] Allied commander
    [Axis] Axis commander
   *[other] { $side } commander
}
sheet-aar-yours = Your after-action report (plain text; a blank line starts a paragraph)
sheet-aar-save = Save the report
sheet-files = Battle files
sheet-files-none = No files yet.
sheet-col-file = File
sheet-col-actions = Actions
sheet-gm-only = GM only
# $kind: save, png, jpeg or pdf.
sheet-file-kind = { $kind ->
    [save] CMBN file
    [png] PNG image
    [jpeg] JPEG image
   *[pdf] PDF
}
sheet-remove = Remove
# $name: the file's name.
sheet-remove-yes = Yes, remove { $name }
sheet-turns-above = A turn file for your opponent goes in "Turn files" above: attached here it is kept, not sent.
# $mb: the largest file allowed, in MB.
sheet-attach-label = Attach a file: a CMBN save or turn file (.bts, .btt, .ema), a PNG or JPEG screenshot or a PDF, up to { $mb } MB
sheet-attach-gm-only = GM only (e.g. the defender's setup save before the battle is played)
sheet-attach = Attach
# $role: Attacker or Defender.
sheet-casualties = { $role ->
    [Attacker] Attacker casualties
   *[Defender] Defender casualties
}
sheet-casualties-confirm = Confirm casualties
sheet-forum = Forum post (BBCode)
sheet-bbcode-label = The sheet as BBCode, for forum posts
sheet-plain-text = Plain text
sheet-print = Print this page for an A4/Letter sheet.

## The sheet's words made in code

# $status: the battle's state.
sheet-status = { $status ->
    [closed] closed
    [casualties_chosen] casualties chosen
    [result_entered] result entered
    [awaiting_defenders] awaiting defenders
    [ready_for_setup] ready for setup
   *[being_played] being played
}
# $stage: the battle's stage in CMBN (R13.1).
sheet-stage = { $stage ->
    [declared] Declared
    [defenders_chosen] Defenders chosen
    [set_up] Set up
    [in_play] In play
    [result_in] Result in
    [casualties_chosen] Casualties chosen
   *[closed] Closed
}
# $stage: sheet-stage; $mode: pbem or live.
sheet-stage-played = { $stage } ({ $mode ->
    [pbem] PBEM
   *[live] live
})
sheet-relay-none = No turn file yet: either commander sends the first one.
# $n: the last file's number; $waited: how long it has waited (sheet-waited-*).
sheet-relay-your-move = File { $n } · your move, for { $waited }
# $n: the last file's number; $who: who is to move (a name or sheet-relay-side-commander); $waited: sheet-waited-*.
sheet-relay-their-move = File { $n } · { $who } to move, for { $waited }
# $n: how many turn files were sent.
sheet-relay-sent = { $n ->
    [one] { $n } turn file sent
   *[other] { $n } turn files sent
}
# $side: allies or axis (the commander to move, unnamed).
sheet-relay-side-commander = the { $side ->
    [allies] Allied
   *[axis] Axis
} commander
# $side: allies or axis (the commander the GM reminds, unnamed).
sheet-relay-remind-side = the { $side ->
    [allies] Allied
   *[axis] Axis
} commander
# $at, $next: times, in the reader's time.
sheet-relay-reminded = Last reminder from the game master: { $at }; the next may go from { $next }.
# $side: allies or axis.
sheet-relay-conceded = The { $side ->
    [allies] Allied
   *[axis] Axis
} commander conceded this battle: the game master enters its result.
sheet-waited-under-hour = less than an hour
# $n: hours.
sheet-waited-hours = { $n } h
# $n: days.
sheet-waited-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
sheet-live-over = No session: the battle's game is over.
sheet-live-none = No session proposed yet: mark when you can play, then propose a time.
# $by: the side that proposed (allies or axis); $other: the other side; $length: sheet-hours etc.
sheet-live-proposed = Proposed by the { $by ->
    [allies] Allied
   *[axis] Axis
} commander, for { $length }: waiting on the { $other ->
    [allies] Allied
   *[axis] Axis
} commander.
# $length: the session's length (sheet-hours etc.).
sheet-live-agreed = Agreed, for { $length }: it is in both commanders' calendar feeds, with a reminder an hour before.
# $length: the session's length (sheet-hours etc.).
sheet-live-begun = Agreed, for { $length }: it has begun.
# $side: allies or axis.
sheet-live-reported-played = The { $side ->
    [allies] Allied
   *[axis] Axis
} commander reports it was played.
# $by: the side that reports; $absent: the side that did not come (allies or axis).
sheet-live-reported-no-show = The { $by ->
    [allies] Allied
   *[axis] Axis
} commander reports that the { $absent ->
    [allies] Allied
   *[axis] Axis
} commander did not come.
# $side: allies or axis.
sheet-live-not-marked = The { $side ->
    [allies] Allied
   *[axis] Axis
} commander has not marked when he can play.
# $side: allies or axis; $n: how many spans of time.
sheet-live-marked = The { $side ->
    [allies] Allied
   *[axis] Axis
} commander marked { $n ->
    [one] { $n } span of time
   *[other] { $n } spans of time
} he can play in the coming 14 days.
sheet-live-played-it = It was played
# $side: allies or axis.
sheet-live-absent = The { $side ->
    [allies] Allied
   *[axis] Axis
} commander did not come
# The reader, where times are said in each commander's zone ("you: Tue 8 Dec 19:00–22:00").
sheet-you = you
# $day: the day ("Tue 8 Dec"); $from, $to: hours ("16:00").
sheet-cell = { $day }, { $from } to { $to }

## The campaign's setup page

setup-read-only = Only the game master changes the setup. You can read it here.
setup-ready = Ready to start?
setup-all-in-place = Everything is in place.
setup-start = Start the campaign
setup-start-hint = Starting freezes the setup and opens round 1, Allied turn, combat move.
setup-started-hint = The campaign has started; battalions can still be renamed and given new commanders.
setup-game = The game (R13.2)
setup-game-none = No CMBN version or modules stated yet.
# $game: the CMBN version and modules ("CMBN 5.01 with Commonwealth Forces").
setup-game-played = Every battle is played with { $game }.
setup-version = CMBN version
setup-modules = Modules (one per line)
setup-game-save = Save the game
setup-corrections = Corrections
setup-corrections-hint = Put right what went wrong: each correction needs a reason, and the history shows what was and what is (a unit's name to its side only).
setup-corrections-link = Every correction so far
setup-unit = Unit
setup-destroyed-note = (destroyed)
setup-put-in = Put in
setup-reason = Reason
setup-correct-unit = Correct the unit
setup-zone = Zone
setup-controlled-by = Controlled by
setup-allies = Allies
setup-axis = Axis
setup-correct-zone = Correct the zone
setup-battalions = Battalions
setup-col-nation = Nation
setup-col-where = Where
setup-col-commander = Commander
setup-battalion-name = Battalion name
setup-no-commander-option = (none)
setup-save = Save
setup-unit-name = Unit name
setup-rename = Rename
setup-destroyed-badge = destroyed
setup-restore-to = Restore to
setup-restore = Restore (R3.5)
setup-no-commander = none
setup-remove = Remove
setup-add-battalion-heading = Add a battalion
setup-name = Name
setup-no-commander-yet = (none yet)
setup-starts-in = Starts in
setup-arrives-reinforcements = Arrives in round (reinforcements)
setup-add-battalion = Add battalion
setup-support-heading = Artillery and air support
setup-type = Type
# $side: allies or axis (as stored).
setup-type-artillery = ({ $side ->
    [allies] allies
   *[axis] axis
}, artillery)
# $side: allies or axis (as stored).
setup-type-air = ({ $side ->
    [allies] allies
   *[axis] axis
}, air pool)
setup-artillery-in = Artillery stands in
setup-arrives = Arrives in round
setup-add-support = Add support
setup-rules = Rules parameters
setup-rounds = Rounds (R5.1)
setup-stack-limit = Stack limit (R4.1)
setup-artillery-stack = Artillery per zone (R4.2)
setup-move-range = Move range (R6.1)
setup-battle-companies = Companies per battle (R6.4)
setup-ships = Ships (R2.4)
setup-air-allies = Allied air units (R3.4)
setup-air-axis = Axis air units (R3.4)
setup-bunkers = Bunker fortifications (R2.3)
setup-gm-reads = The game master reads each side's message channel
setup-tables = Tables (R7.2 ratio, R7.3 size, R10.2 launch boxes, R10.3 entry, R11.1 objectives)
setup-params-save = Save parameters
setup-calendar = Calendar and control
setup-round-1 = Round 1 is
setup-date-save = Save date
setup-control-hint = Every zone starts Axis-controlled; a zone held only by one side's units is given to that side at the start.
setup-control-set = Set control
setup-webhooks = Discord and webhooks
setup-webhooks-text = Post turn reports, results and other public news to a Discord channel or a JSON endpoint.
setup-webhooks-link = Manage webhooks
setup-scenario = Scenario file
setup-export = Export this campaign (JSON)
setup-import-label = Import a scenario file as a new campaign (paste the JSON)
setup-import = Import

## The setup page's words made in code

# $n: how many units (not destroyed).
setup-units = { $n ->
    [one] { $n } unit
   *[other] { $n } units
}
# $units: setup-units; $n: how many are destroyed.
setup-units-destroyed = { $units } ({ $n } destroyed)
# $round: the round reinforcements arrive in.
setup-arrives-round = round { $round }
# $side: allies or axis; $class: artillery or air (a support unit whose name the reader may not see).
setup-hidden-support = { $side ->
    [allies] Allied
   *[axis] Axis
} { $class ->
    [artillery] artillery
    [air] air
    [company] company
   *[platoon] platoon
}
setup-destroyed = destroyed
# $place: where the unit stands.
setup-in = in { $place }
# $name: the launch box's name.
setup-launch-box = { $name } (launch box)
setup-reinforcement-box = Reinforcement box
setup-imported = Scenario imported as a new campaign.
# $links: each invited email with its link, " · " between them.
setup-imported-links = Scenario imported. Invitation links: { $links }

## Open seats

seats-title = Open seats
seats-hint = Seats open for a new commander (one who left, or one the game master replaces): take one to command it. Your briefing (the units, their record, the deadlines and your side's last messages) comes by mail.
seats-none = No seat is open.
seats-yours-head = You hold this seat now
seats-yours = ; it is open for a newcomer, who takes it from you.
seats-asked = You asked for this seat; the game master answers.
seats-take = Take command
seats-ask = Ask the GM for this seat
seats-close = Close this seat
seats-requests = Requests
# $name: the member who asks; $seat: the seat (a battalion's name, or word-hc-seat).
seats-asks-for = { $name } asks for { $seat }
seats-approve = Approve
seats-refuse = Refuse
seats-open-heading = Open a seat
seats-seat = Seat
seats-at-once = whoever takes it commands at once
seats-open = Open the seat
seats-open-hint = Open seats are listed here for every member, observers too; invite a newcomer as an observer and they can take it.
# $n: how many of the battalion's units are on the map; $places: where, comma-separated.
seats-units-on-map = { $n } units on the map ({ $places })
seats-hc-state = The side's orders, support and reinforcements.

## The sheet's own words, made in code (the date, the support, the forms)

# $battle: the battle's number.
sheet-title = Battle { $battle } setup sheet
# Time of day, weather or ground the GM has not set.
sheet-gm-choice = GM's choice
sheet-no-commander = (no commander)
# $ship: the ship's name.
sheet-naval-supports = { $ship } supports the beach assault
# $unit: an artillery unit's name (FO: a forward observer in CMBN).
sheet-support-via-fo = { $unit } via FO
# $unit: an air unit's name.
sheet-support-via-fac = { $unit } via a forward air controller
# $ship: the ship's name.
sheet-support-naval = Naval gunfire from { $ship }: heaviest off-map artillery on offer, via FO
# $bunkers, $trenches, $wire, $mines: how many bunkers, trench sections, barbed wire pieces and minefield tiles.
sheet-fortifications-suggested = { $bunkers ->
    [one] { $bunkers } bunker
   *[other] { $bunkers } bunkers
}, { $trenches } trench sections, { $wire } barbed wire, { $mines } minefield tiles (suggested)
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type ("Axis Assault"); $size: the CMBN force size ("Huge").
sheet-maps-note-none = The catalogue has { $n } { $kind } map(s) of size { $size }; no other size could be added.
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type; $size: the CMBN force size; $sizes: the nearest CMBN sizes added, comma-separated ("Large, Medium").
sheet-maps-note-nearest = The catalogue has { $n } { $kind } map(s) of size { $size }; the nearest size ({ $sizes }) was added.
# $n: a file's size in bytes.
sheet-size-bytes = { $n } B
# $n: a file's size in kilobytes.
sheet-size-kb = { $n } KB
# $whole, $tenth: a file's size in megabytes, its whole part and its tenths ("1" and "5" for 1.5).
sheet-size-mb = { $whole }.{ $tenth } MB

## The sheet as BBCode for a forum post (the forum's tags stay in the code)

# $campaign: the campaign's name; $battle: the battle's number; $zone: its zone's id ("F14"); $name: the zone's name (may be empty).
sheet-bb-heading = { $campaign } - Battle { $battle } in { $zone } { $name }
# $round: the campaign round; $date: the battle's date; $region: the region ("France").
sheet-bb-round = Round { $round } - { $date } - { $region }
sheet-bb-provisional-head = PROVISIONAL:
sheet-bb-provisional = the defenders are not chosen yet; odds and size may change.
sheet-bb-game = Game:
sheet-bb-quick-battle = Quick Battle:
sheet-bb-force-size = Force size:
# $force: the CMBN force size; $map: the CMBN map size; $minutes: the time limit.
sheet-bb-size = { $force } - map { $map } - { $minutes } min
sheet-bb-conditions = Time / weather / ground:
# $role: attacker or defender; $side: allies or axis.
sheet-bb-force = { $role ->
    [attacker] ATTACKER
   *[defender] DEFENDER
} ({ $side ->
    [allies] Allied
   *[axis] Axis
}):
# $support: one support line (sheet-support-via-fo and the like).
sheet-bb-support = Support: { $support }
# $n: how many units the side fields (English says "units" for one too).
sheet-bb-units-hidden = { $n } units (hidden)
sheet-bb-fortifications = Fortifications (Axis defender, bunker zone):
sheet-bb-maps = Suggested QB maps:
# $name: the map's name; $kind: its CMBN battle type; $size: its CMBN size; $width, $depth: metres; $minutes: its stored length.
sheet-bb-map = { $name } ({ $kind } { $size }, { $width } x { $depth } m, { $minutes } min)
