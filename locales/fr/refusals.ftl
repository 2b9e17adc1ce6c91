# Refusals: what a rule says when a command breaks it (French).
#
# Each message is a rule's words, built from its arguments; the rule's id
# (R6.1, ...) travels beside it and is not part of the text. Arguments:
# $side is "allies" or "axis"; places ($zone, $from, $to, ...) and units
# ($unit, ...) are data, shown as they are; numbers choose plural forms.
#
# Translators: see GLOSSARY.md beside this file. Vouvoiement; a no-break
# space (U+00A0) before ":" and inside « »; straight apostrophe ' (as pages.ftl).

## commit

commit-in-move = Ordre { $n } :{ " " }
commit-nothing = Aucun ordre préparé à valider.

## params

params-range = Paramètres : { $name } doit être compris entre { $lo } et { $hi } (valeur donnée : { $given }).
params-ratio-table = Paramètres : qb_ratio_table exige des lignes ayant un rapport d'au moins 1 et un type de bataille.
params-size-table = Paramètres : qb_size_table exige des lignes, la dernière sans borne supérieure.
params-size-grow = Paramètres : les lignes de qb_size_table doivent être croissantes.
params-zone = Paramètres : la zone { $zone } n'existe pas sur cette carte.
params-launch-box = Paramètres : la zone d'embarquement { $launch_box } n'existe pas sur cette carte.

## move_checks

move-combat-moved = { $unit } a effectué un mouvement de combat pendant ce tour et ne peut pas faire de mouvement hors combat.
move-own-territory = La zone { $zone } est déjà contrôlée par { $side ->
        [allies] les Alliés
       *[axis] l'Axe
    } : les mouvements vers votre propre territoire se font pendant le mouvement hors combat.
move-not-your-turn = C'est le tour { $side ->
        [allies] allié
       *[axis] de l'Axe
    } : { $unit } ne peut pas se déplacer maintenant.
move-air-unit = { $unit } est une unité aérienne : elle reste dans la réserve aérienne et est affectée aux batailles.
move-artillery = { $unit } est une unité d'artillerie : l'artillerie ne se déplace pas pendant le mouvement de combat.
move-one-battalion = Un ordre ne déplace que les unités d'un seul bataillon (les bataillons ne combattent jamais ensemble).
move-no-units = Choisissez au moins une unité.
move-one-origin = Toutes les unités d'un ordre doivent partir du même endroit : { $first } est en { $first_place }, { $other } en { $other_place }.
move-already-moved = { $unit } a déjà { $act ->
        [attacked] attaqué
       *[moved] effectué un mouvement
    } pendant cette phase ({ $from } → { $to }). Une unité se déplace d'au plus { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } par phase.
move-already-drafted = { $unit } figure déjà dans l'ordre préparé { $draft } : modifiez-le ou supprimez-le.
move-land-zones = Les unités se déplacent vers des zones terrestres, et { $place } n'en est pas une (les renforts sont placés pendant la phase de renforts, R10).
move-too-far = De { $from } à { $to }, il y a { $n } zones, alors que les unités se déplacent d'au plus { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } par phase.
move-no-route = Aucun itinéraire terrestre ne mène de { $from } à { $to } de zone en zone, alors que les unités se déplacent d'au plus { $range ->
        [one] { $range } zone
       *[other] { $range } zones
    } par phase.
move-already-there = Les unités sont déjà en { $zone }.
move-launch-beach = Les unités de la zone d'embarquement { $launch_box } ne peuvent débarquer que sur sa plage, { $beach }, et non en { $zone }.
move-reinforcement-box = Les unités de la case des renforts ne se déplacent pas : le commandant en chef les place pendant la phase de renforts.
move-air-pool = Les unités aériennes ne se déplacent pas.
move-non-combat-attack = Un mouvement hors combat ne peut pas attaquer.
move-non-combat-enemy = La zone { $zone } est contrôlée par { $side ->
        [allies] les Alliés
       *[axis] l'Axe
    } : un mouvement hors combat n'entre que dans une zone contrôlée par votre camp ou dans une zone contestée.

## reinforcements

