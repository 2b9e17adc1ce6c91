# Historique (français) : ce que dit chaque entrée de l'historique d'une
# campagne, redit dans la langue de chaque lecteur. Les lieux, les noms
# d'unités et de bataillons et les noms de personnes sont des données. Les
# mots que partagent plusieurs entrées viennent d'abord.

## Mots

# $side: "allies" or "axis".
# French: a complement that follows a noun and needs no agreement
# ("tour des Alliés", "artillerie de l'Axe", "commandant des Alliés").
word-side = { $side ->
    [allies] des Alliés
   *[axis] de l'Axe
}
# French: used after "phase de" ("phase de mouvement de combat").
word-phase = { $phase ->
    [combat_move] mouvement de combat
    [combat_resolution] résolution des combats
    [combat_results] résultats des combats
    [non_combat_move] mouvement hors combat
   *[reinforcements] renforts
}
# French: nouns, so that nothing has to agree with the units.
word-act = { $act ->
    [moved] déplacement
    [attacked] attaque
    [captured] prise
    [reinforced] renforcement
   *[landed] débarquement
}
# CMBN's battle outcomes, as each language's players name them.
word-outcome = { $outcome ->
    [total_victory] Victoire totale
    [major_victory] Victoire majeure
    [tactical_victory] Victoire tactique
    [minor_victory] Victoire mineure
    [draw] Match nul
    [minor_loss] Défaite mineure
    [tactical_loss] Défaite tactique
    [major_loss] Défaite majeure
   *[total_loss] Défaite totale
}
# $class: company, platoon, artillery or air; $n: how many (1 or more).
word-count = { $class ->
    [company] { $n ->
        [one] { $n } compagnie
       *[other] { $n } compagnies
    }
    [platoon] { $n ->
        [one] { $n } section
       *[other] { $n } sections
    }
    [artillery] { $n ->
        [one] { $n } unité d'artillerie
       *[other] { $n } unités d'artillerie
    }
   *[air] { $n ->
        [one] { $n } unité aérienne
       *[other] { $n } unités aériennes
    }
}
word-no-units = aucune unité
place-reinforcement-box = la case des renforts
place-air-pool = la réserve aérienne

## Le tour

history-started = La campagne a commencé : manche 1, tour des Alliés, phase de mouvement de combat
# $from_side, $from_phase, $to_side, $to_phase: word-side and word-phase.
history-phase-advanced = Manche { $from_round }, tour { $from_side }, phase de { $from_phase } -> manche { $to_round }, tour { $to_side }, phase de { $to_phase }
history-turn-begins = Manche { $round } : début du tour { $side }
# $winner: "allies" or "axis".
history-won-held = { $winner ->
    [allies] Les Alliés l'emportent
   *[axis] L'Axe l'emporte
}. Les Alliés ont tenu { $objectives } à la fin de deux manches consécutives (R11.1).
history-won-not-held = { $winner ->
    [allies] Les Alliés l'emportent
   *[axis] L'Axe l'emporte
}. Les Alliés n'ont pas pris et tenu tous les objectifs à la fin de la manche { $round } (R11.2).
history-early = Manche { $round }, tour { $side }, phase de { $phase } : tout le monde a agi, la phase se termine en avance.
# $reason: what the GM wrote.
history-paused = La campagne est en pause : { $reason }. Les dates limites sont gelées.
# $hours: the pause's length in hours, one decimal ("2.5").
history-resumed = La campagne reprend après une pause de { $hours } h.

## Ordres

# $units: the units' names; $to: where to.
history-drafted = Ordre { $draft } préparé : { $units } -> { $to }
history-draft-changed = Ordre { $draft } modifié : { $units } -> { $to }
history-draft-deleted = Ordre { $draft } supprimé
# $moves: each move (history-committed-move or -inner), "; " between.
history-committed = Ordres { $side } validés : { $moves }
# $who: a battalion's name, or history-side-artillery; $what: a count.
history-committed-move = { $who } : { $what } { $from } -> { $to } ({ $act })
history-committed-inner = { $units } -> { $to }
history-side-artillery = Artillerie { $side }
# $entry: the entry; $by: history-on-behalf.
history-with-by = { $entry } ({ $by })
history-on-behalf = { $deputy } pour { $holders }

