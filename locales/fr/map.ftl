# Carte (français) : la page de la carte avec son tableau des zones et ses
# annotations, la page d'une zone, la page d'un bataillon, le tableau des
# batailles du MJ. Noms de lieux, d'unités, de bataillons et de personnes,
# CMBN et nombres sont des données, laissées telles quelles.

## Mots partagés par les pages de la carte

# $side: "allies" or "axis".
map-side = { $side ->
    [allies] Alliés
   *[axis] Axe
}
# $state: how a zone is held: "allies", "axis", "contested", "none" (the
# map's table) or "uncontrolled" (a zone's page).
map-zone-state = { $state ->
    [allies] alliée
    [axis] Axe
    [contested] contestée
    [none] aucun
   *[uncontrolled] non contrôlée
}
map-mark-objective = objectif
map-mark-bunker = blockhaus
map-mark-entry = entrée
map-back-to-map = Retour à la carte

## La carte

# $phase: a saved phase ("Round 1, Allied Combat move").
map-end-of = Fin de la phase : { $phase }
map-back-live = Retour à la carte actuelle
map-phases = Phases de jeu
map-previous-phase = Phase précédente
map-first-phase = Première phase enregistrée
map-next-phase = Phase suivante
map-live = Carte actuelle
map-show-at = Afficher la carte à la fin de
map-show = Afficher
map-zones-table = Les zones en tableau
map-col-zone = Identifiant
map-col-name = Nom
map-col-state = Contrôle
map-col-allied-units = Unités alliées
map-col-axis-units = Unités de l'Axe
map-col-artillery = Artillerie (A/X)
map-col-marks = Particularités

## Les annotations de la carte

# $side: "allies" or "axis".
map-notes-side = { $side ->
    [allies] Annotations alliées
   *[axis] Annotations de l'Axe
}
map-notes = Annotations sur la carte
map-notes-hint-side = Flèches, cercles et courtes étiquettes sur la carte que seul votre camp (et le MJ) voit : l'intention au-delà des ordres. Elles appartiennent à la manche où elles ont été tracées. La carte montre celles de cette manche.
map-notes-hint-gm = Flèches, cercles et courtes étiquettes sur la carte que seul leur camp (et le MJ) voit : l'intention au-delà des ordres. Elles appartiennent à la manche où elles ont été tracées. La carte montre celles de cette manche.
map-notes-show = Afficher les annotations sur la carte
map-notes-none = Aucune pour cette manche.
# $n: how many annotations of earlier rounds.
map-notes-earlier = Manches précédentes ({ $n }) : sur les cartes passées de leur manche
map-notes-side-label = Camp
map-notes-shape = Forme
map-shape-arrow = Flèche
map-shape-circle = Cercle
map-shape-label = Étiquette
map-notes-at = Position
map-notes-arrow-to = Flèche vers
map-notes-not-arrow = (pas une flèche)
map-notes-text = Texte
map-notes-example = Tenir à tout prix
map-notes-draw = Dessiner

## Ordres terminés (R5.12)

map-ready-said = Vous avez déclaré vos ordres terminés. Votre commandant en chef le voit.
map-ready-ask = Une fois préparés tous les ordres prévus pour cette phase, dites-le à votre commandant en chef (R5.12).

## Une zone

# $zone: what was asked for (a zone id, as typed).
zone-missing = Il n'y a pas de zone { $zone } sur cette carte.
# $entry: the Axis entry's name ("Rennes").
zone-axis-entry = Entrée de l'Axe : { $entry }
zone-coastal = côtière
# $terrain: the map's description of the zone's terrain.
zone-terrain = Terrain : { $terrain }
zone-stacking = Empilement :
# Follows "Stacking: 3 / 12" (units there / the limit).
# $art: artillery units there; $art_limit: the artillery limit.
zone-stacking-rest = unités, { $art } / { $art_limit } artillerie
zone-no-units = Aucune unité.
zone-neighbours = Zones voisines
# The side's artillery without a battalion (a group's name).
zone-artillery = Artillerie
# $class: the class a unit counts as (its name says another).
zone-counts-as = compte comme { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] unité aérienne
}