reinforcements-battalion-or-units = Indiquez soit un bataillon, soit des unités à placer.
reinforcements-one-battalion = Placez un seul bataillon (ou une seule unité d'artillerie) à la fois.
reinforcements-not-your-side = { $unit } n'est pas une unité { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }.
reinforcements-not-in-box = { $unit } n'est pas dans la case des renforts.
reinforcements-not-yet = { $unit } sera disponible à la manche { $arrives } (manche actuelle : { $round }).
reinforcements-launch-box = Les renforts alliés vont dans une zone d'embarquement.
reinforcements-wrong-launch-box = Les bataillons { $nation } débarquent depuis { $boxes } : { $here } n'en fait pas partie.
reinforcements-axis-entry = Les renforts de l'Axe entrent par Rennes, Chartres ou Rouen.
reinforcements-not-entry-zone = { $zone } n'est pas une zone d'entrée de l'Axe ({ $entries }).
reinforcements-entry-not-held = La zone { $zone } n'est pas contrôlée par l'Axe : les renforts n'entrent que dans une zone que l'Axe contrôle.
reinforcements-stack-limit = { $zone } : il y aurait { $n } unités de l'Axe, pour une limite de { $limit }.
reinforcements-artillery-limit = { $zone } : il y aurait { $n } unités d'artillerie de l'Axe, pour une limite de { $limit }.

## support

support-battle-closed = La bataille { $battle } n'est plus ouverte au soutien.
support-listed-twice = { $unit } figure deux fois dans la liste.
support-not-active = { $unit } n'est pas une unité { $class ->
        [air] aérienne
       *[artillery] d'artillerie
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    } active.
support-already-used = { $unit } soutient déjà une autre bataille pendant ce tour.
support-not-on-map = { $unit } n'est pas sur la carte ({ $place }).
support-out-of-range = { $unit } se trouve en { $zone }, qui n'est ni { $battle_zone } ni une zone voisine.
support-naval-not-assault = L'appui naval est réservé à un assaut allié lancé depuis une zone d'embarquement sur sa plage, ce que n'est pas la bataille { $battle } en { $zone }.
support-ship-taken = L'unique navire appuie déjà une autre bataille pendant ce tour.
support-ships-taken = Les { $n } navires appuient déjà tous d'autres batailles pendant ce tour.

## schedule

schedule-phase-length = La durée de la phase { $phase ->
        [combat_move] de mouvement de combat
        [combat_resolution] de résolution des combats
        [combat_results] de résultats des combats
        [non_combat_move] de mouvement hors combat
       *[reinforcements] de renforts
    } doit être comprise entre 1 et { $max } heures, et non { $hours }.
schedule-extension-too-long = Une prolongation est de { $max } heures au plus, et non de { $hours }.
schedule-turn-files-kept = Une bataille conserve de 1 à { $max } fichiers de tour, et non { $n }.
schedule-turn-clock = Un commandant garde un fichier de tour de 1 à { $max } heures, et non { $hours }.
schedule-turn-pause = Une absence suspend le délai de tour pendant 1 à { $max } jours, et non { $days }.
schedule-paused = La campagne est en pause : ses dates limites sont gelées.
schedule-not-the-deadline = Ce n'est pas la date limite de la phase (elle a été modifiée ou déjà traitée).
# $deadline: "2024-06-06 06:30".
schedule-not-passed = La date limite n'est pas passée : elle est fixée au { $deadline } UTC.
schedule-already-paused = La campagne est déjà en pause.
schedule-pause-reason = Une pause exige un motif, que tout le monde lira.
schedule-reason-too-long = Le motif doit faire moins de 500 caractères.
schedule-not-paused = La campagne n'est pas en pause.

## annotations

