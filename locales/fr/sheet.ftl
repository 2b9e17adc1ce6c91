# sheet
# La fiche de mise en place d'une bataille, la configuration de la campagne et
# les postes vacants. Les réglages de bataille rapide propres à CMBN (type de
# bataille, taille des forces et de la carte, heure, météo, sol), les noms de
# cartes, d'unités, de lieux et de personnes sont des données : passés en
# arguments, tels que CMBN et la carte les donnent.

## Words shared by these pages

# $side: allies or axis.
sheet-side = { $side ->
    [allies] Alliés
   *[axis] Axe
}

## The battle's sheet

# $battle: the battle's number; $zone: its zone's id ("F14"); the zone's name follows.
sheet-heading = Bataille { $battle } : { $zone }
# $round: the campaign round.
sheet-round = Manche { $round }
# $status: the live session's state (sheet-live-*).
sheet-live-jump = Session en direct : { $status }
sheet-provisional-head = Fiche provisoire :
sheet-provisional = les défenseurs ne sont pas encore choisis. Le rapport de forces, le type de bataille et la taille peuvent changer.
sheet-quick-battle = Bataille rapide (Quick Battle)
sheet-battle-type = Type de bataille
sheet-force-size = Taille des forces
sheet-map-size = Taille de la carte
sheet-time-limit = Durée
# $minutes: a number of minutes.
sheet-minutes = { $minutes } minutes
# $minutes: the Quick Battle's minutes; $bonus: the assault's extra minutes.
sheet-assault-bonus = ({ $minutes } + { $bonus } de bonus d'assaut)
sheet-game = Jeu
sheet-conditions = Heure / météo / sol
sheet-terrain = Nature du terrain
sheet-fortifications = Fortifications (l'Axe en défense)
sheet-naval-support = Appui naval
# $role: attacker or defender; $side: allies or axis.
sheet-force = { $role ->
    [attacker] attaquant
   *[defender] défenseur
} : { $side ->
    [allies] Alliés
   *[axis] Axe
}
# $name: the commander's name, or "(no commander)".
sheet-played-by = joué par { $name }
sheet-hq = (QG)
sheet-support = Soutien
# $n: how many units the side fields.
sheet-units-hidden = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
} (hors de votre vue, comme dans une partie CMBN entre joueurs).
# $type: the CMBN battle type ("Allied Attack"); $size: the CMBN force size ("Medium").
sheet-maps-heading = Cartes QB suggérées ({ $type }, { $size })
sheet-col-type = Type de bataille
sheet-col-size = Taille
sheet-col-dimensions = Largeur × profondeur
sheet-col-stored-length = Durée enregistrée
sheet-col-region = Région / terrain
sheet-stock = d'origine
# $minutes: the battle's time limit in minutes.
sheet-edit-to = (à changer en { $minutes })

## Defenders and support

sheet-defenders = Choisir les défenseurs
# $required: how many units the defender must field at least; $max: how many companies and platoons at most.
sheet-defenders-field = Engagez-en au moins { $required } : au plus { $max } compagnies + sections (R7.1, R6.4).
# $class: company, platoon, artillery or air (the unit's class, beside its name).
sheet-class = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] unité aérienne
}
# $class: company or platoon (a unit whose name says another class).
sheet-class-counts-as = compte comme { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] unité aérienne
}
sheet-defenders-confirm = Confirmer les défenseurs
sheet-defenders-default = Appliquer le choix par défaut (MJ)
sheet-support-none = Aucun soutien n'est attribué à cette bataille.
sheet-support-now = Attribué actuellement :
sheet-support-hint = Ce qui est coché à l'enregistrement constitue le soutien de la bataille : décochez une unité pour la retirer de cette bataille.
# $zone: the battle's zone ("F14").
sheet-no-artillery = Aucune artillerie en { $zone } ni dans une zone voisine.
# $reason: why no air unit is offered.
sheet-no-air = Soutien aérien : { $reason }
sheet-ship = Appui naval (assaut sur la plage)
# $reason: why no ship is offered.
sheet-no-ship = Appui naval : { $reason }
sheet-support-save = Enregistrer le soutien

