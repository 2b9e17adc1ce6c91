# Autres pages (français) : les autres sections de la page du compte, les
# pages du mot de passe et de l'invitation, la désinscription, la
# documentation de l'API, les statistiques, le rejeu, le compte rendu de tour,
# les webhooks et ce que la page des ordres disait encore en anglais. Les noms
# de lieux, d'unités et de personnes et les nombres sont des données.

## Compte

account-game-title = Votre Combat Mission
account-game-hint = La version de CMBN et les modules dont vous disposez : les batailles d'une campagne exigent la version et les modules qu'indique son maître de jeu (R13.2), et le maître de jeu est prévenu lorsqu'il en manque au commandant d'une bataille.
account-game-version = Version de CMBN (telle que l'affiche l'écran titre du jeu, p. ex. 5.01)
account-game-modules = Vos modules, un par ligne (p. ex. Commonwealth Forces, Market Garden)
account-save = Enregistrer
account-password = Mot de passe
account-current-password = Mot de passe actuel
account-new-password = Nouveau mot de passe (10 caractères ou plus)
account-confirm-password = Confirmez le nouveau mot de passe
account-end-tokens = Révoquer aussi mes jetons d'API
account-password-hint = Un nouveau mot de passe déconnecte tous les navigateurs sauf celui-ci. Une réinitialisation du mot de passe ou un lien d'invitation révoque aussi tous les jetons d'API.
account-change-password = Changer le mot de passe
account-tokens = Jetons d'API
# Followed by the header a token is sent in (code), then account-tokens-use.
account-tokens-send = Envoyez un jeton sous la forme
# Followed by the link account-tokens-api, then a full stop.
account-tokens-use = pour accéder à
account-tokens-api = l'API JSON
account-new-token = Nouveau jeton :
account-no-tokens = Aucun jeton pour l'instant.
account-col-name = Nom
account-col-created = Créé (UTC)
account-revoke = Révoquer
account-token-name = Nom du jeton
account-token-example = p. ex. mes scripts
account-create-token = Créer un jeton
account-sessions = Où vous êtes connecté
# $n: hours without use before a session ends; $lifetime: hours after
# sign-in at the latest (English says "hours" for any number).
account-sessions-hint = Une session prend fin après { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    } sans utilisation, et au plus tard { $lifetime } heures après la connexion. Changer votre mot de passe déconnecte toutes les autres sessions.
account-col-browser = Navigateur
account-col-address = Adresse
account-col-last-used = Dernière utilisation (UTC)
account-this-session = (celle-ci)
# $time: when the session began ("2026-06-06 14:00").
account-signed-in-at = connecté le { $time }
account-sign-out-everywhere = Se déconnecter partout
account-mail = E-mails
account-mail-what = Quoi
account-mail-how = Comment
account-mail-always = toujours envoyé
account-mail-immediate = immédiatement
account-mail-digest = dans mon récapitulatif quotidien
account-mail-off = désactivé
account-digest-hour = Récapitulatif quotidien à (heure, votre fuseau horaire)
account-save-mail = Enregistrer les préférences d'e-mail
account-calendar = Calendrier des échéances
account-calendar-hint = Un lien iCalendar privé avec chaque date limite de phase et chaque échéance de bataille de vos campagnes.
account-calendar-new = Votre lien de calendrier (copiez-le maintenant : il n'est affiché qu'une fois) :
account-calendar-active = Un lien de calendrier est actif. Vous l'avez perdu ? Remplacez-le, puis abonnez-vous de nouveau avec le nouveau lien.
account-calendar-replace = Remplacer le lien
account-calendar-create = Créer un lien de calendrier

## Types d'e-mails (page du compte et désinscription)

account-mail-cat-invitation = Invitations à une campagne
account-mail-cat-password-reset = Réinitialisations du mot de passe
account-mail-cat-nudge = Rappels du maître de jeu
account-mail-cat-directive = Directives de votre commandant en chef
account-mail-cat-phase = Une phase s'ouvre et vous avez quelque chose à faire
account-mail-cat-reminder = Ordres attendus : 24 et 2 heures avant une date limite
account-mail-cat-drafts-ready = Tous les commandants de bataillon ont terminé (commandants en chef, R5.12)
account-mail-cat-orders = Les ordres de votre camp ont été validés
account-mail-cat-battle = Une bataille est engagée, des défenseurs sont à choisir
account-mail-cat-result = Un résultat est saisi, des pertes sont à choisir
account-mail-cat-victory = La campagne est gagnée
account-mail-cat-schedule = La campagne est mise en pause ou reprend, ou une date limite attend le maître de jeu
account-mail-cat-message = Nouveaux messages dans vos canaux
account-mail-cat-summary = De retour d'une absence : ce qui s'est passé entre-temps, un poste qui vous est confié

