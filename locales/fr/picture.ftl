# Image de la carte (français) : le SVG de la page de la carte, aussi
# dessiné en PNG pour le rapport de tour et en images et GIF pour la
# rediffusion. Identifiants de zone, noms de lieux, d'unités, de bataillons
# et de navires, types de bataille CMBN et nombres sont des données,
# laissées telles quelles. Les mots de la légende doivent tenir dans son
# cadre (640 px de large, texte de 26 px) : à peu près aussi courts qu'en
# anglais, abrégés si besoin.

## Zones

# $zone: the zone's id ("F14"); $name: its towns; $state: "allies", "axis",
# "contested" or "uncontrolled"; $allies, $axis: each side's units there.
picture-zone-title = { $zone } { $name } : { $state ->
    [allies] contrôlée par les Alliés
    [axis] contrôlée par l'Axe
    [contested] contestée
   *[uncontrolled] non contrôlée
} · Alliés { $allies } | Axe { $axis }
# Added to picture-zone-title after " · ". $allies, $axis: each side's artillery there.
picture-zone-artillery = artillerie Alliés { $allies } | Axe { $axis }
# A zone's artillery mark, under its name (A: Allied, X: Axis). $n: the
# Axis artillery units there.
picture-artillery-axis = X art. { $n }
# $n: the Allied artillery units there.
picture-artillery-allies = A art. { $n }
# $allies, $axis: each side's artillery units there.
picture-artillery-both = art. A { $allies }|X { $axis }
# $n: how many battles; $zone: the zone's id.
picture-battle-mark = { $n ->
    [one] { $n } bataille à livrer
   *[other] { $n } batailles à livrer
} en { $zone }

## Pions

# $name: a battalion's name, or history-side-artillery; $units: a count
# of units by class ("3 companies, 1 platoon").
picture-counter-own = { $name } : { $units }
# The other side's counter. $side: "allies" or "axis"; $units: as above.
picture-counter-side = { $side ->
    [allies] Alliés
   *[axis] Axe
} : { $units }

## Cases et navires

# $name: the launch box's name ("Omaha Beach"); $n: its Allied units;
# $beach: the zone its units land into ("F14").
picture-launch-title = { $name } : { $n ->
    [one] { $n } unité alliée
   *[other] { $n } unités alliées
}, débarque en { $beach }
# $n: the Allied units in the box; $beach: where they land ("F14").
picture-launch-units = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
} → { $beach }
# A reinforcement box's title. $side: "allies" or "axis".
picture-reinforcement-box = { $side ->
    [allies] Renforts alliés
   *[axis] Renforts de l'Axe
}
# A unit waiting whose name the reader may not see. $class: company,
# platoon, artillery or air.
picture-hidden-unit = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] unité d'artillerie
   *[air] unité aérienne
}
# $n: how many more units wait than the box lists.
picture-and-more = et { $n } de plus
picture-empty = vide
# $name: the ship's name ("USS Texas").
picture-ship-unused = { $name } (pas dans cette campagne)
# $name: the ship's name.
picture-ship-busy = { $name } (en soutien d'une bataille)
# $name: the ship's name.
picture-ship-free = { $name } (disponible)

## La légende (chaque texte doit tenir à sa place dans le cadre)

picture-legend-allied = Alliés
picture-legend-axis = Axe
picture-legend-contested = Contestée
# What the counters show: a side's reader, the GM, anyone else.
picture-legend-counters-side = Pions : vôtres par type · ennemis ? · nombre
picture-legend-counters-gm = Pions : unités par type · nombre
picture-legend-counters-public = Pions : unités cachées ? · nombre
picture-legend-marks = ★ objectif  ■ bunker  ⊕ artillerie  → entrée
picture-legend-battle = bataille à livrer ce tour
picture-legend-ship-free = nav. libre
picture-legend-ship-busy = en soutien
picture-legend-ship-unused = hors jeu
# The drafted moves' arrows by kind.
picture-legend-drafts = Ordres
picture-legend-attack = attaq.
picture-legend-capture = prise
picture-legend-reinforce = renfort
picture-legend-land = débq.
picture-legend-move = mouvement
# $allies, $axis: the air units in each side's air pool.
picture-legend-air = Réserves aériennes : Alliés { $allies }, Axe { $axis }
# $limit: the combat units a side may stack in a zone; $artillery: the
# artillery units.
picture-legend-stack = Empilement max. { $limit } par camp, artillerie { $artillery }

## Par-dessus le plateau

# $side: "allies" or "axis"; $id: the annotation's number; $what: what it
# is (word-arrow, word-circle or word-label, with its words).
picture-annotation-title = Annotation { $id } { $side ->
    [allies] alliée
   *[axis] de l'Axe
} : { $what }
# A replay arrow. $side: "allies" or "axis"; $kind: moved, attacked,
# captured, reinforced, landed or arrived (reinforcements placed); $n: how
# many units; $from, $to: zone ids, a launch box (box:omaha) or
# picture-place-reinforcements.
picture-arrow-title = { $kind ->
    [moved] Mouvement
    [attacked] Attaque
    [captured] Prise
    [reinforced] Renfort
    [landed] Débarquement
   *[arrived] Arrivée
} { $side ->
    [allies] des Alliés
   *[axis] de l'Axe
} : { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}, { $from } → { $to }
picture-place-reinforcements = renforts
# A zone that changed hands. $zone: its id; $side: "allies" or "axis".
picture-captured = { $zone } désormais { $side ->
    [allies] aux Alliés
   *[axis] à l'Axe
}
# $battle: the battle's number; $zone: its zone; $kind: CMBN's battle type;
# $result: word-outcome or picture-to-be-fought.
picture-battle-title = Bataille { $battle } en { $zone } : { $kind }, { $result }
picture-to-be-fought = à livrer
# A battle's label on the board before its outcome is known.
picture-battle = bataille