annotations-name-side = Indiquez le camp (`side`) auquel appartient ce calque (le MJ n'a pas de camp propre).
annotations-campaign-over = La campagne est terminée : ses cartes sont conservées en l'état.
# $zone: what was given (its first 20 characters), in quotes, escaped.
annotations-not-a-zone = { $zone } n'est pas une zone de la carte (F1 à F42).
annotations-too-many = Un camp conserve au plus { $max } annotations sur la carte : supprimez-en d'abord quelques-unes.
annotations-arrow-target = Une flèche pointe vers une autre zone de la carte (« Flèche vers », `to`), pas vers la sienne.
annotations-text-too-long = Le texte d'une annotation compte au plus { $max } caractères, celui-ci en compte { $n }.
annotations-label-empty = Une étiquette doit contenir du texte.
annotations-one-line = Le texte d'une annotation tient sur une seule ligne.
# $code: the character's code point in hexadecimal, at least four digits ("202E").
annotations-hidden-char = Le texte d'une annotation ne contient que des caractères visibles et des espaces (pas U+{ $code }).

## ctx

# $what: what the phase is for, in words ("Reinforcements are placed");
# $phases: the phases it happens in, in words ("Combat move or Combat resolution").
ctx-wrong-phase = { $action ->
        [defenders] Les défenseurs ne sont choisis
        [support] Le soutien n'est attribué
        [commit] Les ordres ne peuvent être validés
        [correction] Un résultat n'est corrigé
        [draft] Les ordres ne peuvent être préparés
        [reinforcements] Les renforts ne sont placés
        [casualties] Les pertes ne sont choisies
       *[results] Les résultats des batailles ne sont saisis
    } que pendant la phase { $phases ->
        [combat_move-or-combat_resolution] de mouvement de combat ou de résolution des combats
        [combat_move-or-non_combat_move] de mouvement de combat ou de mouvement hors combat
        [combat_resolution-or-combat_results] de résolution des combats ou de résultats des combats
        [combat_move] de mouvement de combat
        [combat_resolution] de résolution des combats
        [combat_results] de résultats des combats
        [non_combat_move] de mouvement hors combat
       *[reinforcements] de renforts
    }. Nous sommes en phase { $phase ->
        [combat_move] de mouvement de combat
        [combat_resolution] de résolution des combats
        [combat_results] de résultats des combats
        [non_combat_move] de mouvement hors combat
       *[reinforcements] de renforts
    }.
ctx-no-units = Choisissez au moins une unité.
ctx-unit-twice = L'unité { $unit } figure deux fois dans la liste.
ctx-unit-destroyed = L'unité { $unit } a été détruite et ne peut plus agir.
ctx-campaign-won = La campagne est terminée : { $side ->
        [allies] les Alliés ont gagné
       *[axis] l'Axe a gagné
    } à la manche { $round }. Plus aucun ordre n'est accepté.
ctx-campaign-over = La campagne est terminée. Plus aucun ordre n'est accepté.
ctx-not-started = La campagne n'a pas encore commencé : le maître de jeu est encore en train de la préparer.

## corrections

corrections-reason-needed = Une correction exige un motif, consigné dans l'historique.
corrections-reason-too-long = Le motif doit faire moins de { $max } caractères.
corrections-unit-already-there = { $unit } est déjà en { $place }.
corrections-zone-already = La zone { $zone } est déjà contrôlée par { $side ->
        [allies] les Alliés
       *[axis] l'Axe
    }.
corrections-no-result = La bataille { $battle } n'a aucun résultat à corriger : saisissez-le.
corrections-casualties-chosen = Les pertes de la bataille { $battle } sont choisies : corrigez plutôt les unités (rétablissez-les ou déplacez-les).
corrections-losses-exceed = Les pertes ne peuvent pas dépasser les unités engagées : { $attacking } en attaque, { $defending } en défense.

## absence

absence-dates = L'absence doit se terminer après son début, et dans le futur.
absence-too-long = Une absence dure au plus { $days } jours : pour une absence plus longue, signalez-en une nouvelle plus tard.
absence-note-too-long = La note doit faire moins de 500 caractères.
absence-not-away = Aucune absence n'est signalée pour vous.
absence-one-seat = Indiquez un seul poste : un `battalion`, ou le `high_commander` d'un camp.
absence-deputy = Un suppléant est un commandant en chef ou un commandant de bataillon du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    }.
absence-deputy-or-gm = Un suppléant est un commandant en chef ou un commandant de bataillon du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    }, ou le MJ.
absence-own-deputy = Le titulaire d'un poste ne peut pas être son propre suppléant.

## setup

setup-started = La campagne a commencé : sa configuration est figée.
setup-launch-box-allied = Les zones d'embarquement sont réservées aux unités alliées.
setup-air-pool = Seules les unités aériennes vont dans la réserve aérienne.
setup-arrival-round = Une unité de la case des renforts doit avoir une manche d'arrivée.
# $what: what is named, in words ("A battalion", "A support unit").
setup-name-length = { $what ->
        [battalion] Un bataillon
        [unit] Une unité
       *[support] Une unité de soutien
    } doit avoir un nom de 1 à 80 caractères.

