# Refusals: what a rule says when a command breaks it (English).
#
# Each message is a rule's words, built from its arguments; the rule's id
# (R6.1, ...) travels beside it and is not part of the text. Arguments:
# $side is "allies" or "axis"; places ($zone, $from, $to, ...) and units
# ($unit, ...) are data, shown as they are; numbers choose plural forms.

## commit

commit-in-move = Move { $n }:{ " " }
commit-nothing = There are no drafted moves to commit.

## params

params-range = Parameters: { $name } must be between { $lo } and { $hi }; { $given } given.
params-ratio-table = Parameters: qb_ratio_table needs rows with a ratio of at least 1 and a battle type.
params-size-table = Parameters: qb_size_table needs rows, the last one without an upper end.
params-size-grow = Parameters: qb_size_table rows must grow.
params-zone = Parameters: zone { $zone } does not exist on this map.
params-launch-box = Parameters: launch box { $launch_box } does not exist on this map.

## move_checks

move-combat-moved = { $unit } made a combat move this turn and cannot make a non-combat move.
move-own-territory = { $zone } is already { $side ->
        [allies] Allied
       *[axis] Axis
    }-controlled: moves into your own territory are made in the non-combat move.
move-not-your-turn = It is the { $side ->
        [allies] Allied
       *[axis] Axis
    } turn: { $unit } cannot move now.
move-air-unit = { $unit } is an air unit: it stays in the pool and is assigned to battles.
move-artillery = { $unit } is artillery: artillery does not move in the combat move.
move-one-battalion = One order moves units of one battalion only (battalions never fight together).
move-no-units = Choose at least one unit.
move-one-origin = All units of one order must start in the same place: { $first } is in { $first_place }, { $other } in { $other_place }.
move-already-moved = { $unit } already { $act ->
        [attacked] attacked
       *[moved] moved
    } this phase ({ $from } -> { $to }); a unit moves at most { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } per phase.
move-already-drafted = { $unit } already has drafted move { $draft }; change or delete that one.
move-land-zones = Units move to land zones; { $place } is not one (reinforcements are placed in the reinforcement phase, R10).
move-too-far = { $from } to { $to } is { $n } zones; units move at most { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } per phase.
move-no-route = { $from } to { $to } is not a land route of zones; units move at most { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } per phase.
move-already-there = The units are already in { $zone }.
move-launch-beach = Units in the { $launch_box } launch box may only land on its beach, { $beach }; { $zone } is not it.
move-reinforcement-box = Units in the reinforcement box are placed by the High Commander in the reinforcement phase, not moved.
move-air-pool = Air units do not move.
move-non-combat-attack = Non-combat moves cannot attack.
move-non-combat-enemy = { $zone } is { $side ->
        [allies] Allied
       *[axis] Axis
    }-controlled: a non-combat move may only enter a zone your side controls or a contested one.

## reinforcements

reinforcements-battalion-or-units = Give either a battalion or units to place.
reinforcements-one-battalion = Place one battalion (or one artillery unit) at a time.
reinforcements-not-your-side = { $unit } is not a { $side ->
        [allies] Allied
       *[axis] Axis
    } unit.
reinforcements-not-in-box = { $unit } is not in the reinforcement box.
reinforcements-not-yet = { $unit } becomes available in round { $arrives }; it is round { $round }.
reinforcements-launch-box = Allied reinforcements go into a launch box.
reinforcements-wrong-launch-box = { $nation } battalions land at { $boxes }; { $here } is not one of them.
reinforcements-axis-entry = Axis reinforcements enter at Rennes, Chartres or Rouen.
reinforcements-not-entry-zone = { $zone } is not an Axis entry zone ({ $entries }).
reinforcements-entry-not-held = { $zone } is not Axis-controlled; reinforcements enter only where the Axis controls the zone.
reinforcements-stack-limit = { $zone }: Axis units would be { $n }, the limit is { $limit }.
reinforcements-artillery-limit = { $zone }: Axis artillery units would be { $n }, the limit is { $limit }.

