# Vue d'ensemble (français) : la vue d'ensemble d'une campagne (ce qui vous
# attend, les commandes de phase du MJ, les personnes, les postes, le bilan
# et les notes), son bandeau et l'annulation, la liste des batailles, les
# messages, le cadre de l'historique et la ligne d'une annotation sur la
# carte. Les noms de lieux, d'unités, de bataillons et de personnes sont des
# données.

## La vue d'ensemble : ce qui attend

overview-waiting-on-you = En attente de votre part
# $n: unread messages in all the reader's channels (1 or more).
overview-unread = { $n ->
    [one] { $n } message non lu
   *[other] { $n } messages non lus
}
overview-nothing-now = Rien pour l'instant.
overview-mail-when-your-move = Vous recevrez un e-mail quand ce sera à vous de jouer.
# $date: "2026-06-06 14:00 CEST".
overview-due = (avant le { $date })
overview-games-title = Batailles en cours
overview-phase-deadline = Date limite de la phase :
# $span: overview-span-days, -hours or -minutes.
overview-countdown-in = dans { $span }
overview-countdown-overdue = en retard de { $span }
# $d: days, $h: hours.
overview-span-days = { $d } j { $h } h
# $h: hours, $m: minutes.
overview-span-hours = { $h } h et { $m } min
# $m: minutes.
overview-span-minutes = { $m ->
    [one] { $m } minute
   *[other] { $m } minutes
}
# $schedule: overview-schedule-words, then -early and -extension, joined by "; ".
overview-schedule = Calendrier des phases : { $schedule }.
# $phase: overview-phase; $hours: its length.
overview-schedule-length = { $phase } : { $hours } h
overview-schedule-no-lengths = pas de durée de phase (dates limites fixées à la main)
# $lengths: overview-schedule-length, joined by ", " (or -no-lengths);
# $policy: overview-at-deadline-commit or -hold.
overview-schedule-words = { $lengths }, et à la date limite d'une phase de mouvement, { $policy }
overview-schedule-early = une phase avance dès que tous ont agi
# $hours: the longest extension a player may ask for.
overview-schedule-extension = les joueurs peuvent demander au MJ jusqu'à { $hours } h de plus

## Le temps : prolongations et absences

overview-need-more-time = Besoin de plus de temps ?…
# $max: the most hours a player may ask for.
overview-extension-hours = Heures (au plus { $max })
overview-extension-reason = Motif pour le MJ
overview-ask-gm = Demander au MJ
overview-extensions-off-gm = Les joueurs ne peuvent pas demander de prolongation dans cette campagne : la prolongation maximale du calendrier des phases est de 0 (à régler plus bas sous « Calendrier des phases et effet d'une date limite », R5.10).
overview-extensions-off = Besoin de plus de temps ? Cette campagne n'accepte pas de demande de prolongation : le MJ les autorise dans le calendrier des phases (R5.10).
overview-extension-requests = Demandes de prolongation
# $name: the member asking; $n: how many hours. Their reason follows.
overview-extension-asks = { $name } demande { $n ->
    [one] { $n } heure supplémentaire
   *[other] { $n } heures supplémentaires
} :
overview-grant = Accorder
overview-refuse = Refuser
overview-you = Vous
overview-site-admin = Vous consultez cette campagne en tant qu'administrateur du site.
# $role: gm, high_commander, battalion_commander or observer.
overview-role = { $role ->
    [gm] Maître de jeu
    [high_commander] Commandant en chef
    [battalion_commander] Commandant de bataillon
   *[observer] Observateur
}
# $side: "allies" or "axis" (a badge, a role's side).
overview-side = { $side ->
    [allies] Alliés
   *[axis] Axe
}
# $until: "2026-06-06 14:00 CEST".
overview-away-until = Vous êtes signalé absent jusqu'au { $until }. Votre suppléant tient vos postes.
# $until: as above; $note: the member's words.
overview-away-until-note = Vous êtes signalé absent jusqu'au { $until } ({ $note }). Votre suppléant tient vos postes.
overview-im-back = Je suis de retour
overview-going-away = Vous vous absentez ?…
overview-away-explained = Votre camp et le MJ le voient, pas l'autre camp. Pendant ce temps, votre suppléant (votre commandant en chef, sauf si un autre est désigné) donne vos ordres et fait vos choix.
overview-away-from = À partir du (vide : maintenant)
overview-away-to = Jusqu'au
overview-away-note = Note pour votre camp
overview-mark-away = Me signaler absent
overview-your-battalions = Vos bataillons
# $n: the battalion's active units (follows its name and a colon).
overview-battalion-units = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}
# $n: battles not closed.
overview-battles-open = Batailles ({ $n ->
    [one] { $n } ouverte
   *[other] { $n } ouvertes
})

## Le panneau du maître de jeu