## Mot de passe oublié, invitation, désinscription

forgot-check-mail = Consultez votre messagerie
forgot-sent = Si cette adresse correspond à un compte, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une seule fois, pendant une heure.
forgot-send = M'envoyer un lien de réinitialisation
invite-title = Choisissez votre mot de passe
# Followed by the account's email address (in bold), then a full stop.
invite-sets = Ce mot de passe sera celui du compte
invite-password = Mot de passe (10 caractères ou plus)
invite-submit = Définir le mot de passe et se connecter
unsubscribe-done = Désinscription effectuée
# Followed by the kind of mail (in bold, an account-mail-cat-* message).
unsubscribe-no-longer = Vous ne recevrez plus :
unsubscribe-back-on = Vous pouvez les réactiver depuis la page de votre compte.
unsubscribe-stop = Ne plus recevoir ces e-mails ?
unsubscribe-button = Se désinscrire

## La documentation de l'API (son texte court autour de code : chaque
## message est un morceau entre deux éléments de code)

apidocs-description = L'API JSON de Bocage : chaque action des pages de campagne, avec des exemples et un document OpenAPI 3.1.
apidocs-title = API JSON de Bocage (v1)
# Then: /api/v1
apidocs-under = Chaque point d'accès se trouve sous
apidocs-answers = et répond en JSON. Authentifiez-vous avec un jeton personnel
# Then: the command that makes a token.
apidocs-account-page = (page du compte, ou
# After the command: ") sent as", then the header.
apidocs-sent-as = ) envoyé sous la forme
# After the header and a semicolon.
apidocs-csrf = les requêtes avec un jeton n'ont pas besoin de jeton CSRF. Une session de navigateur fonctionne aussi, avec l'en-tête
apidocs-unsafe = pour les méthodes non sûres.
apidocs-404 = Les campagnes dont vous n'êtes pas membre répondent
apidocs-403 = Un rôle qui n'a pas le droit de faire quelque chose reçoit
apidocs-400 = un corps illisible
apidocs-401 = un jeton absent ou invalide
apidocs-422 = et un ordre qui enfreint une règle
apidocs-422-after = avec l'identifiant de la règle et les chiffres. Rien n'est appliqué partiellement. Les erreurs ont toujours cette forme :
apidocs-locations = Les emplacements sont des chaînes : une zone
apidocs-launch-box = une zone d'embarquement
apidocs-or = ou
apidocs-sides = Les camps sont
apidocs-and = et
apidocs-phases = les phases
apidocs-commands = Les commandes répondent avec les événements qu'elles ont enregistrés et la campagne telle qu'elle est désormais
# Then: GET /api/v1/campaigns/{id}
apidocs-as = comme
apidocs-minimal = Un client qui fait beaucoup de modifications et ne lit la campagne qu'au besoin peut envoyer
# Between "(RFC 7240):" and "campaign".
apidocs-leaves = la réponse omet alors
apidocs-keeps = mais garde tout le reste
apidocs-where = là où le point d'accès les nomme
apidocs-carries = et porte
apidocs-machine = La description lisible par machine est
# $who: who may call the endpoint (English, from the API's table);
# $status: the HTTP status of a success.
apidocs-who = Qui : { $who }. Répond { $status }.
apidocs-request = Requête
apidocs-response = Réponse

## Statistiques

