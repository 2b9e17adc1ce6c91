# The map page, its zone table and annotations; a zone's page; a
# battalion's page; the GM's battle board (English). Place names, unit,
# battalion and people's names, CMBN and numbers are data, passed as
# arguments and shown as they are.

## Words the map's pages share

# $side: "allies" or "axis".
map-side = { $side ->
    [allies] Allied
   *[axis] Axis
}
# $state: how a zone is held: "allies", "axis", "contested", "none" (the
# map's table) or "uncontrolled" (a zone's page).
map-zone-state = { $state ->
    [allies] allies
    [axis] axis
    [contested] contested
    [none] none
   *[uncontrolled] uncontrolled
}
map-mark-objective = objective
map-mark-bunker = bunker
map-mark-entry = entry
map-back-to-map = Back to the map

## The map

# $phase: a saved phase ("Round 1, Allied Combat move").
map-end-of = End of { $phase }
map-back-live = Back to the live map
map-phases = Phases
map-previous-phase = Previous phase
map-first-phase = First saved phase
map-next-phase = Next phase
map-live = Live map
map-show-at = Show the map at the end of
map-show = Show
map-zones-table = Zones as a table
map-col-zone = Zone
map-col-name = Name
map-col-state = State
map-col-allied-units = Allied units
map-col-axis-units = Axis units
map-col-artillery = Artillery (A/X)
map-col-marks = Marks

## The map's annotations

# $side: "allies" or "axis".
map-notes-side = { $side ->
    [allies] Allied annotations
   *[axis] Axis annotations
}
map-notes = Annotations
map-notes-hint-side = Arrows, circles and short labels on the map that only your side (and the GM) sees: intent beyond orders. They belong to the round they are drawn in; the map shows this round's.
map-notes-hint-gm = Arrows, circles and short labels on the map that only their side (and the GM) sees: intent beyond orders. They belong to the round they are drawn in; the map shows this round's.
map-notes-show = Show the annotations on the map
map-notes-none = None this round.
# $n: how many annotations of earlier rounds.
map-notes-earlier = Earlier rounds ({ $n }): on their rounds' past maps
map-notes-side-label = Side
map-notes-shape = Shape
map-shape-arrow = Arrow
map-shape-circle = Circle
map-shape-label = Label
map-notes-at = At
map-notes-arrow-to = Arrow to
map-notes-not-arrow = (not an arrow)
map-notes-text = Text
map-notes-example = Hold at all costs
map-notes-draw = Draw

## Orders done (R5.12)

map-ready-said = You said your orders are done; your High Commander sees it.
map-ready-ask = Drafted everything you mean to this phase? Tell your High Commander (R5.12).

## A zone

# $zone: what was asked for (a zone id, as typed).
zone-missing = There is no zone { $zone } on this map.
# $entry: the Axis entry's name ("Rennes").
zone-axis-entry = Axis entry: { $entry }
zone-coastal = coastal
# $terrain: the map's description of the zone's terrain.
zone-terrain = Terrain: { $terrain }
zone-stacking = Stacking:
# Follows "Stacking: 3 / 12" (units there / the limit).
# $art: artillery units there; $art_limit: the artillery limit.
zone-stacking-rest = units, { $art } / { $art_limit } artillery
zone-no-units = No units.
zone-neighbours = Neighbours
# The side's artillery without a battalion (a group's name).
zone-artillery = Artillery
# $class: the class a unit counts as (its name says another).
zone-counts-as = counts as a { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}

## A battalion

battalion-missing = There is no such battalion in this campaign.
# Follows the nation ("US · commanded by Smith").
battalion-commanded-by = commanded by
battalion-nobody = nobody
battalion-command = Command
# $name: the deputy's name, or battalion-no-deputy.
battalion-deputy = Deputy: { $name }
battalion-no-deputy = none
# $tenure: who has held the seat since when.
battalion-tenure = Tenure: { $tenure }
battalion-hand-over-to = Hand over to
battalion-hand-over = Hand over
battalion-hand-over-hint = The battalion keeps its units and record; its side's channel hears of it and the new commander gets a briefing by mail.
battalion-units = Units
battalion-no-units = No units on the map.
# $class: a unit's class.
battalion-class = { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}
# $n: how many units the reader may not name.
battalion-hidden = { $n } units (names hidden)
# $n: how many units were destroyed.
battalion-lost = Lost so far: { $n }
battalion-record = Record
battalion-no-record = No battle fought yet.

## The battle board (the GM's)

board-title = Battle board
board-hint = Every open battle of the campaigns you run as game master: where its game stands and what it waits on you for, one click away on its sheet.
board-campaign = Campaign
board-all-campaigns = All campaigns
board-sort-by = Sort by
board-sort-next = what waits on you
board-sort-due = due date
board-sort-held = longest held
board-sort-campaign = campaign
board-sort-stage = stage
board-only-mine = Only what waits on me
board-show = Show
board-none = No open battle in the campaigns you run.
# $n: the open battles in all.
board-no-match = No battle matches: { $n } open in all.
board-scrolls = Open battles (scrolls sideways)
board-battle = Battle
board-battalions = Battalions
board-stage = Stage
board-files = Files
board-whose-move = Whose move
board-due = Due
board-last-activity = Last activity
board-your-next = Your next action
board-next = Next
board-players-play-on = the players play on
# $n: the campaigns beyond the four the board follows.
board-not-live = The board keeps up by itself with four campaigns; { $n } more show their changes when you reload it, or choose one campaign above.
# $stage: where the battle stands.
board-stage-name = { $stage ->
    [declared] Declared
    [defenders_chosen] Defenders chosen
    [set_up] Set up
    [in_play] In play
    [result_in] Result in
    [casualties_chosen] Casualties chosen
   *[closed] Closed
}
# $mode: how the battle is played; follows the stage after a comma.
board-mode = { $mode ->
    [pbem] by PBEM turn files
   *[live] live over TCP/IP
}
# $side: the side whose commander conceded; follows the stage after "; ".
board-conceded = conceded by the { $side ->
    [allies] Allied
   *[axis] Axis
} commander
# $who: who holds the turn; $time: how long (board-hours, board-days...).
board-held-for = { $who }, for { $time }
# $time: the agreed session's date and time.
board-live-session = live session { $time }
board-no-session = no live session agreed yet
# $attacker, $defender: battalions' names.
board-against = { $attacker } against { $defender }
# $time: how long ago (board-hours, board-days...).
board-ago = { $time } ago
board-less-than-an-hour = less than an hour
# $n: hours (1 to 47).
board-hours = { $n } h
# $n: days (2 or more).
board-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
board-next-enter-result = Enter the result
board-next-decide-session = Decide the live session
board-next-conceded = Conceded: enter the result at combat resolution
board-next-chase = Chase, give time or rule
board-next-set-up = Set it up in CMBN