## The game in CMBN

sheet-game-heading = La partie dans CMBN
sheet-stage-label = Étape :
sheet-kit-head = Le CMBN de ses commandants (R13.2) :
sheet-kit-hint = Chacun indique ce qu'il possède sur la page de son compte.
sheet-played = Jouée
sheet-set-up = Elle est mise en place dans CMBN
sheet-begun = Notre partie a commencé
# $whom: the commander to remind (a name, sheet-relay-remind-side or sheet-both-commanders).
sheet-remind = Relancer { $whom } maintenant
sheet-both-commanders = les deux commandants
sheet-remind-hint = par e-mail, au plus une fois par heure. Reculez l'échéance ci-dessous pour laisser plus de temps, ou saisissez le résultat par décision.
sheet-concede-summary = Concéder cette bataille…
sheet-concede-hint = Le maître de jeu est prévenu et saisit le résultat, qui indiquera que vous avez concédé (R13.5). C'est irréversible.
# $battle: the battle's number.
sheet-concede = Concéder la bataille { $battle }
sheet-turn-files = Fichiers de tour
# $n: the turn file's number.
sheet-turn-file = Fichier de tour { $n }
# $name: who sent it; $at: when, in the reader's time.
sheet-turn-from = de { $name }, { $at }
sheet-downloaded = téléchargé
sheet-not-downloaded = pas encore téléchargé
# $n: the turn file's number.
sheet-download-first = Le fichier de tour { $n } vous attend et n'est pas encore téléchargé : téléchargez-le, jouez votre tour dans CMBN, puis envoyez le fichier que CMBN écrit.
# $mb: the largest file allowed, in MB.
sheet-send-label = Votre fichier de tour, tel que CMBN l'a écrit (.ema ou .bts), jusqu'à { $mb } Mo
# $n: the turn file's number.
sheet-send = Envoyer le fichier de tour { $n }
# $n: the turn file's number.
sheet-withdraw = Reprendre le fichier de tour { $n }
sheet-withdraw-hint = tant que votre adversaire ne l'a pas téléchargé

## Live sessions

sheet-live = Session en direct
# $n: how many sessions were played.
sheet-sessions-played = Sessions jouées : { $n }.
sheet-accept = Accepter cet horaire
sheet-decline = Refuser
sheet-call-off-summary = Annuler cette session…
sheet-call-off-hint = Votre adversaire est prévenu, et la session disparaît des deux calendriers.
sheet-call-off = Annuler la session
sheet-we-played = Nous l'avons jouée
sheet-no-show = Mon adversaire n'est pas venu
sheet-decision = Votre décision (R13.6 : une absence compte dans le bilan)
sheet-decide = Statuer sur la session
sheet-when-both = Quand les deux peuvent jouer
sheet-overlap-none = Aucun créneau marqué par les deux commandants pour l'instant.
# $zone: the reader's time zone ("Europe/Berlin").
sheet-start = Début (votre heure, { $zone })
# $zone: the reader's time zone ("Europe/Berlin").
sheet-another-start = Ou un autre début (votre heure, { $zone })
sheet-length = Durée
sheet-propose = Proposer cet horaire
# $zone: the reader's time zone ("Europe/Berlin").
sheet-mark-summary = Quand vous pouvez jouer (les 14 prochains jours, votre heure, { $zone })
sheet-mark-hint = Cochez chaque plage où vous pouvez jouer. Votre adversaire peut jouer sur une plage marquée « ✓ lui » et sur une partie d'une plage marquée « ◐ en partie ».
sheet-they = ✓ lui
sheet-part = ◐ en partie
sheet-mark-save = Enregistrer quand je peux jouer

## The GM's conditions and the result