## support

support-battle-closed = Battle { $battle } is no longer open for support.
support-listed-twice = { $unit } is listed twice.
support-not-active = { $unit } is not an active { $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [air] air
       *[artillery] artillery
    } unit.
support-already-used = { $unit } already supports another battle this turn.
support-not-on-map = { $unit } is not on the map ({ $place }).
support-out-of-range = { $unit } stands in { $zone }, which is neither { $battle_zone } nor next to it.
support-naval-not-assault = Naval support is only for an Allied assault from a launch box onto its beach; battle { $battle } in { $zone } is not one.
support-ship-taken = The one ship already supports another battle this turn.
support-ships-taken = All { $n } ships already support other battles this turn.

## schedule

schedule-phase-length = The { $phase ->
        [combat_move] Combat move
        [combat_resolution] Combat resolution
        [combat_results] Combat results
        [non_combat_move] Non-combat move
       *[reinforcements] Reinforcements
    } length must be between 1 and { $max } hours, not { $hours }.
schedule-extension-too-long = An extension may be at most { $max } hours, not { $hours }.
schedule-turn-files-kept = A battle keeps 1 to { $max } turn files, not { $n }.
schedule-turn-clock = A commander holds a turn file 1 to { $max } hours, not { $hours }.
schedule-turn-pause = An absence stops the turn clock for 1 to { $max } days, not { $days }.
schedule-paused = The campaign is paused: its deadlines are frozen.
schedule-not-the-deadline = That is not the phase's deadline (it was changed or has been processed).
# $deadline: "2024-06-06 06:30".
schedule-not-passed = The deadline has not passed: it is { $deadline } UTC.
schedule-already-paused = The campaign is already paused.
schedule-pause-reason = A pause needs a reason; everyone reads it.
schedule-reason-too-long = Keep the reason under 500 characters.
schedule-not-paused = The campaign is not paused.

## annotations

annotations-name-side = Name the `side` whose layer this is (the GM has no side of their own).
annotations-campaign-over = The campaign is over: its maps are kept as they were.
# $zone: what was given (its first 20 characters), in quotes, escaped.
annotations-not-a-zone = { $zone } is not a zone of the map (F1 to F42).
annotations-too-many = A side keeps at most { $max } annotations on the map; remove some first.
annotations-arrow-target = An arrow points to a second zone of the map ("Arrow to", `to`), not its own.
annotations-text-too-long = An annotation's text has at most { $max } characters; this one has { $n }.
annotations-label-empty = A label needs some text.
annotations-one-line = An annotation's text is one line.
# $code: the character's code point in hexadecimal, at least four digits ("202E").
annotations-hidden-char = An annotation's text holds only visible characters and spaces (not U+{ $code }).

## ctx

# $what: what the phase is for, in words ("Reinforcements are placed");
# $phases: the phases it happens in, in words ("Combat move or Combat resolution").
ctx-wrong-phase = { $action ->
        [defenders] Defenders are chosen
        [support] Support is assigned
        [commit] Orders can be committed
        [correction] A result is corrected
        [draft] Moves can be drafted
        [reinforcements] Reinforcements are placed
        [casualties] Casualties are chosen
       *[results] Battle results are entered
    } only in the { $phases ->
        [combat_move-or-combat_resolution] Combat move or Combat resolution
        [combat_move-or-non_combat_move] Combat move or Non-combat move
        [combat_resolution-or-combat_results] Combat resolution or Combat results
        [combat_move] Combat move
        [combat_resolution] Combat resolution
        [combat_results] Combat results
        [non_combat_move] Non-combat move
       *[reinforcements] Reinforcements
    } phase; it is now the { $phase ->
        [combat_move] Combat move
        [combat_resolution] Combat resolution
        [combat_results] Combat results
        [non_combat_move] Non-combat move
       *[reinforcements] Reinforcements
    } phase.