overview-gm-panel = Maître de jeu
overview-battle-board = Le tableau des batailles : toutes les batailles ouvertes des campagnes que vous dirigez
overview-no-blocker = Aucune règle ne bloque la phase suivante.
overview-before-advance = Avant que la phase puisse avancer :
overview-cannot-be-forced = ne peut pas être forcé
overview-force = Forcer : appliquer les valeurs par défaut (R7.1, R8.1, abandon des ordres préparés non validés)
overview-reason-recorded = Motif (consigné)
overview-advance-summary = Passer à la phase suivante…
overview-advance-explained = La phase se termine pour tous : les ordres préparés non validés sont abandonnés, et ce que les joueurs n'ont pas fait n'est fait à leur place (valeurs par défaut de R7.1 et R8.1) que si vous forcez le passage. L'annulation peut défaire un changement de phase.
overview-advance-yes = Oui, passer à la suite
overview-deadline-label = Date limite (votre fuseau horaire)
overview-set-deadline = Fixer la date limite
overview-deadline-passed = La date limite est passée. L'horloge la traite dans la minute.
overview-process-now = La traiter maintenant
overview-schedule-summary = Calendrier des phases et effet d'une date limite…
overview-schedule-explained = Durée de chaque phase en heures, appliquée à l'ouverture de la phase (vide : pas de date limite).
# $phase: a phase, as a label.
overview-phase = { $phase ->
    [combat_move] Mouvement de combat
    [combat_resolution] Résolution des combats
    [combat_results] Résultats des combats
    [non_combat_move] Mouvement hors combat
   *[reinforcements] Renforts
}
# $phase: overview-phase.
overview-phase-hours = { $phase } (heures)
overview-at-deadline = À la date limite d'une phase de mouvement
overview-at-deadline-commit = les ordres préparés valides du camp sont validés tels quels
overview-at-deadline-hold = les unités du camp restent sur place (les ordres préparés sont abandonnés)
overview-early-advance = Passer à la phase suivante dès que tous ceux qui doivent agir ont agi
overview-longest-extension = Prolongation maximale qu'un joueur peut demander (heures, 0 : aucune)
overview-pbem-battles = Batailles en PBEM (R13.3, R13.4)
overview-turn-clock = Délai de tour : heures pendant lesquelles un commandant peut garder un fichier de tour (vide : 48)
overview-turn-pause = Jours pendant lesquels une absence suspend le délai de tour (vide : 7)
overview-turn-files-kept = Fichiers de tour conservés par bataille (vide : 3)
overview-save-schedule = Enregistrer le calendrier des phases
overview-resume = Reprendre la campagne (les dates limites sont décalées de la durée de la pause)
overview-pause-reason = Motif lu par tous
overview-pause = Mettre la campagne en pause
overview-undo-summary = Annuler le dernier changement de phase…
overview-undo-explained = La campagne revient à l'état d'avant le dernier passage de phase (R12.2). Ce qui a été fait depuis est perdu.
overview-undo-yes = Oui, annuler
overview-nudge-label = Relancer un joueur par e-mail (une fois par jour)
overview-nudge = Relancer
overview-being-set-up = La campagne est en cours de configuration.
overview-open-setup = Ouvrir la configuration
overview-over = La campagne est terminée.
overview-undelivered = E-mails non distribués
# $n: seats open (1 or more); a link to them follows.
overview-open-seats = { $n ->
    [one] { $n } poste vacant
   *[other] { $n } postes vacants
} pour un nouveau commandant :
overview-see-open-seats = voir les postes vacants

## Le bandeau

# $side: "allies" or "axis".
overview-victory = Victoire { $side ->
    [allies] alliée
   *[axis] de l'Axe
}
overview-status-setup = En configuration
overview-status-finished = Terminée
# $side: the winner, "allies" or "axis".
overview-status-won = Terminée : victoire { $side ->
    [allies] alliée
   *[axis] de l'Axe
}
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
overview-status-active = Manche { $round } · Tour { $side ->
    [allies] allié
   *[axis] de l'Axe
} · { $phase }

## Le bilan