## results

results-notes-too-long = Les notes sont limitées à { $notes_max } caractères et les liens à { $link_max }.
results-link = Le lien vers le compte rendu (AAR) doit être une adresse http:// ou https:// (ou rester vide).
results-battle-closed = La bataille { $battle } est close.
results-casualties-started = Les pertes de la bataille { $battle } sont déjà en cours de choix : le résultat ne peut plus changer.
results-defenders-first = Bataille { $battle } : les défenseurs doivent être choisis avant la saisie du résultat.
# $outcome: the outcome's name ("Major Victory"); $attacker_range and
# $defender_range: "exact" when the least and the most losses are the same.
results-losses-attacker = { $outcome } : l'attaquant perd { $attacker_range ->
        [exact] exactement { $attacker_min }
       *[range] de { $attacker_min } à { $attacker_max }
    } de ses { $attackers } unités (saisies : { $attacker_entered }).
results-losses-defender = { $outcome } : le défenseur perd { $defender_range ->
        [exact] exactement { $defender_min }
       *[range] de { $defender_min } à { $defender_max }
    } de ses { $defenders } unités (saisies : { $defender_entered }).
results-losses-both = { $outcome } : l'attaquant perd { $attacker_range ->
        [exact] exactement { $attacker_min }
       *[range] de { $attacker_min } à { $attacker_max }
    } de ses { $attackers } unités (saisies : { $attacker_entered }), et le défenseur perd { $defender_range ->
        [exact] exactement { $defender_min }
       *[range] de { $defender_min } à { $defender_max }
    } de ses { $defenders } unités (saisies : { $defender_entered }).

# Same conventions as refusals.ftl: $side is "allies" or "axis"; places and
# units are data, shown as they are; numbers choose plural forms.

## extensions

extensions-no-deadline = La phase n'a pas de date limite à prolonger.
extensions-not-taken = Le MJ n'accepte pas de demandes de prolongation dans cette campagne.
extensions-asked-already = Vous avez déjà fait une demande, et le MJ n'y a pas encore répondu.
extensions-hours = Demandez de 1 à { $cap } heures, et non { $hours }.
extensions-reason = Donnez un motif au MJ, en moins de 500 caractères.

## clock

clock-paused-due = La campagne est en pause : ses échéances sont gelées.
clock-not-due-date = Ce n'est pas l'échéance de la bataille (elle a été modifiée ou déjà traitée).
clock-due-not-passed = L'échéance n'est pas passée : elle tombe le { $due } UTC.
clock-nothing-waits = Rien n'attend l'échéance de la bataille { $battle }.
clock-no-absence = Ce membre n'a pas cette absence (elle est terminée ou a été modifiée).
clock-absence-not-over = L'absence n'est pas écoulée : elle se termine le { $to } UTC.

## battles