stats-title = Statistiques
stats-hint = Le déroulement de la campagne, manche par manche, tel que vous pouvez le connaître : compté d'après votre vue de la carte à la fin de chaque phase enregistrée.
stats-hint-secrets = Le soutien et les renforts ne sont comptés que pour le camp dont vous partagez les secrets.
stats-csv = Télécharger les tours en CSV
stats-replay = Rejouer la campagne
stats-none = Rien à compter pour l'instant : la campagne n'a pas commencé.
# $title: a chart's title.
stats-as-table = { $title } sous forme de tableau
stats-table-of = { $title } : tableau (défile latéralement)
stats-col-round = Manche
stats-turns = Tour par tour
stats-turns-table = Tours (défile latéralement)
stats-col-turn = Tour
# "A" stands for the Allies, "X" for the Axis.
stats-col-zones = Zones A / X / contestées
stats-col-objectives = Objectifs A / X
stats-col-allied-units = Compagnies / sections / artillerie / aviation alliées
stats-col-axis-units = Compagnies / sections / artillerie / aviation de l'Axe
stats-col-battle-results = Batailles (gagnées / nulles / tenues)
stats-col-losses = Pertes A / X
stats-col-artillery-lost = Artillerie perdue A / X
stats-col-allied-support = Soutien allié (art. / air / navires)
stats-col-allied-reinforcements = Renforts alliés
stats-col-axis-support = Soutien de l'Axe (art. / air)
stats-col-axis-reinforcements = Renforts de l'Axe
# $round: the round's number; $side: "allies" or "axis".
stats-turn = M{ $round } { $side ->
    [allies] Alliés
   *[axis] Axe
}
stats-now = (en cours)
stats-battalions = Bataillons
stats-battalions-table = Bataillons (défile latéralement)
stats-battalions-hint = Compagnies et sections actives de chaque bataillon de votre camp à la fin de chaque tour.
stats-by-type = Batailles par type
stats-by-type-table = Batailles par type (défile latéralement)
stats-col-type = Type de bataille
stats-no-battles = Aucune bataille pour l'instant.
stats-battles-table = Batailles (défile latéralement)
stats-col-battle = Bataille
stats-col-zone = Lieu
stats-col-attacker = Attaquant
stats-col-outcome = Résultat
stats-col-lost = Pertes A / X
# $side: "allies" or "axis" (a column's or a badge's word).
stats-side = { $side ->
    [allies] Alliés
   *[axis] Axe
}
stats-not-fought = pas encore livrée
# The charts: their titles, what they count, their series.
stats-chart-strength = Forces au fil des manches
stats-chart-strength-unit = compagnies et sections
stats-chart-zones = Zones tenues
stats-chart-zones-unit = nombre de zones
stats-chart-battles = Résultats des batailles par manche
stats-chart-battles-unit = batailles
stats-series-allies = Alliés
stats-series-axis = Axe
stats-series-contested = Contestées
stats-series-won = Victoire de l'attaquant
stats-series-drawn = Match nul
stats-series-held = Le défenseur a tenu

## Rejeu

replay-title = Rejeu
replay-none = Rien à rejouer pour l'instant : la première phase n'est pas terminée.
# $round: the round's number; $side: "allies" or "axis"; $phase: the phase.
replay-frame-title = Manche { $round }, { $side ->
    [allies] Alliés
   *[axis] Axe
} – { $phase ->
    [combat_move] Mouvement de combat
    [combat_resolution] Résolution des combats
    [combat_results] Résultats des combats
    [non_combat_move] Mouvement hors combat
   *[reinforcements] Renforts
}
# $current: the frame shown; $total: how many frames.
replay-frame-of = image { $current } sur { $total }
# $viewpoint: allies, axis, public or complete.
replay-viewpoint-name = { $viewpoint ->
    [allies] Alliés
    [axis] Axe
    [public] Publique
   *[complete] Complète (sans brouillard de guerre)
}
# $name: a replay-viewpoint-name.
replay-view = Vue : { $name }
replay-controls = Commandes du rejeu
replay-previous = ◀ Précédent
replay-play = ▶ Lecture
replay-next = Suivant ▶
replay-speed = Vitesse
replay-slow = lente
replay-normal = normale
replay-fast = rapide
replay-go-to = Aller à
# $round: the round's number.
replay-round = Manche { $round }
# $battle: the battle's number; $zone: its zone ("F14").
replay-battle-in = bataille { $battle } en { $zone }
replay-show = Afficher
replay-viewpoint = Point de vue
replay-switch = Changer
replay-keys = Touches : ← et → pour avancer ou reculer, espace pour lancer et mettre en pause. Flèches : pleines pour les attaques, tiretées pour les mouvements, pointillées pour les débarquements et les arrivées. Un cercle marque une zone qui a changé de mains.
replay-phases = Les phases
replay-forum = Pour le forum
replay-gif = Toute la campagne en image animée
replay-gif-frames = (une image par tour)
replay-gif-round = manche { $round }
replay-public-hint = La vue publique : ce que tout le monde peut voir, rien de secret d'aucun camp, à publier où vous voulez.
# What happened in a frame, joined by commas ("3 moves, 1 battle begun").
replay-moves = { $n ->
    [one] { $n } mouvement
   *[other] { $n } mouvements
}
replay-battles-begun = { $n ->
    [one] { $n } bataille engagée
   *[other] { $n } batailles engagées
}
replay-battles-decided = { $n ->
    [one] { $n } bataille décidée
   *[other] { $n } batailles décidées
}
replay-zones-changed = { $n ->
    [one] { $n } zone a changé de mains
   *[other] { $n } zones ont changé de mains
}
replay-no-moves = aucun mouvement

## Compte rendu de tour

