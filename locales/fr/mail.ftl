# Mail (français) : le cadre de chaque avis et ce que disent les avis.
# Les noms, les lieux et les liens sont des données.

## Le cadre

# $name: the recipient's display name.
mail-hello = Bonjour { $name },
mail-deadline = Date limite :
mail-stop = Ne plus recevoir ces e-mails

## L'horloge d'un tour

# $side, $phase: the side and phase in words.
mail-phase-open = Manche { $round }, tour { $side } : la phase de { $phase } est ouverte
mail-do-combat-bc = Préparez vos ordres de mouvement de combat : attaques, prises et débarquements.
mail-do-combat-hc = Examinez les ordres préparés par vos commandants, validez les ordres du camp et attribuez le soutien.
mail-do-non-combat-bc = Préparez vos ordres de mouvement hors combat.
mail-do-non-combat-hc = Examinez et validez les ordres de mouvement hors combat, puis déplacez l'artillerie.
mail-do-reinforcements = Placez les renforts qui sont arrivés.
# $link: the last turn's report's address.
mail-last-turn = Ce qui s'est passé au dernier tour : { $link }
mail-open-orders = Ouvrir vos ordres
mail-orders-committed = Ordres { $side } validés
mail-see-map = Voir la carte
mail-waits-on-you = Une date limite est passée : la phase vous attend
mail-enter-results = Saisir les résultats
mail-all-ready = Tous les commandants de bataillon ont terminé leurs ordres
mail-review-commit = Vérifier et valider
# $names: the commanders' names, "Anna, Bruno".
mail-ready-names = Ordres terminés : { $names }.
mail-moves-waiting = { $n ->
    [one] { $n } ordre préparé attend votre validation.
   *[other] { $n } ordres préparés attendent votre validation.
}
mail-orders-due = Ordres attendus dans { $hours } heures
mail-phase-ends = La phase de { $phase } se termine bientôt.

## La vie d'une bataille

mail-battle-set = Nouvelle bataille { $battle } en { $zone }
mail-open-sheet = Ouvrir la fiche de mise en place
mail-you-attack = Vous commandez l'attaquant.
# $n: how many defending units at least.
mail-pick-defenders = Choisissez au moins { $n ->
    [one] { $n } unité
   *[other] { $n } unités
} pour la défense.
mail-choose-defenders = Bataille { $battle } en { $zone } : choisissez vos défenseurs
mail-choose-defenders-action = Choisir les défenseurs
mail-no-losses = Votre bataillon n'a perdu aucune unité : il n'y a pas de pertes à choisir.
mail-choose-losses = { $n ->
    [one] Choisissez { $n } unité parmi celles que vous avez engagées dans la bataille : elle sera perdue à l'ouverture de la phase de résultats des combats.
   *[other] Choisissez { $n } unités parmi celles que vous avez engagées dans la bataille : elles seront perdues à l'ouverture de la phase de résultats des combats.
}
mail-result-in = Bataille { $battle } en { $zone } : le résultat est connu
mail-result-in-choose = Bataille { $battle } en { $zone } : le résultat est connu, choisissez vos pertes
mail-open-battle = Ouvrir la bataille
mail-due-passed = Bataille { $battle } : l'échéance est passée
mail-set-up = La bataille { $battle } est mise en place : à vous de la jouer
mail-turn-yours = Bataille { $battle } en { $zone } : le fichier de tour { $n } vous attend
mail-turn-sent = Votre adversaire a envoyé le fichier de tour { $n } de la bataille { $battle } en { $zone }. Téléchargez-le, jouez votre tour dans CMBN et renvoyez votre fichier.
mail-download = Télécharger le fichier

## La campagne et ses membres

