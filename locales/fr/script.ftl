# script (français) : les mots des scripts des pages (static/*.js).
# The words the page scripts write into the page (static/*.js, said by
# say() in static/say.js). A message counting names its count $n; the
# server renders it with 1 and 7, so it holds no other digit.

## The map's order panel (static/map-orders.js)

js-map-no-answer = Le serveur n'a pas répondu, réessayez.
js-map-finding-together = Recherche des destinations communes à ces unités…
# $place: the stack's place (a zone or a box).
js-map-orders-from = Ordres depuis { $place }
js-map-close = Fermer
js-map-tick-all = Tout cocher
js-map-untick-all = Tout décocher
# $battalion: the battalion (or the side's artillery) whose ticks went.
js-map-ticks-cleared = Un ordre ne déplace que les unités d'un seul bataillon (R6.5) : les unités de { $battalion } ont été décochées.
js-map-ticks-cleared-other = Un ordre ne déplace que les unités d'un seul bataillon (R6.5) : les unités de l'autre bataillon ont été décochées.
# $n: how many units the folded battalion has here.
js-map-show-its = { $n ->
    [one] Afficher { $n } unité
   *[other] Afficher ses { $n } unités
}
# $n: how many units here may not move now.
js-map-cannot-move = { $n ->
    [one] Bloquée pour l'instant : { $n } unité
   *[other] Bloquées pour l'instant : { $n } unités
}
# Put in place of the unit's name in a reason shared by several units
# ("X made a combat move" said of several: "each made a combat move").
js-map-each = chacune
# $place: the stack's place. Follows what happened to its units.
js-map-nothing-left = Il ne reste rien à ordonner depuis { $place }.
# $kind: the move's kind ("Attack"); $place: where to.
js-map-checking-for = Vérification de ces unités pour : { $kind } { $place }…
# $kind: the move's kind ("Attack"); $place: where to.
js-map-dest-closed = { $kind } { $place } n'est pas ouvert à ces unités pour l'instant.
# $kind: the move's kind ("Attack"); $place: where to; $why: the server's reason.
js-map-dest-closed-why = { $kind } { $place } n'est pas ouvert à ces unités pour l'instant : { $why }
js-map-choose-again = Choisissez à nouveau :
# $place: the zone clicked that offers several orders.
js-map-what-in = Que font-elles en { $place } ?
js-map-pick-proposed = Cliquez sur une zone en surbrillance sur la carte, ou choisissez-la ici : le groupe habituel pour cet ordre est coché, vous pouvez le modifier.
js-map-pick = Cliquez sur une zone en surbrillance sur la carte, ou choisissez-la ici :
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to.
js-map-order-summary = { $n ->
    [one] { $kind } { $place } avec { $n } unité.
   *[other] { $kind } { $place } avec { $n } unités.
}
js-map-attack-battalion = Bataillon attaqué
js-map-checking-order = Vérification de cet ordre…
# $rule: the rule's id ("R6.4"); $reason: the server's refusal.
js-map-refused-rule = Les règles refusent cet ordre ({ $rule }) : { $reason }
# $reason: the server's refusal.
js-map-refused = Les règles refusent cet ordre : { $reason }
# $battalion: the attacked battalion; $odds: the odds, in the server's words.
js-map-against = Contre { $battalion } : { $odds }
# $zone: the zone; $units: units there after the order; $limit: the stack limit.
js-map-stack-after = { $zone } après cet ordre : { $units } unités sur { $limit }.
# $zone: the zone; $units, $limit: units and their limit; $artillery, $artlimit: artillery and its limit.
js-map-stack-after-art = { $zone } après cet ordre : { $units } unités sur { $limit }, { $artillery } unités d'artillerie sur { $artlimit }.
js-map-over-limit = Vous pouvez le préparer, mais la validation sera refusée tant qu'un autre ordre n'aura pas fait de la place.
js-map-draft-this = Préparer cet ordre
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to (a zone's id or a place).
js-map-draft-short = { $n ->
    [one] Préparer : { $kind } { $place }, { $n } unité
   *[other] Préparer : { $kind } { $place }, { $n } unités
}
# $status: the HTTP status of an answer without words.
js-map-error-status = erreur { $status }
# Said after "Not done:" or in place of the server's refusal.
js-map-unreachable = le serveur est injoignable.
# $reason: the server's refusal, or js-map-unreachable.
js-map-not-done = Non effectué : { $reason }
# $n: how many units moved; $kind: the move's kind ("Attack"); $place: where to.
js-map-drafted = { $n ->
    [one] Ordre préparé : { $kind } { $place } avec { $n } unité.
   *[other] Ordre préparé : { $kind } { $place } avec { $n } unités.
}
# An arrow's tooltip. $n: how many units; $kind: the move's kind; $from, $to:
# the places' ids; $draft: the move's number. (English says "units" for one too.)
js-map-arrow-title = { $kind } : { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}, de { $from } à { $to } (ordre { $draft })
js-map-place-title = Renforts à placer
# $what: the battalion or unit to place.
js-map-place-where = Lieu d'arrivée de { $what } ? Cliquez sur un emplacement en surbrillance sur la carte, ou choisissez-le ici :
# $what: the battalion or unit to place; $place: where.
js-map-place-confirm = Placer { $what } en { $place } ? Ce placement est définitif.
js-map-checking = Vérification…
js-map-place-it = Placer
# $rule: the rule's id; $reason: the server's refusal.
js-map-place-refused-rule = Les règles le refusent ({ $rule }) : { $reason }
# $reason: the server's refusal.
js-map-place-refused = Les règles le refusent : { $reason }
js-map-place-accepted = Les règles l'acceptent.
# $what: the battalion or unit placed; $place: where.
js-map-placed = Placement effectué : { $what } en { $place }.
# $n: how many reinforcements wait to be placed.
js-map-reinforcements-label = Vos renforts : { $n } à placer. Entrée pour les placer.
# $n: how many companies.
js-map-companies = { $n ->
    [one] { $n } compagnie
   *[other] { $n } compagnies
}
# $n: how many platoons.
js-map-platoons = { $n ->
    [one] { $n } section
   *[other] { $n } sections
}
# $n: how many other units (neither companies nor platoons).
js-map-others = { $n ->
    [one] { $n } autre
   *[other] { $n } autres
}
# A stack's spoken name. $place: its place; $units: what it holds ("2 companies, 1 platoon").
js-map-stack-title = { $place } : vous avez { $units }. Entrée pour donner des ordres.
# $place: its place; $units: what it holds; $n: the enemy's units there.
js-map-stack-title-enemy = { $place } : vous avez { $units }, l'ennemi { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}. Entrée pour donner des ordres.
js-map-keys = Touches sur la carte : les flèches passent d'une zone à l'autre, Entrée ouvre les ordres de votre pile (ou choisit une destination en surbrillance), Échap ferme les ordres, ? affiche ou masque cette ligne.
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to.
js-map-draft-in-place = { $n ->
    [one] { $kind } { $place } (sur place) : { $n } unité
   *[other] { $kind } { $place } (sur place) : { $n } unités
}
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to; $from: where from.
js-map-draft-from = { $n ->
    [one] { $kind } { $place } depuis { $from } : { $n } unité
   *[other] { $kind } { $place } depuis { $from } : { $n } unités
}
# $move: the move, as js-map-draft-from says it.
js-map-deleted = Supprimé : { $move }.
# $move: the move, as js-map-draft-from says it.
js-map-undone = Annulé : { $move }.
# $n: how many drafted moves.
js-map-drafted-moves = Ordres préparés ({ $n })
js-map-none-yet = Aucun pour l'instant.
js-map-edit = Modifier
js-map-delete = Supprimer
# $move: the move, as js-map-draft-from says it.
js-map-delete-label = Supprimer : { $move }
# $draft: the move's number.
js-map-yes-delete = Oui, supprimer l'ordre { $draft }
js-map-keep-it = Le garder
# $move: the move, as js-map-draft-from says it.
js-map-undo = Annuler : { $move }
# $n: how many ticked units went.
js-map-meanwhile = { $n ->
    [one] { $n } des unités cochées a entre-temps reçu un ordre ou été déplacée (l'ordre d'un coéquipier figure dans la liste des ordres préparés).
   *[other] { $n } des unités cochées ont entre-temps reçu un ordre ou été déplacées (l'ordre d'un coéquipier figure dans la liste des ordres préparés).
}
# $n: how many ticked units went (some are left).
js-map-meanwhile-rest = { $n ->
    [one] { $n } des unités cochées a entre-temps reçu un ordre ou été déplacée (l'ordre d'un coéquipier figure dans la liste des ordres préparés) : l'ordre garde les autres.
   *[other] { $n } des unités cochées ont entre-temps reçu un ordre ou été déplacées (l'ordre d'un coéquipier figure dans la liste des ordres préparés) : l'ordre garde les autres.
}
js-map-stack-gone = Les unités d'ici ont entre-temps reçu un ordre ou été déplacées (l'ordre d'un coéquipier figure dans la liste des ordres préparés).
js-map-close-first = Pour ouvrir une autre pile ou la page d'une zone, fermez d'abord cet ordre.
# $place: the zone clicked.
js-map-missed-ticked = { $place } n'est pas ouvert aux unités cochées : seules les zones en surbrillance le sont.
# $place: the zone clicked.
js-map-missed-stack = { $place } n'est pas ouvert aux unités de cette pile : seules les zones en surbrillance le sont.
# $place: the zone clicked; $reason: the server's refusal.
js-map-missed-why = { $place } n'est pas ouvert aux unités cochées : { $reason }
# $place: the zone clicked; $reason: the server's refusal; $rule: the rule's id.
js-map-missed-why-rule = { $place } n'est pas ouvert aux unités cochées : { $reason } ({ $rule })
js-map-hint-order = Pour donner un ordre, cliquez sur l'une de vos piles (entourée), cochez des unités, puis cliquez sur leur destination.
js-map-hint-place = Pour placer des renforts, cliquez sur votre case des renforts (entourée), puis sur leur lieu d'arrivée.

## The map's zoom (static/map-zoom.js)

js-zoom-bar = Zoom de la carte
js-zoom-in = Zoom avant
js-zoom-out = Zoom arrière
js-zoom-fit = Ajuster
js-zoom-fit-title = Ajuster : afficher toute la carte

## Pages kept current (static/live.js)

js-live-changed = Cette page a changé depuis que vous l'avez ouverte.
js-live-show-changes = Afficher les changements

## The replay (static/replay.js)

# $frame: the frame shown; $total: how many frames.
js-replay-count = image { $frame } sur { $total }
js-replay-play = ▶ Lecture
js-replay-pause = ❚❚ Suspendre

## The result form (static/result-form.js)

# $cap: the most units the outcome lets be lost (what an empty field means).
js-result-cap = { $cap }, le plafond

## The account page (static/account.js)

# $zone: the browser's time zone ("Europe/Paris").
js-account-browser-tz = Utiliser le fuseau horaire de ce navigateur ({ $zone })