ctx-no-units = Choose at least one unit.
ctx-unit-twice = Unit { $unit } is listed twice.
ctx-unit-destroyed = { $unit } was destroyed and cannot act.
ctx-campaign-won = The campaign is over: the { $side ->
        [allies] Allied
       *[axis] Axis
    } won in round { $round }. No more orders are accepted.
ctx-campaign-over = The campaign is over. No more orders are accepted.
ctx-not-started = The campaign has not started yet: the game master is still setting it up.

## corrections

corrections-reason-needed = A correction needs a reason, recorded in the history.
corrections-reason-too-long = Keep the reason under { $max } characters.
corrections-unit-already-there = { $unit } is already in { $place }.
corrections-zone-already = { $zone } is already { $side ->
        [allies] Allied
       *[axis] Axis
    }-controlled.
corrections-no-result = Battle { $battle } has no result to correct; enter it.
corrections-casualties-chosen = Battle { $battle }'s casualties are chosen: correct the units instead (restore or move them).
corrections-losses-exceed = Losses cannot exceed the units that fought: { $attacking } attacking, { $defending } defending.

## absence

absence-dates = The absence must end after it starts, and in the future.
absence-too-long = An absence lasts at most { $days } days; mark a longer one again later.
absence-note-too-long = Keep the note under 500 characters.
absence-not-away = You are not marked away.
absence-one-seat = Name one seat: a `battalion`, or the `high_commander` of a side.
absence-deputy = A deputy is a High Commander or battalion commander of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side.
absence-deputy-or-gm = A deputy is a High Commander or battalion commander of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side, or the GM.
absence-own-deputy = A seat's holder cannot be its own deputy.

## setup

setup-started = The campaign has started: its setup is frozen.
setup-launch-box-allied = Launch boxes are for Allied units.
setup-air-pool = Only air units sit in the air pool.
setup-arrival-round = A unit in the reinforcement box needs an arrival round.
# $what: what is named, in words ("A battalion", "A support unit").
setup-name-length = { $what ->
        [battalion] A battalion
        [unit] A unit
       *[support] A support unit
    } needs a name of 1 to 80 characters.

## results

results-notes-too-long = Notes are limited to { $notes_max } characters and links to { $link_max }.
results-link = The after-action link is an http:// or https:// address (or nothing).
results-battle-closed = Battle { $battle } is closed.
results-casualties-started = Casualties for battle { $battle } are already being chosen; the result can no longer change.
results-defenders-first = Battle { $battle }: the defenders must be chosen before the result is entered.
# $outcome: the outcome's name ("Major Victory"); $attacker_range and
# $defender_range: "exact" when the least and the most losses are the same.
results-losses-attacker = { $outcome }: the attacker loses { $attacker_range ->
        [exact] exactly { $attacker_min }
       *[range] { $attacker_min } to { $attacker_max }
    } of { $attackers } units; { $attacker_entered } entered.
results-losses-defender = { $outcome }: the defender loses { $defender_range ->
        [exact] exactly { $defender_min }
       *[range] { $defender_min } to { $defender_max }
    } of { $defenders } units; { $defender_entered } entered.
results-losses-both = { $outcome }: the attacker loses { $attacker_range ->
        [exact] exactly { $attacker_min }
       *[range] { $attacker_min } to { $attacker_max }
    } of { $attackers } units; { $attacker_entered } entered; the defender loses { $defender_range ->
        [exact] exactly { $defender_min }
       *[range] { $defender_min } to { $defender_max }
    } of { $defenders } units; { $defender_entered } entered.

# Same conventions as refusals.ftl: $side is "allies" or "axis"; places and
# units are data, shown as they are; numbers choose plural forms.

## extensions

