# Kartenbild (Deutsch): das SVG der Kartenseite, auch als PNG des
# Spielzugberichts und als Bilder und GIF der Wiederholung. Zonenkennungen,
# Namen von Orten, Einheiten, Bataillonen und Schiffen, CMBN-Gefechtsarten
# und Zahlen sind Daten und bleiben, wie sie sind. Die Wörter der Legende
# müssen in ihren Kasten passen (640 px breit, Schrift 26 px): etwa so kurz
# wie im Englischen halten, wo nötig abkürzen.

## Zonen

# $zone: the zone's id ("F14"); $name: its towns; $state: "allies", "axis",
# "contested" or "uncontrolled"; $allies, $axis: each side's units there.
picture-zone-title = { $zone } { $name }: { $state ->
    [allies] von den Alliierten kontrolliert
    [axis] von der Achse kontrolliert
    [contested] umkämpft
   *[uncontrolled] unkontrolliert
} · Alliierte { $allies } | Achse { $axis }
# Added to picture-zone-title after " · ". $allies, $axis: each side's artillery there.
picture-zone-artillery = Artillerie Alliierte { $allies } | Achse { $axis }
# A zone's artillery mark, under its name (A: Allied, X: Axis). $n: the
# Axis artillery units there.
picture-artillery-axis = X Art. { $n }
# $n: the Allied artillery units there.
picture-artillery-allies = A Art. { $n }
# $allies, $axis: each side's artillery units there.
picture-artillery-both = Art. A { $allies }|X { $axis }
# $n: how many battles; $zone: the zone's id.
picture-battle-mark = { $n ->
    [one] { $n } Gefecht
   *[other] { $n } Gefechte
} in { $zone } auszutragen

## Spielsteine

# $name: a battalion's name, or history-side-artillery; $units: a count
# of units by class ("3 companies, 1 platoon").
picture-counter-own = { $name }: { $units }
# The other side's counter. $side: "allies" or "axis"; $units: as above.
picture-counter-side = { $side ->
    [allies] Alliierte
   *[axis] Achse
}: { $units }

## Felder und Schiffe

# $name: the launch box's name ("Omaha Beach"); $n: its Allied units;
# $beach: the zone its units land into ("F14").
picture-launch-title = { $name }: { $n ->
    [one] { $n } alliierte Einheit
   *[other] { $n } alliierte Einheiten
}, landet in { $beach }
# $n: the Allied units in the box; $beach: where they land ("F14").
picture-launch-units = { $n } Einh. → { $beach }
# A reinforcement box's title. $side: "allies" or "axis".
picture-reinforcement-box = { $side ->
    [allies] Verstärkungen der Alliierten
   *[axis] Verstärkungen der Achse
}
# A unit waiting whose name the reader may not see. $class: company,
# platoon, artillery or air.
picture-hidden-unit = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerieeinheit
   *[air] Lufteinheit
}
# $n: how many more units wait than the box lists.
picture-and-more = und { $n } weitere
picture-empty = leer
# $name: the ship's name ("USS Texas").
picture-ship-unused = { $name } (nicht in dieser Kampagne)
# $name: the ship's name.
picture-ship-busy = { $name } (unterstützt ein Gefecht)
# $name: the ship's name.
picture-ship-free = { $name } (verfügbar)

## Die Legende (jeder Text muss an seinen Platz im Kasten passen)

picture-legend-allied = Alliiert
picture-legend-axis = Achse
picture-legend-contested = Umkämpft
# What the counters show: a side's reader, the GM, anyone else.
picture-legend-counters-side = Spielsteine: eigene nach Art · Feind ? · Anzahl
picture-legend-counters-gm = Spielsteine: Einheiten nach Art · Anzahl
picture-legend-counters-public = Spielsteine: Einheiten verdeckt ? · Anzahl
picture-legend-marks = ★ Ziel  ■ Bunker  ⊕ Artillerie  → Eintrittszone
picture-legend-battle = Gefecht, in diesem Spielzug auszutragen
picture-legend-ship-free = Schiff frei
picture-legend-ship-busy = unterstützt
picture-legend-ship-unused = außer Spiel
# The drafted moves' arrows by kind.
picture-legend-drafts = Befehl:
picture-legend-attack = Angriff
picture-legend-capture = Erobern
picture-legend-reinforce = Verstärk.
picture-legend-land = Land.
picture-legend-move = Bewegung
# $allies, $axis: the air units in each side's air pool.
picture-legend-air = Luftreserven: Alliierte { $allies }, Achse { $axis }
# $limit: the combat units a side may stack in a zone; $artillery: the
# artillery units.
picture-legend-stack = Stapellimit { $limit } je Seite, Artillerie { $artillery }

## Über dem Brett

# $side: "allies" or "axis"; $id: the annotation's number; $what: what it
# is (word-arrow, word-circle or word-label, with its words).
picture-annotation-title = Markierung { $id } { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} zeigt { $what }
# A replay arrow. $side: "allies" or "axis"; $kind: moved, attacked,
# captured, reinforced, landed or arrived (reinforcements placed); $n: how
# many units; $from, $to: zone ids, a launch box (box:omaha) or
# picture-place-reinforcements.
picture-arrow-title = { $kind ->
    [moved] Bewegung
    [attacked] Angriff
    [captured] Einnahme
    [reinforced] Verstärkung
    [landed] Landung
   *[arrived] Ankunft
} { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}: { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}, { $from } → { $to }
picture-place-reinforcements = Verstärkungen
# A zone that changed hands. $zone: its id; $side: "allies" or "axis".
picture-captured = { $zone } jetzt { $side ->
    [allies] bei den Alliierten
   *[axis] bei der Achse
}
# $battle: the battle's number; $zone: its zone; $kind: CMBN's battle type;
# $result: word-outcome or picture-to-be-fought.
picture-battle-title = Gefecht { $battle } in { $zone }: { $kind }, { $result }
picture-to-be-fought = noch auszutragen
# A battle's label on the board before its outcome is known.
picture-battle = Gefecht