## Batailles

# $named: the defending units' names.
history-defenders-chosen = Bataille { $battle } en { $zone } : défenseurs choisis : { $named }
history-defenders-default = Bataille { $battle } en { $zone } : défenseurs choisis par défaut (R7.1) : { $named }
# $counted: a count of units by class.
history-battle-ready = La bataille { $battle } en { $zone } est prête à être mise en place : { $n ->
    [one] { $n } unité en défense
   *[other] { $n } unités en défense
} ({ $counted })
history-conditions-set = Bataille { $battle } : conditions fixées
# $due: "2024-06-06 06:30".
history-due-set = Bataille { $battle } en { $zone } : échéance fixée au { $due } UTC
history-due-cleared = Bataille { $battle } en { $zone } : échéance supprimée
history-result = Bataille { $battle } en { $zone } : { $outcome } (l'attaquant perd { $attacker_losses }, le défenseur perd { $defender_losses })
# $ruling: the GM's words.
history-result-ruled = Bataille { $battle } en { $zone } : { $outcome } (l'attaquant perd { $attacker_losses }, le défenseur perd { $defender_losses }), sur décision du MJ : { $ruling }
history-result-conceded = Bataille { $battle } en { $zone } : { $outcome } (l'attaquant perd { $attacker_losses }, le défenseur perd { $defender_losses }), bataille concédée par le commandant { $side }
# $state: word-control.
history-battle-closed = Bataille { $battle } close : { $lost ->
    [one] { $lost } unité perdue
   *[other] { $lost } unités perdues
}, la zone { $zone } { $state }
# French: the verb is part of the word, agreeing with "la zone"
# ("la zone F14 est contrôlée par les Alliés").
word-control = { $state ->
    [allies] est contrôlée par les Alliés
    [axis] est contrôlée par l'Axe
    [contested] est contestée
   *[uncontrolled] n'est contrôlée par aucun camp
}

## Forces

# $class: company, platoon, artillery or air.
# French: every class is feminine, so "une { $class }" and "placée" agree.
word-class = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] unité d'artillerie
   *[air] unité aérienne
}
# $nation: the nation's name as the game has it ("US", "German Army (Heer)"); $at: where.
history-battalion-added = Nouveau bataillon : { $name } ({ $nation }), en { $at }
history-battalion-updated = Bataillon { $name } mis à jour
history-removed = Suppression : { $name }
history-renamed = { $old } s'appelle désormais { $name }
history-support-added = Nouvelle { $class } { $side } en { $at }
history-support-added-named = Nouvelle unité : { $name } (camp { $side }), en { $at }
history-unit-removed = Suppression d'une { $class } { $side }
# $why: the GM's reason.
history-unit-restored = Le MJ a rétabli une { $class } { $side } en { $to } (R3.5, motif : { $why })
history-unit-restored-named = Le MJ a rétabli { $name } en { $to } (R3.5, motif : { $why })

## Personnes

# French: lowercase, after "en tant que" and "n'est plus".
word-role = { $role ->
    [gm] maître de jeu
    [high_commander] commandant en chef
    [battalion_commander] commandant de bataillon
   *[observer] observateur
}
history-joined = { $name } a rejoint la campagne en tant que { $role }
history-joined-side = { $name } a rejoint la campagne en tant que { $role } { $side }
history-member-removed = { $name } n'est plus { $role }
# $from, $to: "2024-06-06 06:30"; $note: the member's words.
history-away = { $name } : absence du { $from } au { $to } UTC
history-away-note = { $name } : absence du { $from } au { $to } UTC (note : { $note })
history-back = { $name } est de retour
history-back-ended = { $name } est de retour (l'absence a pris fin)
history-deputy = { $name } a pour suppléant { $deputy }
history-covered-by-hc = Le commandant en chef { $side } supplée { $name }
history-no-deputy = { $name } n'a pas de suppléant

## Postes

# French: no article, since it follows "le poste de" ("le poste de
# commandant en chef des Alliés", like "le poste de 1/8th Infantry").
word-hc-seat = commandant en chef { $side }
# $seat: a battalion's name, or word-hc-seat.
history-seat-closed = Le poste de { $seat } n'est plus vacant
history-seat-open-at-once = Le poste de { $seat } (camp { $side }) est ouvert à un nouveau commandant : qui le prend commande aussitôt
history-seat-open-approved = Le poste de { $seat } (camp { $side }) est ouvert à un nouveau commandant : le MJ valide qui le prend
history-seat-asked = { $name } demande le poste de { $seat }
history-seat-refused = Le MJ a refusé à { $name } le poste de { $seat }
history-seat-taken = Le poste de { $seat } est pourvu
history-handed = { $name } prend le poste de { $seat } (manche { $round })
history-handed-from = { $name } reprend à { $from } le poste de { $seat } (manche { $round })

## Ordres terminés

history-ready = { $name } : mes ordres sont terminés
history-not-ready = { $name } : mes ordres ne sont finalement pas terminés
history-ready-taken-back = { $name } : ses ordres ne sont plus déclarés terminés, { $by } les a modifiés

## Sessions en direct

history-session-times = Bataille { $battle } en { $zone } : { $name } a indiqué quand jouer en direct
# $at: "2024-06-06 20:00".
history-session-proposed = Bataille { $battle } en { $zone } : { $name } propose une session en direct le { $at } UTC
history-session-accepted = Bataille { $battle } en { $zone } : { $name } accepte la session en direct
history-session-called-off = Bataille { $battle } en { $zone } : { $name } annule la session en direct
history-session-declined = Bataille { $battle } en { $zone } : { $name } décline la session en direct
history-in-play = La bataille { $battle } en { $zone } est en cours
history-session-played = Bataille { $battle } en { $zone } : { $name } signale que la session en direct a eu lieu
history-session-no-show = Bataille { $battle } en { $zone } : { $name } signale que le commandant { $side } n'est pas venu
history-session-confirmed = Bataille { $battle } en { $zone } : le maître de jeu confirme que la session en direct a eu lieu
history-session-confirmed-no-show = Bataille { $battle } en { $zone } : le maître de jeu confirme que le commandant { $side } n'est pas venu

## Jouer une bataille

# $mode: pbem or live.
word-mode = { $mode ->
    [pbem] par fichiers de tour PBEM
   *[live] en direct par TCP/IP
}
history-set-up = La bataille { $battle } en { $zone } est mise en place dans CMBN, à jouer { $mode }
history-turn-sent = Bataille { $battle } en { $zone } : { $name } a envoyé le fichier de tour { $n }
history-turn-withdrawn = Bataille { $battle } en { $zone } : { $name } a repris le fichier de tour { $n }
history-turn-fetched = Bataille { $battle } en { $zone } : le fichier de tour { $n } a été téléchargé

## Contrôle

# $state: word-control (with its verb, agreeing with "la zone").
history-control-changed = Désormais, la zone { $zone } { $state }
history-control-uncontested = La zone { $zone } n'est plus contestée : elle { $state }
history-artillery-overrun = L'artillerie { $side } en { $zone } a été submergée et détruite (R8.3)
history-overrun-named = L'unité { $name } en { $zone } a été submergée et détruite (R8.3)

## Renforts et pertes

# $what: a battalion's or units' names; $place: where.
history-placed = Placement en { $place } : { $what }
history-placed-support = Placement en { $place } : { $class } { $side }
word-none = aucune
# $what: a count of units by class, word-none, or (the side's) the units' names.
history-casualties = Bataille { $battle } : pertes { $side } choisies : { $what }
history-casualties-default = Bataille { $battle } : pertes { $side } choisies par défaut (R8.1) : { $what }

## Décisions et prolongations

history-conceded = Bataille { $battle } en { $zone } : le commandant { $side } concède la bataille, le MJ en saisit le résultat
history-chased-one = Bataille { $battle } en { $zone } : le maître de jeu a relancé le commandant { $side }
history-chased-both = Bataille { $battle } en { $zone } : le maître de jeu a relancé les deux commandants
# $deadline: "2024-06-06 06:30"; $reason: the member's words.
history-extension-asked = { $name } demande une prolongation de { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} de la date limite du { $deadline } UTC : { $reason }
history-extension-granted = Le MJ a accordé à { $name } la prolongation demandée de { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
history-extension-refused = Le MJ a refusé à { $name } la prolongation demandée de { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}

## Dates limites et planning

# A phase of a turn: "manche 2, tour de l'Axe, phase de mouvement de combat".
word-turn-phase = manche { $round }, tour { $side }, phase de { $phase }
# $what: word-turn-phase; $then: one of history-then-*.
history-deadline-passed = La date limite est passée ({ $what }) : { $then }.
history-then-advanced = la phase a avancé
history-then-results = la phase attend les résultats du maître de jeu
history-then-defenders = les défenseurs sont attendus ensuite
# $at: "2024-06-06 06:30"; $why: one of history-why-*.
history-deadline-set = Date limite de la phase de { $phase } fixée au { $at } UTC
history-deadline-set-why = Date limite de la phase de { $phase } fixée au { $at } UTC ({ $why })
history-deadline-cleared = Date limite de la phase de { $phase } supprimée
history-deadline-cleared-why = Date limite de la phase de { $phase } supprimée ({ $why })
history-why-schedule = selon le planning
history-why-defenders = défenseurs attendus
history-why-extended = prolongée par le MJ
history-why-pause = décalée par la pause de { $hours } h
history-undone = Le MJ a annulé le dernier changement de phase : retour à la manche { $round }, tour { $side }, phase de { $phase }
# $drafts: "#3, #5".
history-drafts-dropped = À la date limite, { $n ->
    [one] { $n } ordre préparé n'a pas pu être validé et a été abandonné
   *[other] { $n } ordres préparés n'ont pas pu être validés et ont été abandonnés
} : { $drafts }
# $schedule: the schedule in words (English only for now).
history-schedule = Planning : { $schedule }
# $what: word-chosen.
history-due-passed = La bataille { $battle } en { $zone } arrivait à échéance le { $due } UTC : personne n'a choisi les { $what } à temps, la règle par défaut s'applique.
word-chosen = { $what ->
    [casualties] pertes
   *[defenders] défenseurs
}
history-uncommitted-dropped = { $n ->
    [one] { $n } ordre non validé abandonné
   *[other] { $n } ordres non validés abandonnés
}

## Configuration et corrections

history-params = Paramètres de la campagne modifiés
# $date: "1944-06-06".
history-calendar = Calendrier de la campagne fixé : la manche 1 correspond au { $date }
history-control-set = La zone { $zone } est attribuée au camp { $side }
# $subject, $before, $after: what was corrected, as the correction names it; $why: the GM's reason.
history-correction = Correction par le MJ : { $subject } : { $before } -> { $after } (motif : { $why })

## Annotations

word-arrow = une flèche { $zone } → { $to }
word-circle = un cercle sur { $zone }
word-label = une étiquette sur { $zone }
# $shape: word-arrow, -circle or -label; $text: the annotation's words.
word-annotation-text = { $shape } (« { $text } »)
history-annotated = { $name } a dessiné { $what } sur la carte de son camp
history-annotation-removed = { $name } a supprimé { $what }

## La campagne

history-created = Campagne { $name } créée
history-imported = Campagne { $name } importée depuis un fichier de scénario
# $reason: the GM's words.
history-forced = Passage de phase forcé par le MJ : { $reason }
history-kit-cleared = La campagne n'indique plus de version de CMBN ni de modules
# $kit: the CMBN version and modules, as the game names them.
history-kit = Chaque bataille se joue avec { $kit }
# $n: how many units attack.
history-battle-created = Bataille { $battle } en { $zone } : { $attacker } ({ $n ->
    [one] { $n } unité
   *[other] { $n } unités
}) attaque { $target }
history-support = Bataille { $battle } : soutien d'artillerie { $artillery }, soutien aérien { $air }
# $ship: the ship's name.
history-support-ship = Bataille { $battle } : soutien d'artillerie { $artillery }, soutien aérien { $air }, appui naval : { $ship }

## Fichiers de tour

history-turn-clock = Bataille { $battle } en { $zone } : son délai de tour est de { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
history-turn-clock-schedule = Bataille { $battle } en { $zone } : son délai de tour suit de nouveau le planning
history-turn-held-away = Bataille { $battle } en { $zone } : le commandant { $side }, absent, garde le fichier de tour { $n } au-delà de la pause de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} que son absence accorde au délai de tour. Le MJ est prévenu
history-turn-reminded = Bataille { $battle } en { $zone } : le commandant { $side } a été relancé pour le fichier de tour { $n }
history-turn-held-twice = Bataille { $battle } en { $zone } : le fichier de tour { $n } est gardé pour la deuxième fois au-delà du délai de tour. Le MJ et le commandant en chef { $side } sont prévenus

## Ce qui part vers le public ou un forum, dans la langue de la campagne (#44)

forum-report-title = { $campaign } : manche { $round }, tour { $side }
forum-report-none = Aucun.
forum-report-head-zones = Zones ayant changé de contrôle
forum-report-head-battles = Batailles
forum-report-head-reinforcements = Renforts arrivés
forum-report-head-artillery = Artillerie perdue
forum-report-head-track = Piste de victoire
forum-report-battle = Bataille { $id } à { $place } : { $battle_type }, { $outcome }
forum-report-losses = pertes : attaquant { $attacker }, défenseur { $defender }
forum-report-support = appui : { $support }
forum-report-support-none = aucun
forum-report-artillery = { $n } artillerie
forum-report-air = { $n } aviation
forum-report-aar = Compte rendu : { $text }
forum-report-commanders = Rapport du commandant { $side } : { $text }
forum-report-not-fought = pas encore livrée
forum-report-by-ruling = { $outcome } (par décision : { $ruling })
forum-report-conceded = { $outcome } (concédée par le commandant { $side })
forum-report-holder = { $side ->
    [allies] Alliés
    [axis] Axe
   *[nobody] personne
}
forum-report-track = Alliés { $allies } · Axe { $axis } · { $n ->
    [one] { $n } manche restante
   *[other] { $n } manches restantes
}
forum-report-next-deadline = Prochaine échéance : { $when }
summary-strength = Effectifs (compagnies et sections) : Alliés { $allies }, Axe { $axis }. Zones tenues : Alliés { $allies_zones }, Axe { $axis_zones }, disputées { $contested }.
summary-battles = Batailles jusqu'ici : { $n } (victoires de l'attaquant { $won }, nuls { $drawn }, défenseur tenu { $held }).
public-turn-report = Rapport de tour : manche { $round }, tour { $side }
public-phase-open = Manche { $round }, tour { $side } : la phase { $phase } est ouverte
public-battle-set = Bataille { $battle } mise en place
public-result-in = Bataille { $battle } : résultat saisi
public-campaign-over = La campagne est terminée
public-banner-end-of-turn = Fin de la manche { $round }, tour { $side }
public-frame-turn = Manche { $round }, tour { $side }
public-frame-phase = Manche { $round }, tour { $side }, { $phase }

## Le calendrier, dans la langue du membre (#44)

calendar-name = Échéances Bocage
calendar-deadline = { $campaign } : fin de la manche { $round }, tour { $side }, phase { $phase }
calendar-battle-due = { $campaign } : bataille { $battle } à { $zone } attendue
calendar-session = { $campaign } : bataille { $battle } à { $zone }, partie en direct dans CMBN

word-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
word-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