sheet-conditions-gm = Conditions (MJ)
sheet-time-of-day = Heure
sheet-weather = Météo
sheet-ground = Sol
sheet-fortifications-allowance = Fortifications accordées
sheet-conditions-save = Enregistrer les conditions
sheet-due = Échéance (votre fuseau horaire, vide = la date limite de la phase)
sheet-due-save = Enregistrer l'échéance
sheet-turn-clock = Délai de tour : heures pendant lesquelles un commandant peut garder un fichier de tour (R13.4, vide = celui du calendrier)
sheet-turn-clock-save = Enregistrer le délai de tour
sheet-enter-result = Saisir le résultat (MJ)
sheet-outcome = Issue (du point de vue de l'attaquant)
sheet-outcome-choose = Choisir l'issue
# $outcome: the outcome (word-outcome); $attacker, $defender: the losses it allows, a number or sheet-loss-range.
sheet-outcome-option = { $outcome } : l'attaquant perd { $attacker }, le défenseur { $defender }
# $min, $max: numbers of units.
sheet-loss-range = { $min } à { $max }
# $attackers, $defenders: how many units fought on each side.
sheet-losses-hint = Unités perdues parmi celles engagées dans la bataille ({ $attackers } en attaque, { $defenders } en défense), plafonnées selon l'issue (R7.5). Un champ laissé vide prend le plafond.
sheet-attacker-lost = Unités perdues par l'attaquant
sheet-defender-lost = Unités perdues par le défenseur
sheet-notes = Remarques
sheet-link = Lien vers un compte rendu (AAR) ou une sauvegarde
sheet-ruling-summary = Une décision : la partie ne l'a pas conclue
sheet-ruling = Pourquoi vous tranchez (R13.5 : l'historique et le rapport de tour indiquent une décision, avec ce motif)
sheet-result-enter = Saisir le résultat
sheet-result = Résultat
# Follows the outcome's name (shown in bold) directly, colon included.
# $attacker, $defender: how many units each side lost.
sheet-result-losses =  : l'attaquant perd { $attacker }, le défenseur perd { $defender }.
sheet-ruled = Tranché par décision du maître de jeu :
# $side: allies or axis.
sheet-conceded-by = Concédée par le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
}.
sheet-aar-link = Compte rendu ou sauvegarde
sheet-correct-summary = Corriger le résultat…
sheet-reason = Motif
sheet-correct = Corriger le résultat
sheet-correct-hint = Avant que des pertes soient choisies. L'historique montre ce qui était et ce qui est, avec le motif.

## Reports, files, casualties

sheet-aars = Comptes rendus
# $side: the side's English label ("Allied", "Axis"), else the stored word.
sheet-aar-by = { $side ->
    [Allied] Commandant allié
    [Axis] Commandant de l'Axe
   *[other] Commandant { $side }
}
sheet-aar-yours = Votre compte rendu (texte brut, une ligne vide commence un paragraphe)
sheet-aar-save = Enregistrer le compte rendu
sheet-files = Fichiers de la bataille
sheet-files-none = Aucun fichier pour le moment.
sheet-col-file = Fichier
sheet-col-actions = Actions possibles
sheet-gm-only = MJ uniquement
# $kind: save, png, jpeg or pdf.
sheet-file-kind = { $kind ->
    [save] fichier CMBN
    [png] image PNG
    [jpeg] image JPEG
   *[pdf] PDF
}
sheet-remove = Supprimer
# $name: the file's name.
sheet-remove-yes = Oui, supprimer { $name }
sheet-turns-above = Un fichier de tour destiné à votre adversaire va dans « Fichiers de tour » ci-dessus : joint ici, il est conservé mais pas envoyé.
# $mb: the largest file allowed, in MB.
sheet-attach-label = Joindre un fichier : une sauvegarde ou un fichier de tour CMBN (.bts, .btt, .ema), une capture d'écran PNG ou JPEG ou un PDF, jusqu'à { $mb } Mo
sheet-attach-gm-only = MJ uniquement (par ex. la sauvegarde de mise en place du défenseur avant que la bataille soit jouée)
sheet-attach = Joindre
# $role: Attacker or Defender.
sheet-casualties = { $role ->
    [Attacker] Pertes de l'attaquant
   *[Defender] Pertes du défenseur
}
sheet-casualties-confirm = Confirmer les pertes
sheet-forum = Message de forum (BBCode)
sheet-bbcode-label = La fiche en BBCode, pour les messages de forum
sheet-plain-text = Texte brut
sheet-print = Imprimez cette page pour une fiche au format A4 ou Letter.

## The sheet's words made in code

# $status: the battle's state.
sheet-status = { $status ->
    [closed] close
    [casualties_chosen] pertes choisies
    [result_entered] résultat saisi
    [awaiting_defenders] défenseurs attendus
    [ready_for_setup] prête pour la mise en place
   *[being_played] en cours
}
# $stage: the battle's stage in CMBN (R13.1).
sheet-stage = { $stage ->
    [declared] Déclarée
    [defenders_chosen] Défenseurs choisis
    [set_up] Mise en place
    [in_play] En cours
    [result_in] Résultat saisi
    [casualties_chosen] Pertes choisies
   *[closed] Close
}
# $stage: sheet-stage; $mode: pbem or live.
sheet-stage-played = { $stage } ({ $mode ->
    [pbem] PBEM
   *[live] en direct
})
sheet-relay-none = Aucun fichier de tour pour l'instant : l'un ou l'autre commandant envoie le premier.
# $n: the last file's number; $waited: how long it has waited (sheet-waited-*).
sheet-relay-your-move = Fichier { $n } · à vous de jouer, depuis { $waited }
# $n: the last file's number; $who: who is to move (a name or sheet-relay-side-commander); $waited: sheet-waited-*.
sheet-relay-their-move = Fichier { $n } · { $who } doit jouer, depuis { $waited }
# $n: how many turn files were sent.
sheet-relay-sent = { $n ->
    [one] { $n } fichier de tour envoyé
   *[other] { $n } fichiers de tour envoyés
}
# $side: allies or axis (the commander to move, unnamed).
sheet-relay-side-commander = le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
}
# $side: allies or axis (the commander the GM reminds, unnamed).
sheet-relay-remind-side = le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
}
# $at, $next: times, in the reader's time.
sheet-relay-reminded = Dernière relance du maître de jeu : { $at }. La suivante est possible dès { $next }.
# $side: allies or axis.
sheet-relay-conceded = Le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} a concédé cette bataille : le maître de jeu saisit son résultat.
sheet-waited-under-hour = moins d'une heure
# $n: hours.
sheet-waited-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
# $n: days.
sheet-waited-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
sheet-live-over = Aucune session : la partie de cette bataille est terminée.
sheet-live-none = Aucune session proposée pour l'instant : indiquez quand vous pouvez jouer, puis proposez un horaire.
# $by: the side that proposed (allies or axis); $other: the other side; $length: sheet-hours etc.
sheet-live-proposed = Proposée par le commandant { $by ->
    [allies] allié
   *[axis] de l'Axe
}, pour { $length } : en attente du commandant { $other ->
    [allies] allié
   *[axis] de l'Axe
}.
# $length: the session's length (sheet-hours etc.).
sheet-live-agreed = Convenue, pour { $length } : elle figure dans les flux de calendrier des deux commandants, avec un rappel une heure avant.
# $length: the session's length (sheet-hours etc.).
sheet-live-begun = Convenue, pour { $length } : elle a commencé.
# $side: allies or axis.
sheet-live-reported-played = Le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} signale qu'elle a été jouée.
# $by: the side that reports; $absent: the side that did not come (allies or axis).
sheet-live-reported-no-show = Le commandant { $by ->
    [allies] allié
   *[axis] de l'Axe
} signale que le commandant { $absent ->
    [allies] allié
   *[axis] de l'Axe
} n'est pas venu.
# $side: allies or axis.
sheet-live-not-marked = Le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} n'a pas encore indiqué quand il peut jouer.
# $side: allies or axis; $n: how many spans of time.
sheet-live-marked = Le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} a marqué { $n ->
    [one] { $n } plage horaire
   *[other] { $n } plages horaires
} où il peut jouer dans les 14 prochains jours.
sheet-live-played-it = Elle a été jouée
# $side: allies or axis.
sheet-live-absent = Le commandant { $side ->
    [allies] allié
   *[axis] de l'Axe
} n'est pas venu
# The reader, where times are said in each commander's zone ("you: Tue 8 Dec 19:00–22:00").
sheet-you = vous
# $day: the day ("Tue 8 Dec"); $from, $to: hours ("16:00").
sheet-cell = { $day }, de { $from } à { $to }

