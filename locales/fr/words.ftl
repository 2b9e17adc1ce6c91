# Mots (français) : textes que les règles composent pour les pages (la liste
# des choses à faire, pourquoi une unité ne peut pas bouger, le bilan d'un
# bataillon, le nom d'un canal…), dans la langue du lecteur. Les noms de
# lieux, d'unités, de bataillons et de personnes, les nombres et les numéros
# de règles sont des données.

## La liste des choses à faire

# $battle: the battle's number; $place: its zone ("F14 (Isigny / Trévières)"); $attacker, $defender: the battalions' names (or words-todo-battalion).
words-todo-battle = bataille { $battle } en { $place }, { $attacker } contre { $defender }
# $battle: the battle's number.
words-todo-battle-bare = bataille { $battle }
# $battalion: a battalion's number (one the campaign no longer has).
words-todo-battalion = bataillon { $battalion }
# $seat: a battalion's name or word-hc-seat; $holder: the absent member's name; $until: "2024-06-06 06:30".
words-todo-cover = Vous suppléez { $holder } ({ $seat }) pendant son absence, jusqu'au { $until } UTC : ses ordres et ses choix vous reviennent.
# $battle: words-todo-battle.
words-todo-first-turn = Envoyez le premier fichier de tour de la { $battle } (l'un ou l'autre commandant peut le faire).
# $battle: words-todo-battle; $file: the last turn file's number.
words-todo-your-turn = À vous de jouer dans la { $battle } : téléchargez le fichier de tour { $file }, jouez votre tour dans CMBN et envoyez le vôtre.
# $battle: words-todo-battle; $n: how many defenders at least.
words-todo-defenders = Choisissez les défenseurs de la { $battle } (au moins { $n }).
# $battle: words-todo-battle; $n: how many units fought (all lost).
words-todo-losses-all = Confirmez vos pertes dans la { $battle } : { $n ->
    [one] votre unité est perdue
   *[other] vos { $n } unités sont toutes perdues
}.
# $battle: words-todo-battle; $n: how many casualties to choose.
words-todo-casualties = Choisissez { $n ->
    [one] { $n } perte
   *[other] { $n } pertes
} dans la { $battle }.
# $battle: words-todo-battle; $side: the side whose commander conceded, allies or axis.
words-todo-result-conceded = Saisissez le résultat de la { $battle } : le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} a concédé (R13.5).
# $battle: words-todo-battle.
words-todo-result = Saisissez le résultat de la { $battle }.
# $n: how many drafts.
words-todo-commit = { $n ->
    [one] { $n } ordre préparé
   *[other] { $n } ordres préparés
} à relire et à valider.
# $phase: combat_move or non_combat_move; $n: how many units may move.
words-todo-draft = Préparez votre { $phase ->
    [combat_move] mouvement de combat
   *[non_combat_move] mouvement hors combat
} : { $n ->
    [one] { $n } unité peut
   *[other] { $n } unités peuvent
} se déplacer.
# $phase: combat_move or non_combat_move; $n: how many units may still move.
words-todo-draft-more = Ordres validés. { $n ->
    [one] { $n } unité peut
   *[other] { $n } unités peuvent
} encore se déplacer pendant ce { $phase ->
    [combat_move] mouvement de combat
   *[non_combat_move] mouvement hors combat
} (facultatif).
# $n: how many battles.
words-todo-support = Attribuez du soutien à { $n ->
    [one] { $n } bataille
   *[other] { $n } batailles
} (facultatif).
# $n: how many reinforcements.
words-todo-place = Placez { $n ->
    [one] { $n } renfort
   *[other] { $n } renforts
}.
# $request: what a member asks (words-request-seat or words-request-time).
words-todo-answer = Répondez : { $request }
# $phase: the phase (as word-phase).
words-todo-advance = Rien ne bloque la fin de la phase de { $phase ->
    [combat_move] mouvement de combat
    [combat_resolution] résolution des combats
    [combat_results] résultats des combats
    [non_combat_move] mouvement hors combat
   *[reinforcements] renforts
} : passez à la suite quand les joueurs ont terminé.
# $name: the member; $seat: a battalion's name or word-hc-seat.
words-request-seat = { $name } demande le poste { $seat }.
# $name: the member; $n: how many hours; $reason: the member's words.
words-request-time = { $name } demande { $n ->
    [one] { $n } heure de plus
   *[other] { $n } heures de plus
} : « { $reason } »
# $side: allies or axis; $phase: combat_move or non_combat_move.
words-gm-drafted-nothing = Le camp { $side ->
    [allies] allié
   *[axis] de l'Axe
} n'a encore rien préparé : passer à la suite maintenant saute son { $phase ->
    [combat_move] mouvement de combat
   *[non_combat_move] mouvement hors combat
}.
# $side: allies or axis; $n: how many reinforcements wait.
words-gm-unplaced = Le commandant en chef { $side ->
    [allies] allié
   *[axis] de l'Axe
} a encore { $n ->
    [one] { $n } renfort
   *[other] { $n } renforts
} à placer : passer à la suite maintenant { $n ->
    [one] le laisse
   *[other] les laisse
} dans la case des renforts jusqu'à la manche suivante (R10).
# $n: how many units fought, all of them lost.
words-casualties-all = { $n ->
    [one] La seule unité engagée est perdue
   *[other] Les { $n } unités engagées sont toutes perdues
} : confirmez les pertes (R8.1).
# $n: how many units are lost; $fought: how many fought.
words-casualties-some = Choisissez exactement { $n ->
    [one] { $n } unité perdue
   *[other] { $n } unités perdues
} parmi les { $fought } engagées (R8.1). Le choix par défaut (les compagnies d'abord) est coché.

## Unités et ordres

# $class: company, platoon, artillery or air (beside a unit's name).
words-class = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] aviation
}
# $class: company or platoon (a unit whose name says another class).
words-counts-as = { $class ->
    [company] compte comme une compagnie
   *[platoon] compte comme une section
}
# $first: the first reason, with its rule; $n: how many more reasons.
words-first-of-more = { $first } (et { $n ->
    [one] { $n } autre raison
   *[other] { $n } autres raisons
} pour d'autres lieux)
# $first: the items but the last, ", " between; $last: the last item.
words-and = { $first } et { $last }
# $kind: attack, capture, reinforce, land or move.
words-move-kind = { $kind ->
    [attack] Attaque
    [capture] Prise
    [reinforce] Renfort
    [land] Débarquement
   *[move] Mouvement
}
words-place-reinforcement-box = Case des renforts
words-place-air-pool = Réserve aérienne
# $class: company, platoon, artillery or air; $n: how many (1 or more).
words-enemy-count = { $class ->
    [company] { $n ->
        [one] { $n } compagnie ennemie
       *[other] { $n } compagnies ennemies
    }
    [platoon] { $n ->
        [one] { $n } section ennemie
       *[other] { $n } sections ennemies
    }
    [artillery] { $n ->
        [one] { $n } unité d'artillerie ennemie
       *[other] { $n } unités d'artillerie ennemies
    }
   *[air] { $n ->
        [one] { $n } unité aérienne ennemie
       *[other] { $n } unités aériennes ennemies
    }
}
words-no-enemy-units = aucune unité ennemie

## L'attente

words-waited-under-hour = moins d'une heure
# $n: hours (1 to 47).
words-waited-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
# $n: days (2 or more).
words-waited-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
# $who: who a battle waits on.
words-waiting = { $who ->
    [defenders] le commandant de bataillon défenseur (choisir les défenseurs)
    [setup] le maître de jeu (mise en place, le résultat se saisit pendant la phase de résolution des combats)
    [playing] les commandants et le maître de jeu (jouer la bataille, saisir le résultat)
    [advance] le maître de jeu (passer à la phase de résultats des combats, où les pertes sont choisies)
    [both] les deux commandants de bataillon (pertes)
    [attacker] le commandant de bataillon attaquant (pertes)
   *[defender] le commandant de bataillon défenseur (pertes)
}

## Les messages

words-channel-public = Tout le monde
# $side: allies or axis.
words-channel-side = { $side ->
    [allies] Camp allié
   *[axis] Camp de l'Axe
}
# $name: the player's name, or words-channel-player.
words-channel-desk = Canal du MJ : { $name }
# $user: the player's number (one no longer a member).
words-channel-player = joueur { $user }
# $battle: the battle's number; $zone: its zone id.
words-channel-battle = Bataille { $battle } en { $zone }
# $battle: the battle's number.
words-channel-battle-bare = Bataille { $battle }
# $side: word-side; $role: word-role ("Allied High Commander").
words-role-of-side = { $role } { $side }
# The role of one who has left the campaign.
words-former-member-role = ancien membre
# The name of one who has left the campaign.
words-former-member = un ancien membre
# A seat without a deputy (or holder) now.
words-seat-nobody = personne

## Bataillons et bilans

# $name: a member; $round: a round.
words-tenure-round = { $name }, manche { $round }
# $name: a member; $from, $to: rounds.
words-tenure-rounds = { $name }, manches { $from } à { $to }
# $name: a member; $from: a round.
words-tenure-from = { $name } depuis la manche { $from }
words-tenure-nobody = personne pour l'instant
# $round: the round; $battle: the battle's number; $zone: its zone id; $role: attacked or defended; $how: words-record-result or words-battle-status.
words-record-line = Manche { $round }, bataille { $battle } en { $zone } : { $role ->
    [attacked] a attaqué
   *[defended] a défendu
}, { $how }
# $outcome: word-outcome; $n: how many units the battalion lost.
words-record-result = { $outcome } (du point de vue de l'attaquant), { $n ->
    [one] { $n } unité perdue
   *[other] { $n } unités perdues
}
# $status: where a battle stands.
words-battle-status = { $status ->
    [awaiting_defenders] en attente des défenseurs
    [ready_for_setup] prête à être mise en place
    [being_played] en cours
    [result_entered] résultat saisi
    [casualties_chosen] pertes choisies
   *[closed] close
}
# $name: the member; $n: how many recent deadlines are counted (1 to 3); $parts: words-record-kept, ", " between.
words-record-warning = { $name }, sur { $n ->
    [one] la dernière date limite
   *[other] les { $n } dernières dates limites
} : { $parts }
# $kept: missed, excused or covered; $n: how many deadlines.
words-record-kept = { $kept ->
    [missed] { $n ->
        [one] { $n } manquée
       *[other] { $n } manquées
    }
    [excused] { $n ->
        [one] { $n } excusée (absence ou prolongation accordée)
       *[other] { $n } excusées (absence ou prolongation accordée)
    }
   *[covered] { $n ->
        [one] { $n } couverte par un suppléant
       *[other] { $n } couvertes par un suppléant
    }
}

## Le jeu

# $version: CMBN's version ("5.01").
words-kit-version = CMBN { $version }
# $version: CMBN's version; $modules: the modules (words-and).
words-kit-version-modules = CMBN { $version } avec { $modules }
# $modules: the modules (words-and).
words-kit-modules = CMBN avec { $modules }