overview-reliability = Fiabilité
overview-your-record = Votre bilan
overview-record-table = Dates limites tenues (défile latéralement)
overview-col-member = Membre
overview-col-met = Tenues
overview-col-covered = Couvertes
overview-col-excused = Excusées
overview-col-missed = Manquées
overview-col-time-to-act = Délai d'action
overview-col-turn-files = Fichiers de tour à temps
overview-col-time-to-answer = Délai de réponse
# $done: turn files sent within the turn clock; $total: turn files sent.
overview-turns-in-time = { $done } sur { $total }
# $n: live sessions the member did not come to.
overview-no-shows = ({ $n ->
    [one] { $n } session en direct manquée
   *[other] { $n } sessions en direct manquées
})
overview-record-explained = Chaque date limite où quelque chose attendait un membre : tenue à temps, couverte par son suppléant pendant son absence, excusée (absence ou prolongation accordée) ou manquée. Et chaque fichier de tour envoyé en réponse en PBEM, dans le délai de tour ou non (une session en direct à laquelle il n'est pas venu compte comme un tour hors délai).
overview-record-gm = Chaque membre ne lit que son propre bilan, l'autre camp n'en lit aucun.
overview-record-yours = Vous et le maître de jeu êtes les seuls à le lire.

## Les notes

overview-notepad = Bloc-notes
overview-notepad-label = Vous seul le lisez
overview-save-notepad = Enregistrer le bloc-notes
overview-sealed-notes = Notes scellées
overview-no-note-open = Aucune note n'est encore ouverte.
# $author: who sealed it; $at: "2026-06-06 14:00" (UTC).
overview-sealed-by = { $author }, scellée le { $at } UTC
# $round: the round at whose start it opens.
overview-opens-at-round = s'ouvre à la manche { $round }
overview-opens-at-end = s'ouvre à la fin
overview-still-sealed = encore scellée : vous seul la lisez
overview-seal-summary = Sceller une note…
overview-your-note = Votre note
overview-opens-to-everyone = S'ouvre à tous
# $round: a round (an option after overview-opens-to-everyone).
overview-round-option = à la manche { $round }
overview-end-option = à la fin de la campagne
overview-seal-it = Sceller
overview-seal-hint = Une fois scellée, elle ne peut plus être modifiée. Personne d'autre ne la lit d'ici là, pas même le MJ.

## Suppléants et postes

overview-deputies = Suppléants
overview-deputies-explained = Pendant l'absence d'un commandant, le suppléant de son poste donne les ordres et fait les choix. Un bataillon sans suppléant désigné est couvert par le commandant en chef de son camp.
overview-col-seat = Poste
overview-col-deputy-now = Suppléant actuel
overview-col-name-deputy = Désigner un suppléant
# $name: the seat (a battalion, or a side's High Commander).
overview-deputy-of = Suppléant de { $name }
overview-the-default = (par défaut)
overview-save = Enregistrer
# $name: the seat, as above (hidden words after overview-save).
overview-the-deputy-of = le suppléant de { $name }
# A link (overview-handover-link) and a full stop follow.
overview-handover-hint = Un bataillon est transmis à un autre commandant sur sa propre page (suivez son nom ci-dessus). Un poste que personne n'occupe peut être
overview-handover-link = déclaré vacant pour un nouveau venu
# $seat: the seat; $now: who holds it now. A list of members follows.
overview-hand-seat = Transmettre le poste { $seat } (actuellement { $now }) à
overview-hand-over = Transmettre

## Les membres

overview-members = Membres
overview-col-name = Nom
overview-col-email = E-mail
overview-col-role = Rôle
# $until: "2026-06-06 14:00 CEST".
overview-away-badge = absent jusqu'au { $until }
overview-look-alike-title = Des noms qui se ressemblent peuvent être confondus. Demandez à l'un des deux d'en choisir un autre sur sa page de compte.
# $name: the other member's name, with their role.
overview-reads-like = ressemble à { $name }
overview-remove = Retirer…
# $name: the member.
overview-yes-remove = Oui, retirer { $name }
overview-col-side = Camp
overview-side-none = (aucun)
overview-allies = Alliés
overview-axis = Axe
overview-add-member = Ajouter le membre

## La ligne d'une annotation (le panneau de la carte)

# $round: the round it was drawn in; the annotation's words follow.
annotation-line-round = Manche { $round } :
# $author: who drew it (follows the annotation's words).
annotation-line-by = , par { $author }
# $id: the annotation's number.
annotation-line-remove-label = Retirer l'annotation { $id }
annotation-line-remove = Retirer

## La liste des batailles

battle-list-none = Aucune bataille pour l'instant.
battle-list-col-battle = Bataille
battle-list-col-round = Manche
battle-list-col-zone = Territoire
battle-list-col-attacker = Attaquant
battle-list-col-defender = Défenseur
battle-list-col-type = Type de bataille
battle-list-col-status = État
battle-list-col-waiting = En attente de
battle-list-col-due = Échéance
# $battle: the battle's number.
battle-list-sheet = Bataille { $battle } : fiche
battle-list-overdue = en retard
# $status: where the battle stands.
battle-list-status = { $status ->
    [awaiting_defenders] Défenseurs attendus
    [ready_for_setup] Prête à être mise en place
    [being_played] En cours de jeu
    [result_entered] Résultat saisi
    [casualties_chosen] Pertes choisies
    [closed] Close
    [set_up] Mise en place
    [in_play] En cours
   *[other] { $status }
}

## Les messages

messages-channels = Canaux
# $n: unread messages in the channel.
messages-new = { $n ->
    [one] { $n } nouveau
   *[other] { $n } nouveaux
}
messages-none = Aucun message pour l'instant.
messages-edited = modifié
# $name: who deleted it.
messages-deleted-by = Message supprimé par { $name }.
messages-edit = Modifier
messages-message = Texte du message
messages-save = Enregistrer
messages-delete = Supprimer
messages-post-label = Message (texte brut, les liens deviennent cliquables)
messages-directive = Une directive au camp : envoyée par e-mail à chaque commandant, quels que soient ses réglages d'e-mail
messages-send = Envoyer

## L'historique (ses entrées sont dans history.ftl)

history-page-statistics = Statistiques
history-page-replay = Relecture
history-page-round = Manche
history-page-all-rounds = toutes
history-page-kind = Type
history-page-all-kinds = tous
# $kind: an entry's kind; one not named here reads as its code in words.
history-page-kind-name = { $kind ->
    [campaign_created] Campagne créée
    [campaign_imported] Campagne importée
    [params_set] Paramètres de la campagne modifiés
    [calendar_set] Calendrier de la campagne fixé
    [battalion_added] Bataillon ajouté
    [battalion_updated] Bataillon modifié
    [battalion_removed] Bataillon retiré
    [unit_renamed] Unité renommée
    [support_added] Soutien ajouté
    [unit_removed] Unité retirée
    [unit_restored] Unité rétablie
    [control_set] Contrôle fixé
    [member_added] Membre ajouté
    [member_removed] Membre retiré
    [campaign_started] Campagne lancée
    [draft] Ordre préparé
    [draft_deleted] Ordre préparé supprimé
    [ready_set] Ordres déclarés terminés
    [ready_taken_back] Déclaration de fin retirée
    [orders_committed] Ordres validés
    [control_changed] Contrôle changé
    [artillery_captured] Artillerie capturée
    [battle_created] Bataille créée
    [support_assigned] Soutien attribué
    [defenders_chosen] Défenseurs choisis
    [battle_ready] Bataille prête
    [battle_set_up] Bataille mise en place
    [battle_in_play] Bataille en cours
    [turn_sent] Fichier de tour envoyé
    [turn_withdrawn] Fichier de tour retiré
    [turn_fetched] Fichier de tour téléchargé
    [turn_chased] Fichier de tour relancé
    [battle_conceded] Bataille concédée
    [session_times_marked] Plages horaires indiquées
    [session_proposed] Session proposée
    [session_answered] Réponse à une session
    [session_reported] Session signalée
    [session_confirmed] Session confirmée
    [battle_chased] Bataille relancée
    [turn_clock_set] Délai de tour fixé
    [game_kit_set] Version de CMBN fixée
    [conditions_set] Conditions fixées
    [battle_due_set] Échéance fixée
    [result_entered] Résultat saisi
    [casualties_chosen] Pertes choisies
    [battle_closed] Bataille close
    [reinforcement_placed] Renfort placé
    [deadline_set] Date limite fixée
    [gm_override] Forçage par le MJ
    [drafts_dropped] Ordres préparés abandonnés
    [phase_advanced] Phase suivante
    [turn_started] Début de tour
    [campaign_won] Campagne gagnée
    [phase_undone] Changement de phase annulé
    [schedule_set] Calendrier des phases fixé
    [deadline_passed] Date limite dépassée
    [all_ready] Tous prêts
    [battle_due_passed] Échéance dépassée
    [paused] Mise en pause
    [resumed] Reprise
    [absence_set] Absence signalée
    [absence_ended] Fin d'absence
    [deputy_set] Suppléant désigné
    [correction] Correction
    [seat_opened] Poste déclaré vacant
    [seat_claimed] Poste demandé
    [seat_handed_over] Poste transmis
    [extension_requested] Prolongation demandée
    [extension_decided] Décision sur une prolongation
    [annotated] Annotation ajoutée
    [annotation_removed] Annotation retirée
   *[other] { $kind }
}
history-page-filter = Filtrer
history-page-past-maps = Cartes précédentes
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
history-page-end-of = Fin de la manche { $round } (tour { $side ->
    [allies] allié
   *[axis] de l'Axe
}) : { $phase }
# $label: a saved map's label that names no phase.
history-page-end-of-label = Fin de { $label }
history-page-col-when = Quand
history-page-col-phase = Phase de jeu
history-page-col-who = Qui
history-page-col-what = Quoi
history-page-setup = Configuration
# $round: the round; $side: "allies" or "axis".
history-page-turn = Manche { $round } · Tour { $side ->
    [allies] allié
   *[axis] de l'Axe
}
# $round: the round; $side: a side the entry names that is neither.
history-page-turn-of = Manche { $round } · Tour { $side }
history-page-turn-report = compte rendu du tour
history-page-older = Entrées plus anciennes