mail-moves-changed = Vos ordres ont été modifiés : ils ne sont plus déclarés terminés
# $who: who changed them (a name, or mail-your-hc).
mail-moves-changed-by = { $who } a modifié vos ordres, qui ne sont donc plus déclarés terminés (R5.12). Relisez-les, puis déclarez-les terminés quand ils le seront.
mail-your-hc = Votre commandant en chef
mail-see-orders = Voir vos ordres
mail-over = La campagne est terminée
mail-final-map = Voir la carte finale
mail-paused = La campagne est en pause
mail-resumes = La campagne reprend
mail-open-campaign = Ouvrir la campagne
mail-seat-refused = Votre demande de poste a été refusée
# $text: a history entry's words, as a sentence.
mail-sentence = { $text }.
mail-see-seats = Voir les postes vacants
mail-seat-asked = Un membre demande un poste vacant
mail-answer = Répondre
mail-extension-asked = Un joueur demande plus de temps
mail-answer-overview = Répondre depuis la vue d'ensemble
mail-extension-granted = Votre demande de prolongation a été acceptée
mail-extension-refused = Votre demande de prolongation a été refusée
mail-extension-granted-line = Le MJ a accepté votre demande { $hours ->
    [one] d'une heure supplémentaire
   *[other] de { $hours } heures supplémentaires
}.
mail-extension-refused-line = Le MJ a refusé votre demande { $hours ->
    [one] d'une heure supplémentaire
   *[other] de { $hours } heures supplémentaires
}.
# $at: "2024-06-06 06:30".
mail-deadline-now = La date limite est désormais fixée au { $at } UTC.

## Résumés et briefings

# $since: "2024-06-06 06:30".
mail-away-nothing = Rien ne s'est passé pendant votre absence (depuis le { $since } UTC).
mail-away-things = Pendant votre absence (depuis le { $since } UTC), { $n ->
    [one] il s'est passé { $n } événement que vous pouvez lire :
   *[other] il s'est passé { $n } événements que vous pouvez lire :
}
# $text: a history entry's words.
mail-round-entry = Manche { $round } : { $text }
mail-and-more = … et { $n ->
    [one] { $n } autre entrée
   *[other] { $n } autres entrées
} dans l'historique.
mail-welcome-back = Bon retour : ce qui s'est passé pendant votre absence
mail-read-history = Lire l'historique
# $seat: a battalion's name, or "the Allied High Commander".
mail-briefing = Votre briefing : vous prenez le poste de { $seat }
mail-open-command = Ouvrir votre commandement
mail-relieved = Votre commandement a changé de mains

## Comptes, rappels et messages

mail-reset = Réinitialisez votre mot de passe
mail-reset-line = Quelqu'un (vous, espérons-le) a demandé à réinitialiser votre mot de passe Bocage. Le lien ne fonctionne qu'une fois, pendant une heure. Si ce n'était pas vous, ignorez cet e-mail.
mail-reset-action = Choisir un nouveau mot de passe
mail-nudge = Le maître de jeu vous attend
# $from: the writer's name.
mail-directive = Directive de { $from }
# $channel: the thread's title (the side's, a battle's).
mail-message = { $from } dans le canal { $channel }
mail-open-messages = Ouvrir la messagerie
# $role: word-role.
mail-invited = Invitation en tant que { $role }
mail-invited-line = Le maître de jeu vous a fait rejoindre la campagne { $campaign } en tant que { $role }.
mail-invited-password = Choisissez votre mot de passe pour vous connecter (le lien est valable 7 jours).
mail-invited-sign-in = Connectez-vous pour voir la campagne.
mail-choose-password = Choisir votre mot de passe

## Le résumé quotidien

mail-digest = Résumé quotidien de Bocage : { $n ->
    [one] { $n } nouveauté
   *[other] { $n } nouveautés
}
mail-open-bocage = Ouvrir Bocage

## Fichiers de tour et batailles concédées