## The campaign's setup page

setup-read-only = Seul le maître de jeu modifie la configuration. Vous pouvez la consulter ici.
setup-ready = Prêt à démarrer ?
setup-all-in-place = Tout est en place.
setup-start = Démarrer la campagne
setup-start-hint = Le démarrage fige la configuration et ouvre la manche 1, tour allié, phase de mouvement de combat.
setup-started-hint = La campagne a commencé. Les bataillons peuvent encore être renommés et recevoir de nouveaux commandants.
setup-game = Le jeu (R13.2)
setup-game-none = Aucune version de CMBN ni aucun module indiqué pour le moment.
# $game: the CMBN version and modules ("CMBN 5.01 with Commonwealth Forces").
setup-game-played = Chaque bataille se joue avec { $game }.
setup-version = Version de CMBN
setup-modules = Modules (un par ligne)
setup-game-save = Enregistrer le jeu
setup-corrections = Rectifications
setup-corrections-hint = Réparez ce qui s'est mal passé : chaque correction demande un motif, et l'historique montre ce qui était et ce qui est (le nom d'une unité seulement à son camp).
setup-corrections-link = Toutes les corrections jusqu'ici
setup-unit = Unité
setup-destroyed-note = (détruite)
setup-put-in = Placer en
setup-reason = Motif
setup-correct-unit = Corriger l'unité
setup-zone = Zone de la carte
setup-controlled-by = Contrôlée par
setup-allies = les Alliés
setup-axis = l'Axe
setup-correct-zone = Corriger la zone
setup-battalions = Bataillons
setup-col-nation = Nationalité
setup-col-where = Où
setup-col-commander = Commandant
setup-battalion-name = Nom du bataillon
setup-no-commander-option = (aucun)
setup-save = Enregistrer
setup-unit-name = Nom de l'unité
setup-rename = Renommer
setup-destroyed-badge = détruite
setup-restore-to = Rétablir en
setup-restore = Rétablir (R3.5)
setup-no-commander = aucun
setup-remove = Supprimer
setup-add-battalion-heading = Ajouter un bataillon
setup-name = Nom
setup-no-commander-yet = (aucun pour le moment)
setup-starts-in = Commence en
setup-arrives-reinforcements = Manche d'arrivée (renforts)
setup-add-battalion = Ajouter le bataillon
setup-support-heading = Artillerie et soutien aérien
setup-type = Type de soutien
# $side: allies or axis (as stored).
setup-type-artillery = ({ $side ->
    [allies] Alliés
   *[axis] Axe
}, artillerie)
# $side: allies or axis (as stored).
setup-type-air = ({ $side ->
    [allies] Alliés
   *[axis] Axe
}, réserve aérienne)
setup-artillery-in = L'artillerie se trouve en
setup-arrives = Manche d'arrivée
setup-add-support = Ajouter le soutien
setup-rules = Paramètres des règles
setup-rounds = Manches (R5.1)
setup-stack-limit = Limite d'empilement (R4.1)
setup-artillery-stack = Artillerie par zone (R4.2)
setup-move-range = Portée de mouvement (R6.1)
setup-battle-companies = Compagnies par bataille (R6.4)
setup-ships = Navires (R2.4)
setup-air-allies = Unités aériennes alliées (R3.4)
setup-air-axis = Unités aériennes de l'Axe (R3.4)
setup-bunkers = Fortifications de bunkers (R2.3)
setup-gm-reads = Le maître de jeu lit le canal de messages de chaque camp
setup-tables = Tables (R7.2 rapport, R7.3 taille, R10.2 zones d'embarquement, R10.3 entrée, R11.1 objectifs)
setup-params-save = Enregistrer les paramètres
setup-calendar = Calendrier et contrôle
setup-round-1 = La manche 1 a lieu le
setup-date-save = Enregistrer la date
setup-control-hint = Chaque zone commence contrôlée par l'Axe. Une zone occupée par les seules unités d'un camp est attribuée à ce camp au démarrage.
setup-control-set = Fixer le contrôle
setup-webhooks = Discord et webhooks
setup-webhooks-text = Publiez les rapports de tour, les résultats et les autres nouvelles publiques sur un salon Discord ou un point d'accès JSON.
setup-webhooks-link = Gérer les webhooks
setup-scenario = Fichier de scénario
setup-export = Exporter cette campagne (JSON)
setup-import-label = Importer un fichier de scénario comme nouvelle campagne (collez le JSON)
setup-import = Importer

## The setup page's words made in code

# $n: how many units (not destroyed).
setup-units = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}
# $units: setup-units; $n: how many are destroyed.
setup-units-destroyed = { $units } ({ $n ->
    [one] { $n } détruite
   *[other] { $n } détruites
})
# $round: the round reinforcements arrive in.
setup-arrives-round = manche { $round }
# $side: allies or axis; $class: artillery or air (a support unit whose name the reader may not see).
setup-hidden-support = { $class ->
    [artillery] artillerie
    [air] unité aérienne
    [company] compagnie
   *[platoon] section
} { $side ->
    [allies] alliée
   *[axis] de l'Axe
}
setup-destroyed = détruite
# $place: where the unit stands.
setup-in = en { $place }
# $name: the launch box's name.
setup-launch-box = { $name } (zone d'embarquement)
setup-reinforcement-box = Case des renforts
setup-imported = Scénario importé comme nouvelle campagne.
# $links: each invited email with its link, " · " between them.
setup-imported-links = Scénario importé. Liens d'invitation : { $links }

## Open seats

seats-title = Postes vacants
seats-hint = Postes vacants pour un nouveau commandant (quelqu'un est parti, ou le maître de jeu le remplace) : prenez-en un pour le commander. Votre briefing (les unités, leur bilan, les dates limites et les derniers messages de votre camp) arrive par e-mail.
seats-none = Aucun poste n'est vacant.
seats-yours-head = Vous êtes titulaire de ce poste
seats-yours = , mais il est ouvert à un nouveau venu, qui le reprend de vos mains.
seats-asked = Vous avez demandé ce poste. Le maître de jeu décide.
seats-take = Prendre le commandement
seats-ask = Demander ce poste au MJ
seats-close = Fermer ce poste
seats-requests = Demandes
# $name: the member who asks; $seat: the seat (a battalion's name, or word-hc-seat).
seats-asks-for = { $name } demande le poste de { $seat }
seats-approve = Accepter
seats-refuse = Refuser
seats-open-heading = Ouvrir un poste
seats-seat = Poste
seats-at-once = qui le prend commande immédiatement
seats-open = Ouvrir le poste
seats-open-hint = Les postes vacants sont listés ici pour tous les membres, observateurs compris. Invitez un nouveau venu comme observateur et il pourra en prendre un.
# $n: how many of the battalion's units are on the map; $places: where, comma-separated.
seats-units-on-map = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
} sur la carte ({ $places })
seats-hc-state = Les ordres, le soutien et les renforts du camp.

## The sheet's own words, made in code (the date, the support, the forms)

# $battle: the battle's number.
sheet-title = Fiche de mise en place de la bataille { $battle }
# Time of day, weather or ground the GM has not set.
sheet-gm-choice = au choix du MJ
sheet-no-commander = (sans commandant)
# $ship: the ship's name.
sheet-naval-supports = { $ship } appuie l'assaut sur la plage
# $unit: an artillery unit's name (FO: a forward observer in CMBN).
sheet-support-via-fo = { $unit } via un observateur avancé (FO)
# $unit: an air unit's name.
sheet-support-via-fac = { $unit } via un contrôleur aérien avancé
# $ship: the ship's name.
sheet-support-naval = Tir naval ({ $ship }) : l'artillerie hors carte la plus lourde proposée, via un observateur avancé (FO)
# $bunkers, $trenches, $wire, $mines: how many bunkers, trench sections, barbed wire pieces and minefield tiles.
sheet-fortifications-suggested = { $bunkers ->
    [one] { $bunkers } bunker
   *[other] { $bunkers } bunkers
}, { $trenches } tronçons de tranchée, { $wire } barbelés, { $mines ->
    [one] { $mines } case de mines
   *[other] { $mines } cases de mines
} (suggestion)
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type ("Axis Assault"); $size: the CMBN force size ("Huge").
sheet-maps-note-none = Le catalogue compte { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} { $kind } de taille { $size }. Aucune autre taille n'a pu être ajoutée.
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type; $size: the CMBN force size; $sizes: the nearest CMBN sizes added, comma-separated ("Large, Medium").
sheet-maps-note-nearest = Le catalogue compte { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} { $kind } de taille { $size }. La taille la plus proche ({ $sizes }) a été ajoutée.
# $n: a file's size in bytes.
sheet-size-bytes = { $n } o
# $n: a file's size in kilobytes.
sheet-size-kb = { $n } Ko
# $whole, $tenth: a file's size in megabytes, its whole part and its tenths ("1" and "5" for 1.5).
sheet-size-mb = { $whole },{ $tenth } Mo

## The sheet as BBCode for a forum post (the forum's tags stay in the code)

# $campaign: the campaign's name; $battle: the battle's number; $zone: its zone's id ("F14"); $name: the zone's name (may be empty).
sheet-bb-heading = { $campaign } - Bataille { $battle } en { $zone } { $name }
# $round: the campaign round; $date: the battle's date; $region: the region ("France").
sheet-bb-round = Manche { $round } - { $date } - { $region }
sheet-bb-provisional-head = PROVISOIRE :
sheet-bb-provisional = les défenseurs ne sont pas encore choisis. Le rapport de forces et la taille peuvent changer.
sheet-bb-game = Jeu :
sheet-bb-quick-battle = Bataille rapide (Quick Battle) :
sheet-bb-force-size = Taille des forces :
# $force: the CMBN force size; $map: the CMBN map size; $minutes: the time limit.
sheet-bb-size = { $force } - carte { $map } - { $minutes } min
sheet-bb-conditions = Heure / météo / sol :
# $role: attacker or defender; $side: allies or axis.
sheet-bb-force = { $role ->
    [attacker] ATTAQUANT
   *[defender] DÉFENSEUR
} ({ $side ->
    [allies] Alliés
   *[axis] Axe
}) :
# $support: one support line (sheet-support-via-fo and the like).
sheet-bb-support = Soutien : { $support }
# $n: how many units the side fields (English says "units" for one too).
sheet-bb-units-hidden = { $n ->
    [one] { $n } unité (cachée)
   *[other] { $n } unités (cachées)
}
sheet-bb-fortifications = Fortifications (l'Axe en défense, zone de bunkers) :
sheet-bb-maps = Cartes QB suggérées :
# $name: the map's name; $kind: its CMBN battle type; $size: its CMBN size; $width, $depth: metres; $minutes: its stored length.
sheet-bb-map = { $name } ({ $kind } { $size }, { $width } × { $depth } m, { $minutes } min)