battles-defenders-chosen = Les défenseurs de la bataille { $battle } sont déjà choisis.
battles-not-defender = { $unit } n'est pas une unité de { $battalion } en { $zone }.
battles-too-many-companies = { $companies } unités de type compagnie choisies : au plus { $max }, plus d'éventuelles sections, peuvent défendre.
battles-field-at-least = Engagez au moins { $required } unités (l'attaquant en a engagé { $committed }). Unités choisies : { $fielded }.
battles-field-at-least-of = Engagez au moins { $required } unités (l'attaquant en a engagé { $committed }). Unités de { $battalion } choisies : { $fielded }.
battles-conditions-limit = Les conditions sont limitées à { $max } caractères chacune.
battles-due-past = Une échéance doit être dans le futur.

## seats

seats-name-one = Indiquez un seul poste : un `battalion`, ou le `high_commander` d'un camp.
seats-not-open = Ce poste n'est pas vacant.
seats-asked-already = Vous avez déjà demandé un poste : le MJ doit d'abord répondre.
seats-no-longer-open = Ce poste n'est plus vacant.
seats-may-no-longer-take = { $member } ne peut plus prendre { $seat } : un poste vacant du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } revient à un observateur ou à un commandant de ce camp.

## phases

phases-deadline-past = La date limite doit être dans le futur.
phases-cannot-advance = La phase ne peut pas avancer : { $blocker }. Saisissez d'abord le résultat.
phases-cannot-advance-yet = Pas encore : { $blocker }.
phases-blocker-drafts = { $n ->
        [one] { $n } ordre préparé non validé
       *[other] { $n } ordres préparés non validés
    } par le commandant en chef
phases-blocker-defenders = Bataille { $battle } en { $zone } : défenseurs non choisis
phases-blocker-result = Bataille { $battle } en { $zone } : aucun résultat saisi
phases-blocker-casualties = Bataille { $battle } en { $zone } : pertes { $who ->
        [attacker] de l'attaquant
       *[defender] du défenseur
    } non choisies
phases-blocker-reinforcements = Le commandant en chef { $side ->
        [allies] allié
       *[axis] de l'Axe
    } a { $units ->
        [one] { $units } unité de renfort
       *[other] { $units } unités de renfort
    } à placer (en cas de passage forcé, les renforts attendent dans la case)
phases-force-reason = Un passage forcé exige un motif, consigné comme forçage par le MJ.
phases-nothing-to-undo = Aucun changement de phase à annuler.

## notes

notes-sealed-length = Une note scellée compte de 1 à { $max } caractères, celle-ci en compte { $n }.
notes-campaign-over = La campagne est terminée : il n'y a plus de manche à laquelle ouvrir une note scellée.
notes-later-round = Une note s'ouvre à une manche ultérieure : de { $first } à { $last }, ou à la fin (manche actuelle : { $round }).
notes-too-many = Au plus { $max } notes scellées par membre et par campagne.
notes-notepad-length = Le bloc-notes contient au plus { $max } caractères, ce texte en compte { $n }.

## members

members-side-needed = Les commandants en chef et les commandants de bataillon appartiennent à un camp : choisissez Alliés ou Axe.
members-side-not-needed = Seuls les commandants en chef et les commandants de bataillon ont un camp.
members-one-hc = Le camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } a déjà un commandant en chef ({ $hc }) : retirez-lui d'abord ce rôle.
members-other-side = { $member } joue déjà pour l'autre camp : retirez d'abord ce rôle (un membre ne joue que pour un seul camp).
members-name-taken = Un membre de cette campagne s'appelle déjà { $name } : l'un des deux doit d'abord choisir un autre nom affiché sur la page de son compte.
members-last-gm = Une campagne a besoin d'un maître de jeu : ajoutez-en un autre avant de retirer le dernier.

## casualties

casualties-no-result = La bataille { $battle } n'a pas encore de résultat.
casualties-already-chosen = Les pertes { $side ->
        [allies] alliées
       *[axis] de l'Axe
    } de la bataille { $battle } sont déjà choisies.
casualties-listed-twice = L'unité { $unit } figure deux fois dans la liste.
casualties-not-fought = { $unit } n'a pas combattu lors de la bataille { $battle }.
casualties-unknown-not-fought = l'unité { $unit } n'a pas combattu lors de la bataille { $battle }.
casualties-exactly = Choisissez exactement { $n ->
        [one] { $n } unité perdue
       *[other] { $n } unités perdues
    } (choisies : { $chosen }).

## attacks

attacks-no-units = { $battalion } n'a aucune unité en { $zone } pour attaquer.
attacks-name-target = La zone { $zone } contient plusieurs bataillons ennemis : indiquez celui que vous attaquez ({ $battalions }).
attacks-already-attacked = Le bataillon { $target } en { $zone } a déjà été attaqué pendant ce tour : dans un territoire, un bataillon en défense subit au plus une attaque par tour.
attacks-several-attacks = Le bataillon { $target } en { $zone } est la cible de { $attacks } attaques : dans un territoire, un bataillon est attaqué au plus une fois par tour, et par un seul bataillon.
attacks-too-many-companies = L'attaque contre { $target } en { $zone } compte { $companies } unités de type compagnie : au plus { $max }, plus d'éventuelles sections, peuvent attaquer.

## forces

forces-arrival-round = La manche d'arrivée doit être comprise entre 1 et { $max }.
forces-battalion-units = Un bataillon doit avoir ses unités.
forces-support-class = Les unités de soutien sont de l'artillerie ou de l'aviation.
forces-not-destroyed = L'unité { $unit } n'est pas détruite.

