# Immagine della mappa (italiano): l'SVG della pagina della mappa, disegnato
# anche come PNG del resoconto del turno e come fotogrammi e GIF del replay.
# Identificativi delle zone, nomi di luoghi, unità, battaglioni e navi, tipi
# di battaglia di CMBN e numeri sono dati e restano come sono. Le parole
# della legenda devono stare nel suo riquadro (640 px di larghezza, testo di
# 26 px): corte più o meno come in inglese, abbreviate se serve.

## Zone

# $zone: the zone's id ("F14"); $name: its towns; $state: "allies", "axis",
# "contested" or "uncontrolled"; $allies, $axis: each side's units there.
picture-zone-title = { $zone } { $name }: { $state ->
    [allies] controllata dagli Alleati
    [axis] controllata dall'Asse
    [contested] contesa
   *[uncontrolled] non controllata
} · Alleati { $allies } | Asse { $axis }
# Added to picture-zone-title after " · ". $allies, $axis: each side's artillery there.
picture-zone-artillery = artiglieria Alleati { $allies } | Asse { $axis }
# A zone's artillery mark, under its name (A: Allied, X: Axis). $n: the
# Axis artillery units there.
picture-artillery-axis = X art. { $n }
# $n: the Allied artillery units there.
picture-artillery-allies = A art. { $n }
# $allies, $axis: each side's artillery units there.
picture-artillery-both = art. A { $allies }|X { $axis }
# $n: how many battles; $zone: the zone's id.
picture-battle-mark = { $n ->
    [one] { $n } battaglia da combattere
   *[other] { $n } battaglie da combattere
} in { $zone }

## Pedine

# $name: a battalion's name, or history-side-artillery; $units: a count
# of units by class ("3 companies, 1 platoon").
picture-counter-own = { $name }: { $units }
# The other side's counter. $side: "allies" or "axis"; $units: as above.
picture-counter-side = { $side ->
    [allies] Alleati
   *[axis] Asse
}: { $units }

## Zone di imbarco, caselle e navi

# $name: the launch box's name ("Omaha Beach"); $n: its Allied units;
# $beach: the zone its units land into ("F14").
picture-launch-title = { $name }: { $n ->
    [one] { $n } unità alleata
   *[other] { $n } unità alleate
}, sbarca in { $beach }
# $n: the Allied units in the box; $beach: where they land ("F14").
picture-launch-units = { $n } unità → { $beach }
# A reinforcement box's title. $side: "allies" or "axis".
picture-reinforcement-box = { $side ->
    [allies] Rinforzi alleati
   *[axis] Rinforzi dell'Asse
}
# A unit waiting whose name the reader may not see. $class: company,
# platoon, artillery or air.
picture-hidden-unit = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] unità di artiglieria
   *[air] unità aerea
}
# $n: how many more units wait than the box lists.
picture-and-more = e altri { $n }
picture-empty = vuota
# $name: the ship's name ("USS Texas").
picture-ship-unused = { $name } (non in questa campagna)
# $name: the ship's name.
picture-ship-busy = { $name } (a supporto di una battaglia)
# $name: the ship's name.
picture-ship-free = { $name } (disponibile)

## La legenda (ogni testo deve stare al suo posto nel riquadro)

picture-legend-allied = Alleati
picture-legend-axis = Asse
picture-legend-contested = Contesa
# What the counters show: a side's reader, the GM, anyone else.
picture-legend-counters-side = Pedine: proprie per tipo · nemiche ? · numero
picture-legend-counters-gm = Pedine: unità per tipo · numero
picture-legend-counters-public = Pedine: unità nascoste ? · numero
picture-legend-marks = ★ obiettivo ■ bunker ⊕ artiglieria → ingresso
picture-legend-battle = battaglia da combattere in questo turno
picture-legend-ship-free = nave lib.
picture-legend-ship-busy = in supporto
picture-legend-ship-unused = fuori gioco
# The drafted moves' arrows by kind.
picture-legend-drafts = Ordini:
picture-legend-attack = attacco
picture-legend-capture = presa
picture-legend-reinforce = rinforzo
picture-legend-land = sbarc.
picture-legend-move = movimento
# $allies, $axis: the air units in each side's air pool.
picture-legend-air = Riserve aeree: Alleati { $allies }, Asse { $axis }
# $limit: the combat units a side may stack in a zone; $artillery: the
# artillery units.
picture-legend-stack = Limite { $limit } per schieramento, artiglieria { $artillery }

## Sopra la mappa

# $side: "allies" or "axis"; $id: the annotation's number; $what: what it
# is (word-arrow, word-circle or word-label, with its words).
picture-annotation-title = Annotazione { $id } { $side ->
    [allies] alleata
   *[axis] dell'Asse
}: { $what }
# A replay arrow. $side: "allies" or "axis"; $kind: moved, attacked,
# captured, reinforced, landed or arrived (reinforcements placed); $n: how
# many units; $from, $to: zone ids, a launch box (box:omaha) or
# picture-place-reinforcements.
picture-arrow-title = { $kind ->
    [moved] Movimento
    [attacked] Attacco
    [captured] Conquista
    [reinforced] Rinforzo
    [landed] Sbarco
   *[arrived] Arrivo
} { $side ->
    [allies] degli Alleati
   *[axis] dell'Asse
}: { $n ->
    [one] { $n } unità
   *[other] { $n } unità
}, { $from } → { $to }
picture-place-reinforcements = rinforzi
# A zone that changed hands. $zone: its id; $side: "allies" or "axis".
picture-captured = { $zone } ora { $side ->
    [allies] agli Alleati
   *[axis] all'Asse
}
# $battle: the battle's number; $zone: its zone; $kind: CMBN's battle type;
# $result: word-outcome or picture-to-be-fought.
picture-battle-title = Battaglia { $battle } in { $zone }: { $kind }, { $result }
picture-to-be-fought = da combattere
# A battle's label on the board before its outcome is known.
picture-battle = battaglia