extensions-no-deadline = The phase has no deadline to extend.
extensions-not-taken = The GM does not take extension requests in this campaign.
extensions-asked-already = You have asked already; the GM has not answered yet.
extensions-hours = Ask for 1 to { $cap } hours, not { $hours }.
extensions-reason = Give the GM a reason, under 500 characters.

## clock

clock-paused-due = The campaign is paused: its due dates are frozen.
clock-not-due-date = That is not the battle's due date (it was changed or has been processed).
clock-due-not-passed = The due date has not passed: it is { $due } UTC.
clock-nothing-waits = Nothing waits on battle { $battle }'s due date.
clock-no-absence = That member has no such absence (it ended or was changed).
clock-absence-not-over = The absence has not run out: it ends { $to } UTC.

## battles

battles-defenders-chosen = The defenders of battle { $battle } are already chosen.
battles-not-defender = { $unit } is not a unit of { $battalion } in { $zone }.
battles-too-many-companies = { $companies } company-class units chosen; at most { $max } plus any platoons may defend.
battles-field-at-least = Field at least { $required } units (the attacker committed { $committed }); { $fielded } chosen.
battles-field-at-least-of = Field at least { $required } units (the attacker committed { $committed }); { $fielded } of { $battalion } chosen.
battles-conditions-limit = Conditions are limited to { $max } characters each.
battles-due-past = A due date must be in the future.

## seats

seats-name-one = Name one seat: a `battalion`, or the `high_commander` of a side.
seats-not-open = That seat is not open.
seats-asked-already = You already asked for a seat; the GM answers first.
seats-no-longer-open = That seat is no longer open.
seats-may-no-longer-take = { $member } may no longer take { $seat }: an open seat of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side goes to an observer or a commander of that side.

## phases

phases-deadline-past = The deadline must be in the future.
phases-cannot-advance = The phase cannot advance: { $blocker }. Enter the result first.
phases-cannot-advance-yet = Not yet: { $blocker }.
phases-blocker-drafts = { $n ->
        [one] { $n } drafted move
       *[other] { $n } drafted moves
    } not committed by the High Commander
phases-blocker-defenders = Battle { $battle } in { $zone }: defenders not chosen
phases-blocker-result = Battle { $battle } in { $zone }: no result entered
phases-blocker-casualties = Battle { $battle } in { $zone }: { $who ->
        [attacker] attacker
       *[defender] defender
    } casualties not chosen
phases-blocker-reinforcements = The { $side ->
        [allies] Allied
       *[axis] Axis
    } High Commander has { $units ->
        [one] one reinforcement unit
       *[other] { $units } reinforcement units
    } to place (forced, they wait in the box)
phases-force-reason = A forced advance needs a reason; it is recorded as a GM override.
phases-nothing-to-undo = There is no phase transition to undo.

## notes

notes-sealed-length = A sealed note has 1 to { $max } characters; this one has { $n }.
notes-campaign-over = The campaign is over: there is nothing left to seal a note against.
notes-later-round = A note opens at a later round: { $first } to { $last }, or at the end (it is round { $round } now).
notes-too-many = At most { $max } sealed notes per member and campaign.
notes-notepad-length = The notepad holds { $max } characters; this text has { $n }.

## members

members-side-needed = High Commanders and battalion commanders belong to a side: choose Allies or Axis.
members-side-not-needed = Only High Commanders and battalion commanders have a side.
members-one-hc = The { $side ->
        [allies] Allied
       *[axis] Axis
    } side already has a High Commander ({ $hc }); remove them first.
members-other-side = { $member } plays for the other side already: remove that role first (a member plays for one side).
members-name-taken = A member of this campaign is already called { $name }; one of them chooses another display name on their account page first.
members-last-gm = A campaign needs a game master: add another before removing the last one.

## casualties

casualties-no-result = Battle { $battle } has no result yet.
casualties-already-chosen = The { $side ->
        [allies] Allied
       *[axis] Axis
    } casualties of battle { $battle } are already chosen.