## roles

roles-commander-member = Le commandant doit être membre de cette campagne.
roles-cannot-command = { $member } ne peut pas commander { $battalion } : un bataillon est commandé par un commandant de bataillon ou par le commandant en chef de son camp ({ $side ->
        [allies] Alliés
       *[axis] Axe
    }).
roles-user-cannot-command = l'utilisateur { $user } ne peut pas commander { $battalion } : un bataillon est commandé par un commandant de bataillon ou par le commandant en chef de son camp ({ $side ->
        [allies] Alliés
       *[axis] Axe
    }).
roles-email = Cela ne ressemble pas à une adresse e-mail.

## handover

handover-name-one = Indiquez un seul poste : un `battalion`, ou le `high_commander` d'un camp.
handover-already-holds = { $member } occupe déjà { $seat }.
handover-not-bc = { $member } n'est pas commandant de bataillon du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } : ajoutez d'abord ce membre à ce camp.

## start

start-no-hc = Le camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } n'a pas de commandant en chef.
start-several-hcs = Le camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } a { $hcs } commandants en chef, alors qu'il n'en faut qu'un (R1.2).
start-no-battalion = Le camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } n'a aucun bataillon.
start-no-commander = { $battalion } n'a pas de commandant de bataillon.
start-wrong-commander = { $battalion } est commandé par { $member }, qui n'est ni commandant de bataillon ni commandant en chef du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } (R1.2).
start-wrong-commander-user = { $battalion } est commandé par l'utilisateur { $user }, qui n'est ni commandant de bataillon ni commandant en chef du camp { $side ->
        [allies] allié
       *[axis] de l'Axe
    } (R1.2).
start-off-map = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) se trouve en { $zone }, qui n'est pas sur la carte.
start-air-on-map = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) est une unité aérienne placée sur la carte : les unités aériennes restent dans la réserve aérienne.
start-no-launch-box = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) est dans la zone d'embarquement { $launch_box }, qui n'est pas sur la carte.
start-axis-launch-box = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) est une unité de l'Axe placée dans une zone d'embarquement.
start-no-arrival = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) attend dans la case des renforts sans manche d'arrivée.
start-not-air = L'unité { $unit } ({ $class ->
        [company] compagnie
        [platoon] section
        [artillery] unité d'artillerie
       *[air] unité aérienne
    } { $side ->
        [allies] alliée
       *[axis] de l'Axe
    }) est dans la réserve aérienne mais n'est pas une unité aérienne.
start-stack-limit = { $zone } : { $units } unités { $side ->
        [allies] alliées
       *[axis] de l'Axe
    }, pour une limite de { $limit } (R4.1).
start-artillery-stack = { $zone } : { $units } unités d'artillerie { $side ->
        [allies] alliées
       *[axis] de l'Axe
    }, pour une limite de { $limit } (R4.2).
start-started = La campagne a commencé : sa configuration est figée.
start-not-ready = La campagne n'est pas prête à commencer :{ " " }

## stacking

stacking-stack-limit = { $zone } : il y aurait { $units } unités { $side ->
        [allies] alliées
       *[axis] de l'Axe
    }, pour une limite de { $limit }.
stacking-artillery-stack = { $zone } : il y aurait { $units } unités d'artillerie { $side ->
        [allies] alliées
       *[axis] de l'Axe
    }, pour une limite de { $limit }.

## ready

ready-not-move-phase = On déclare ses ordres terminés pendant une phase de mouvement : cette phase n'a pas d'ordres.
ready-already = Vous avez déjà déclaré vos ordres terminés.
ready-not-yet = Vous n'avez pas déclaré vos ordres terminés.

## orders

orders-not-your-turn = C'est le tour { $side ->
        [allies] allié
       *[axis] de l'Axe
    } : votre camp donne ses ordres pendant son propre tour.

## ids

ids-counter-exhausted = La campagne a utilisé tous les identifiants que son compteur { $counter } peut attribuer ({ $max }) : plus rien de nouveau ne peut être numéroté.

## execute

clock-nothing-due = Rien n'est à échéance : une autre instance ou un passage précédent s'en est déjà chargé.

## play