## Un bataillon

battalion-missing = Ce bataillon n'existe pas dans cette campagne.
# Follows the nation ("US · commanded by Smith").
battalion-commanded-by = commandé par
battalion-nobody = personne
battalion-command = Commandement
# $name: the deputy's name, or battalion-no-deputy.
battalion-deputy = Suppléant : { $name }
battalion-no-deputy = aucun
# $tenure: who has held the seat since when.
battalion-tenure = Mandat : { $tenure }
battalion-hand-over-to = Transmettre à
battalion-hand-over = Transmettre
battalion-hand-over-hint = Le bataillon garde ses unités et ses états de service. Le canal de son camp en est informé et le nouveau commandant reçoit un briefing par e-mail.
battalion-units = Unités
battalion-no-units = Aucune unité sur la carte.
# $class: a unit's class.
battalion-class = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] unité aérienne
}
# $n: how many units the reader may not name.
battalion-hidden = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
} (noms masqués)
# $n: how many units were destroyed.
battalion-lost = Pertes à ce jour : { $n }
battalion-record = États de service
battalion-no-record = Aucune bataille livrée pour l'instant.

## Le tableau des batailles (du MJ)

board-title = Tableau des batailles
board-hint = Chaque bataille ouverte des campagnes que vous menez comme maître de jeu : où en est sa partie et ce qu'elle attend de vous, à un clic sur sa fiche.
board-campaign = Campagne
board-all-campaigns = Toutes les campagnes
board-sort-by = Trier par
board-sort-next = ce qui vous attend
board-sort-due = échéance
board-sort-held = attente la plus longue
board-sort-campaign = campagne
board-sort-stage = étape
board-only-mine = Seulement ce qui m'attend
board-show = Afficher
board-none = Aucune bataille ouverte dans les campagnes que vous menez.
# $n: the open battles in all.
board-no-match = Aucune bataille ne correspond : { $n ->
    [one] { $n } ouverte
   *[other] { $n } ouvertes
} au total.
board-scrolls = Batailles ouvertes (défile latéralement)
board-battle = Bataille
board-battalions = Bataillons
board-stage = Étape
board-files = Fichiers
board-whose-move = À qui de jouer
board-due = Échéance
board-last-activity = Dernière activité
board-your-next = Votre prochaine action
board-next = Prochaine action
board-players-play-on = les joueurs jouent
# $n: the campaigns beyond the four the board follows.
board-not-live = Le tableau se met à jour tout seul pour quatre campagnes. Les changements des autres ({ $n }) s'affichent quand vous le rechargez. Vous pouvez aussi choisir une campagne ci-dessus.
# $stage: where the battle stands.
board-stage-name = { $stage ->
    [declared] Déclarée
    [defenders_chosen] Défenseurs choisis
    [set_up] Mise en place
    [in_play] En cours
    [result_in] Résultat saisi
    [casualties_chosen] Pertes choisies
   *[closed] Terminée
}
# $mode: how the battle is played; follows the stage after a comma.
board-mode = { $mode ->
    [pbem] par fichiers de tour PBEM
   *[live] en direct par TCP/IP
}
# $side: the side whose commander conceded; follows the stage after "; ".
board-conceded = concédée par le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
}
# $who: who holds the turn; $time: how long (board-hours, board-days...).
board-held-for = { $who }, depuis { $time }
# $time: the agreed session's date and time.
board-live-session = session en direct { $time }
board-no-session = pas encore de session en direct convenue
# $attacker, $defender: battalions' names.
board-against = { $attacker } contre { $defender }
# $time: how long ago (board-hours, board-days...).
board-ago = il y a { $time }
board-less-than-an-hour = moins d'une heure
# $n: hours (1 to 47).
board-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
# $n: days (2 or more).
board-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
board-next-enter-result = Saisir le résultat
board-next-decide-session = Statuer sur la session en direct
board-next-conceded = Concédée : saisir le résultat pendant la résolution des combats
board-next-chase = Relancer, prolonger ou décider
board-next-set-up = La mettre en place dans CMBN