# $campaign: the campaign's name; $round: the round; $side: "allies" or "axis".
report-title = { $campaign } : manche { $round }, tour { $side ->
    [allies] allié
   *[axis] de l'Axe
}
report-heading = Manche { $round }, tour { $side ->
    [allies] allié
   *[axis] de l'Axe
}
report-public = Version publique
report-own = Version de votre camp
report-own-note = (soutien utilisé, jamais montré à l'ennemi)
report-plain-text = Texte brut
report-zones-changed = Zones qui ont changé de contrôle
report-none = Néant.
report-victory-track = Piste de victoire
report-nobody = personne
# $n: rounds left (English says "rounds" for any number).
report-rounds-left = { $n ->
    [one] Encore { $n } manche.
   *[other] Encore { $n } manches.
}
# $deadline: the next deadline, in the reader's time zone.
report-next-deadline = Prochaine date limite : { $deadline }.
# $battle: the battle's number; $place: its zone and name.
report-battle-in = Bataille { $battle } en { $place }
# $attacker, $defender: losses in units.
report-losses = (pertes : attaquant { $attacker }, défenseur { $defender })
# $support: what the attacker used (English, from the report).
report-support = soutien : { $support }
# $side: "allies" or "axis".
report-side-commander = { $side ->
    [allies] Commandant allié :
   *[axis] Commandant de l'Axe :
}
report-aar = Compte rendu (AAR)
report-reinforcements = Renforts arrivés
report-artillery-lost = Artillerie perdue
report-so-far = La campagne jusqu'ici
report-all-stats = Toutes les statistiques
report-map = La carte à la fin du tour
report-png = La carte en image (PNG), pour les messages de forum

## Webhooks

webhooks-intro = Bocage peut publier les nouvelles publiques de cette campagne sur un salon Discord ou sur tout service qui accepte du JSON : comptes rendus de tour (avec la carte à la fin du tour sur Discord), ouverture des phases, batailles engagées, résultats et victoire. Seul ce que chaque membre peut voir est envoyé, jamais les secrets d'un camp.
webhooks-list = Les webhooks de cette campagne
webhooks-none = Aucun webhook pour l'instant.
webhooks-col-address = Adresse
webhooks-col-format = Format d'envoi
webhooks-col-events = Événements
webhooks-col-actions = Opérations
webhooks-remove = Supprimer
# $host: the webhook's host (its address is secret).
webhooks-remove-which = le webhook vers { $host }
webhooks-add = Ajouter un webhook
webhooks-address = Adresse (dans Discord : paramètres du salon, Intégrations, Webhooks, Copier l'URL du webhook)
webhooks-https = https uniquement
webhooks-https-except = sauf pour les hôtes que ce site autorise
webhooks-never-private = jamais une adresse privée ou locale. L'adresse reste secrète : cette page n'en montre que l'hôte.
webhooks-events-to-send = Événements à envoyer
webhooks-add-button = Ajouter le webhook
webhooks-failed = Envois qui ont échoué
webhooks-format-generic = JSON générique
webhooks-event-turn-report = Compte rendu de tour
webhooks-event-phase-opened = Phase ouverte
webhooks-event-battle-set = Bataille engagée
webhooks-event-result-in = Résultat saisi
webhooks-event-victory = Victoire

## Ordres (ce que pages.ftl ne dit pas) et l'état d'une campagne

# $n: how many units of the group.
orders-group-units = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}
# $goes: where the group may go, orders-goes items joined by commas.
orders-may = possible : { $goes }
# $kind: the kind of move; $to: the destination ("F14").
orders-goes = { $kind ->
    [attack] attaque sur
    [capture] prise de
    [reinforce] renfort en
    [land] débarquement en
   *[move] mouvement vers
} { $to }
# $kind: the kind of move to a destination.
orders-kind = { $kind ->
    [attack] attaque
    [capture] prise
    [reinforce] renfort
    [land] débarquement
   *[move] mouvement
}
# $targets: the battalions an attack may target, joined by orders-or.
orders-attack-of = attaque : { $targets }
orders-or = ou
# $name: a battalion; $zone: its zone; $odds: the odds (English, from the rules).
orders-target = { $name } (en { $zone } ; { $odds })
# $who: a battalion's name or orders-side-artillery; $place: where it is.
orders-group = { $who } en { $place }
# $side: "allies" or "axis".
orders-side-artillery = { $side ->
    [allies] Artillerie alliée
   *[axis] Artillerie de l'Axe
}
orders-artillery = Artillerie
orders-kind-combat = mouvement de combat
orders-kind-non-combat = mouvement hors combat
# $class: a unit's class (company, platoon, artillery, air).
orders-class = { $class ->
    [company] compagnie
    [platoon] section
    [artillery] artillerie
   *[air] aviation
}
# A unit whose name says another class than the one it counts as.
orders-class-counts-as = { $class ->
    [company] compte comme une compagnie
    [platoon] compte comme une section
    [artillery] compte comme de l'artillerie
   *[air] compte comme de l'aviation
}
# $place: where the units are stuck.
orders-stuck-in = en { $place }

## Un graphique en une phrase (la description de son SVG)

chart-describe-none = { $title } : aucune manche jouée pour l'instant.
chart-describe-over = { $title } sur { $n } manches : { $values }.
chart-describe-end = { $title } à la fin de { $round } : { $values }.