casualties-listed-twice = Unit { $unit } is listed twice.
casualties-not-fought = { $unit } did not fight in battle { $battle }.
casualties-unknown-not-fought = unit { $unit } did not fight in battle { $battle }.
casualties-exactly = Choose exactly { $n ->
        [one] { $n } unit
       *[other] { $n } units
    } lost; { $chosen } chosen.

## attacks

attacks-no-units = { $battalion } has no units in { $zone } to attack.
attacks-name-target = { $zone } holds several enemy battalions: name the one you attack ({ $battalions }).
attacks-already-attacked = { $target } in { $zone } was already attacked this turn; a defending battalion in a territory is the target of at most one attack per turn.
attacks-several-attacks = { $target } in { $zone } is the target of { $attacks } attacks; a battalion in a territory is attacked at most once per turn, by one battalion.
attacks-too-many-companies = The attack on { $target } in { $zone } has { $companies } company-class units; at most { $max } plus any platoons may attack.

## forces

forces-arrival-round = The arrival round must be between 1 and { $max }.
forces-battalion-units = A battalion needs its units.
forces-support-class = Support units are artillery or air.
forces-not-destroyed = { $unit } is not destroyed.

## roles

roles-commander-member = The commander must be a member of this campaign.
roles-cannot-command = { $member } cannot command { $battalion }: a battalion is commanded by a battalion commander or the High Commander of its side ({ $side ->
        [allies] Allied
       *[axis] Axis
    }).
roles-user-cannot-command = user { $user } cannot command { $battalion }: a battalion is commanded by a battalion commander or the High Commander of its side ({ $side ->
        [allies] Allied
       *[axis] Axis
    }).
roles-email = That does not look like an email address.

## handover

handover-name-one = Name one seat: a `battalion`, or the `high_commander` of a side.
handover-already-holds = { $member } already holds { $seat }.
handover-not-bc = { $member } is not a battalion commander of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side: add them to the side first.

## start

start-no-hc = The { $side ->
        [allies] Allied
       *[axis] Axis
    } side has no High Commander.
start-several-hcs = The { $side ->
        [allies] Allied
       *[axis] Axis
    } side has { $hcs } High Commanders; it has one (R1.2).
start-no-battalion = The { $side ->
        [allies] Allied
       *[axis] Axis
    } side has no battalion.
start-no-commander = { $battalion } has no battalion commander.
start-wrong-commander = { $battalion } is commanded by { $member }, who is not a battalion commander or High Commander of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side (R1.2).
start-wrong-commander-user = { $battalion } is commanded by user { $user }, who is not a battalion commander or High Commander of the { $side ->
        [allies] Allied
       *[axis] Axis
    } side (R1.2).
start-off-map = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) stands in { $zone }, which is not on the map.
start-air-on-map = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) is an air unit on the map; air units sit in the pool.
start-no-launch-box = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) is in launch box { $launch_box }, which is not on the map.
start-axis-launch-box = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) is an Axis unit in a launch box.
start-no-arrival = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) waits in the reinforcement box without an arrival round.
start-not-air = Unit { $unit } ({ $side ->
        [allies] Allied
       *[axis] Axis
    } { $class ->
        [company] company
        [platoon] platoon
        [artillery] artillery unit
       *[air] air unit
    }) is in the air pool but is not an air unit.
start-stack-limit = { $zone }: { $side ->
        [allies] Allied
       *[axis] Axis
    } units are { $units }, the limit is { $limit } (R4.1).
start-artillery-stack = { $zone }: { $side ->
        [allies] Allied
       *[axis] Axis
    } artillery units are { $units }, the limit is { $limit } (R4.2).
start-started = The campaign has started: its setup is frozen.
start-not-ready = The campaign is not ready to start:{ " " }

## stacking

stacking-stack-limit = { $zone }: { $side ->
        [allies] Allied
       *[axis] Axis
    } units would be { $units }, the limit is { $limit }.