play-over = La bataille { $battle } en { $zone } est terminée : son résultat est saisi.
play-defenders-first = Bataille { $battle } en { $zone } : les défenseurs sont choisis avant la mise en place de la bataille.
play-already-set-up = La bataille { $battle } en { $zone } est déjà mise en place.
play-not-set-up = La bataille { $battle } en { $zone } n'est pas encore mise en place : le maître de jeu doit d'abord la créer dans CMBN.
play-already-in-play = La bataille { $battle } en { $zone } est déjà en cours.

## kit

kit-unchanged = La campagne indique déjà cette version de CMBN et ces modules.
kit-name-length = Un nom de version ou de module CMBN compte de 1 à { $max } caractères, sans caractère de contrôle.
kit-too-many = Au plus { $max } modules (indiqués : { $given }).

## relay

relay-not-yours = Le fichier { $file } ne fait pas partie de ceux que vous avez envoyés : envoyez votre propre fichier de tour.
relay-not-a-save = Le fichier { $file } n'est pas un fichier CMBN : un fichier de tour est un fichier écrit par CMBN (.ema, .bts).
relay-sent-already = Le fichier { $file } a déjà été envoyé.
relay-twice = Vous avez envoyé le fichier de tour { $n } de la bataille { $battle } en { $zone } : les fichiers alternent, c'est donc à votre adversaire d'envoyer le suivant.
relay-live = La bataille { $battle } en { $zone } se joue en direct par TCP/IP, pas par fichiers de tour.
relay-nothing-to-withdraw = La bataille { $battle } en { $zone } n'a aucun fichier de tour à reprendre.
relay-not-your-file = Le fichier de tour { $n } est celui de votre adversaire : seul son expéditeur peut le reprendre.
relay-fetched = Le fichier de tour { $n } a déjà été téléchargé : il ne peut plus être repris.
relay-not-chased = Le fichier de tour { $n } de la bataille { $battle } n'est pas encore gardé au-delà du délai de tour, ou a déjà fait l'objet d'une relance.

# R13.5 concession and rulings
# $side here is "allies" or "axis".
ruling-conceded-already = La bataille { $battle } en { $zone } est déjà concédée (par le commandant { $side ->
        [allies] allié
       *[axis] de l'Axe
    }) : le maître de jeu en saisit le résultat.
ruling-chased-lately = La bataille { $battle } en { $zone } a fait l'objet d'une relance il y a moins { $hours ->
        [one] d'une heure
       *[other] de { $hours } heures
    } : laissez un peu de temps à ses commandants.
ruling-reason = Le motif d'une décision compte au plus { $max } caractères, sur une ou plusieurs lignes, sans caractère de contrôle.

# R13.6 live sessions
session-pbem = La bataille { $battle } en { $zone } se joue par fichiers de tour PBEM, pas en direct.
session-conceded = La bataille { $battle } en { $zone } est concédée : le maître de jeu en saisit le résultat.
session-spans-many = Au plus { $max } plages horaires (indiquées : { $given }).
session-span-backwards = { $count ->
        [one] Une plage se termine
       *[other] { $count } plages se terminent
    } avant de commencer.
session-span-far = { $count ->
        [one] Une plage dépasse
       *[other] { $count } plages dépassent
    } les { $days } prochains jours : n'indiquez que des plages comprises dans ce délai.
session-past = Une session doit commencer après l'instant présent.
session-far = Une session doit commencer dans les { $days } prochains jours.
session-length = Une session dure de { $min } à { $max } minutes (durée indiquée : { $given }).
session-booked = La bataille { $battle } a déjà une session convenue : annulez-la avant d'en proposer une autre.
session-nothing-to-answer = Aucune session de la bataille { $battle } ne vous est proposée.
session-already-agreed = La session de la bataille { $battle } est déjà convenue.
session-not-begun = La session de la bataille { $battle } n'a pas encore commencé.
# The code passes $side here as the label ("Allied", "Axis"), not the key:
# [Allied] is kept beside [allies] so either renders.
session-reported = La session de la bataille { $battle } a déjà été signalée (par le commandant { $side ->
        [allies] allié
       *[axis] de l'Axe
    }) : le maître de jeu tranche.
session-none-agreed = La bataille { $battle } n'a aucune session convenue.
support-set-up = La bataille { $battle } est mise en place dans CMBN avec le soutien qu'elle avait : son soutien ne change plus.
