# The map picture (English): the SVG the map page shows, also drawn as the
# turn report's PNG and the replay's frames and GIF. Zone ids, place,
# unit, battalion and ship names, CMBN battle types and numbers are data,
# passed as arguments and shown as they are. The legend's words must fit
# its box (640 px wide, 26 px text): keep them about as short as English,
# abbreviate where needed.

## Zones

# $zone: the zone's id ("F14"); $name: its towns; $state: "allies", "axis",
# "contested" or "uncontrolled"; $allies, $axis: each side's units there.
picture-zone-title = { $zone } { $name }: { $state ->
    [allies] Allied-controlled
    [axis] Axis-controlled
    [contested] contested
   *[uncontrolled] uncontrolled
} · Allied { $allies } | Axis { $axis }
# Added to picture-zone-title after " · ". $allies, $axis: each side's artillery there.
picture-zone-artillery = artillery A { $allies } | X { $axis }
# A zone's artillery mark, under its name (A: Allied, X: Axis). $n: the
# Axis artillery units there.
picture-artillery-axis = X art { $n }
# $n: the Allied artillery units there.
picture-artillery-allies = A art { $n }
# $allies, $axis: each side's artillery units there.
picture-artillery-both = art A { $allies }|X { $axis }
# $n: how many battles; $zone: the zone's id.
picture-battle-mark = { $n ->
    [one] { $n } battle
   *[other] { $n } battles
} to fight in { $zone }

## Counters

# $name: a battalion's name, or history-side-artillery; $units: a count
# of units by class ("3 companies, 1 platoon").
picture-counter-own = { $name }: { $units }
# The other side's counter. $side: "allies" or "axis"; $units: as above.
picture-counter-side = { $side ->
    [allies] Allied
   *[axis] Axis
}: { $units }

## Boxes and ships

# $name: the launch box's name ("Omaha Beach"); $n: its Allied units;
# $beach: the zone its units land into ("F14").
picture-launch-title = { $name }: { $n } Allied units, lands into { $beach }
# $n: the Allied units in the box; $beach: where they land ("F14").
picture-launch-units = { $n } units → { $beach }
# A reinforcement box's title. $side: "allies" or "axis".
picture-reinforcement-box = { $side ->
    [allies] Allied reinforcements
   *[axis] Axis reinforcements
}
# A unit waiting whose name the reader may not see. $class: company,
# platoon, artillery or air.
picture-hidden-unit = { $class ->
    [company] company unit
    [platoon] platoon unit
    [artillery] artillery unit
   *[air] air unit
}
# $n: how many more units wait than the box lists.
picture-and-more = and { $n } more
picture-empty = empty
# $name: the ship's name ("USS Texas").
picture-ship-unused = { $name } (not in this campaign)
# $name: the ship's name.
picture-ship-busy = { $name } (supporting a battle)
# $name: the ship's name.
picture-ship-free = { $name } (available)

## The legend (each must fit its place in the box)

picture-legend-allied = Allied
picture-legend-axis = Axis
picture-legend-contested = Contested
# What the counters show: a side's reader, the GM, anyone else.
picture-legend-counters-side = Counters: yours by kind · enemy ? · count
picture-legend-counters-gm = Counters: units by kind · count
picture-legend-counters-public = Counters: units hidden ? · count
picture-legend-marks = ★ objective  ■ bunker  ⊕ artillery  → entry
picture-legend-battle = battle to fight this turn
picture-legend-ship-free = ship free
picture-legend-ship-busy = supporting
picture-legend-ship-unused = not in play
# The drafted moves' arrows by kind.
picture-legend-drafts = Drafts:
picture-legend-attack = attack
picture-legend-capture = capture
picture-legend-reinforce = reinforce
picture-legend-land = land
picture-legend-move = move
# $allies, $axis: the air units in each side's air pool.
picture-legend-air = Air pools: Allied { $allies }, Axis { $axis }
# $limit: the combat units a side may stack in a zone; $artillery: the
# artillery units.
picture-legend-stack = Stack limit { $limit } per side, artillery { $artillery }

## Drawn over the board

# $side: "allies" or "axis"; $id: the annotation's number; $what: what it
# is (word-arrow, word-circle or word-label, with its words).
picture-annotation-title = { $side ->
    [allies] Allied
   *[axis] Axis
} annotation { $id }: { $what }
# A replay arrow. $side: "allies" or "axis"; $kind: moved, attacked,
# captured, reinforced, landed or arrived (reinforcements placed); $n: how
# many units; $from, $to: zone ids, a launch box (box:omaha) or
# picture-place-reinforcements.
picture-arrow-title = { $side ->
    [allies] Allied
   *[axis] Axis
} { $kind ->
    [moved] moved
    [attacked] attacked
    [captured] captured
    [reinforced] reinforced
    [landed] landed
   *[arrived] arrived
}: { $n ->
    [one] { $n } unit
   *[other] { $n } units
}, { $from } → { $to }
picture-place-reinforcements = reinforcements
# A zone that changed hands. $zone: its id; $side: "allies" or "axis".
picture-captured = { $zone } now { $side ->
    [allies] Allied
   *[axis] Axis
}
# $battle: the battle's number; $zone: its zone; $kind: CMBN's battle type;
# $result: word-outcome or picture-to-be-fought.
picture-battle-title = Battle { $battle } in { $zone }: { $kind }, { $result }
picture-to-be-fought = to be fought
# A battle's label on the board before its outcome is known.
picture-battle = battle