mail-chase-away = Bataille { $battle } en { $zone } : son commandant est absent au-delà de la pause du délai de tour
mail-chase-away-line = Le commandant { $side } dans la bataille { $battle } en { $zone } est absent et garde le fichier de tour { $n } depuis plus de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} d'absence : le délai de tour court de nouveau. Accordez-lui plus de temps, trouvez-lui un remplaçant ou tranchez (R13.4, R13.5).
mail-chase-1 = Bataille { $battle } en { $zone } : votre fichier de tour est attendu
mail-chase-1-line = Le fichier de tour { $n } de la bataille { $battle } en { $zone } vous attend depuis plus de { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}. Jouez votre tour dans CMBN et renvoyez votre fichier.
mail-chase-2 = Bataille { $battle } en { $zone } : un fichier de tour dépasse pour la deuxième fois le délai de tour
mail-chase-2-line = Le fichier de tour { $n } de la bataille { $battle } en { $zone } attend le commandant { $side } depuis plus de { $hours } heures.
# $now: "now" (the combat resolution phase runs) or "later".
word-when-result = { $now ->
    [now] dès maintenant
   *[later] pendant la phase de résolution des combats
}
mail-conceded = Bataille { $battle } en { $zone } : le commandant { $side } concède la bataille
# $when: word-when-result.
mail-conceded-gm = Le commandant { $side } a concédé la bataille { $battle } en { $zone }. Saisissez-en le résultat { $when } : il indiquera que la bataille a été concédée (R13.5).
mail-conceded-told = Le commandant { $side } a concédé la bataille { $battle } en { $zone } : la partie est terminée, plus aucun fichier de tour n'est envoyé, et le maître de jeu en saisit le résultat { $when } (R13.5).
mail-see-battle = Voir la bataille
mail-enter-result = Saisir le résultat
mail-gm-chase = Bataille { $battle } en { $zone } : le maître de jeu vous demande de continuer à jouer
mail-gm-chase-live = La bataille { $battle } en { $zone } vous attend : convenez d'un horaire pour la jouer en direct, ou jouez-la dans CMBN, ou dites au maître de jeu ce qui la bloque.
mail-gm-chase-pbem = La bataille { $battle } en { $zone } vous attend : jouez votre tour dans CMBN et envoyez votre fichier de tour, ou dites au maître de jeu ce qui la bloque.

## Parties en direct (R13.6)

mail-session-proposed = Bataille { $battle } à { $zone } : une partie en direct est proposée
mail-session-proposed-line = Votre adversaire propose de jouer la bataille { $battle } à { $zone } en direct le { $when } pendant { $length }. Acceptez ou refusez sur la fiche de la bataille.
mail-session-answer = Répondre à la proposition
mail-session-agreed = Bataille { $battle } à { $zone } : votre partie en direct est convenue
mail-session-agreed-on = Votre adversaire a accepté la partie en direct de la bataille { $battle } à { $zone } le { $when }. Elle est dans votre flux de calendrier, avec un rappel une heure avant.
mail-session-agreed-line = Votre adversaire a accepté la partie en direct de la bataille { $battle } à { $zone }. Elle est dans votre flux de calendrier, avec un rappel une heure avant.
mail-session-declined = Bataille { $battle } à { $zone } : aucune partie en direct convenue
mail-session-declined-line = Votre adversaire a refusé ou annulé la partie en direct de la bataille { $battle } à { $zone }. Proposez un autre moment sur la fiche de la bataille.
mail-session-see = Voir la bataille
mail-session-played = Le commandant { $side } signale que la partie en direct de la bataille { $battle } à { $zone } a été jouée. Confirmez-le sur la fiche.
mail-session-absent = Le commandant { $side } signale que le commandant { $absent } n'est pas venu à la partie en direct de la bataille { $battle } à { $zone }. Tranchez sur la fiche : une absence confirmée compte dans le bilan (R13.6).
mail-session-to-decide = Bataille { $battle } à { $zone } : une partie en direct à trancher
mail-session-decide = Trancher la partie
mail-session-missed = Bataille { $battle } à { $zone } : une partie en direct a été manquée
mail-session-missed-line = Le maître de jeu confirme que le commandant { $absent } n'est pas venu à la partie en direct de la bataille { $battle } à { $zone } ; cela compte dans son bilan (R13.6). Convenez d'un nouveau moment sur la fiche de la bataille.
mail-session-book = Prévoir une nouvelle partie