stacking-artillery-stack = { $zone }: { $side ->
        [allies] Allied
       *[axis] Axis
    } artillery units would be { $units }, the limit is { $limit }.

## ready

ready-not-move-phase = Orders are said to be done in a move phase; this phase has none.
ready-already = You said your orders are done already.
ready-not-yet = You have not said your orders are done.

## orders

orders-not-your-turn = It is the { $side ->
        [allies] Allied
       *[axis] Axis
    } turn: your side gives its orders in its own turn.

## ids

ids-counter-exhausted = The campaign has used every id its counter { $counter } can give ({ $max }); nothing new can be numbered.

## execute

clock-nothing-due = Nothing is due: another instance or an earlier pass did it.

## play

play-over = Battle { $battle } in { $zone } is over: its result is in.
play-defenders-first = Battle { $battle } in { $zone }: the defenders are chosen before the battle is set up.
play-already-set-up = Battle { $battle } in { $zone } is already set up.
play-not-set-up = Battle { $battle } in { $zone } is not set up yet: the game master builds it in CMBN first.
play-already-in-play = Battle { $battle } in { $zone } is already in play.

## kit

kit-unchanged = The campaign already states this CMBN version and these modules.
kit-name-length = A CMBN version or module name is 1 to { $max } characters, without control characters.
kit-too-many = At most { $max } modules; { $given } given.

## relay

relay-not-yours = File { $file } is not one you uploaded: send your own turn file.
relay-not-a-save = File { $file } is not a CMBN file: a turn file is what CMBN writes (.ema, .bts).
relay-sent-already = File { $file } was sent already.
relay-twice = You sent turn file { $n } of battle { $battle } in { $zone }: the files alternate, so your opponent sends the next one.
relay-live = Battle { $battle } in { $zone } is played live over TCP/IP, not by turn files.
relay-nothing-to-withdraw = Battle { $battle } in { $zone } has no turn file to take back.
relay-not-your-file = Turn file { $n } is your opponent's: only its sender takes it back.
relay-fetched = Turn file { $n } was downloaded already: it can no longer be taken back.
relay-not-chased = Turn file { $n } of battle { $battle } is not held past the turn clock yet, or was chased already.

# R13.5 concession and rulings
ruling-conceded-already = Battle { $battle } in { $zone } is already conceded (by the { $side ->
    [allies] Allied
   *[axis] Axis
} commander): the game master enters its result.
ruling-chased-lately = Battle { $battle } in { $zone } was chased less than { $hours ->
    [one] an hour
   *[other] { $hours } hours
} ago: give its commanders a moment.
ruling-reason = A ruling's reason is at most { $max } characters, on one line or several, without control characters.

# R13.6 live sessions
session-pbem = Battle { $battle } in { $zone } is played by PBEM turn files, not live.
session-conceded = Battle { $battle } in { $zone } is conceded: the game master enters its result.
session-spans-many = At most { $max } spans of time; { $given } given.
session-span-backwards = { $count ->
    [one] A span ends
   *[other] { $count } spans end
} before it begins.
session-span-far = { $count ->
    [one] A span reaches
   *[other] { $count } spans reach
} past the coming { $days } days: mark only those.
session-past = A session starts later than now.
session-far = A session starts within the coming { $days } days.
session-length = A session lasts { $min } to { $max } minutes; { $given } given.
session-booked = Battle { $battle } has a session agreed: call it off before proposing another.
session-nothing-to-answer = Battle { $battle } has no session proposed to you.
session-already-agreed = The session of battle { $battle } is agreed already.
session-not-begun = The session of battle { $battle } has not begun yet.
session-reported = The session of battle { $battle } was reported already (by the { $side ->
    [allies] Allied
   *[axis] Axis
} commander): the game master decides.
session-none-agreed = Battle { $battle } has no session agreed.
support-set-up = Battle { $battle } is set up in CMBN with the support it had: its support no longer changes.
