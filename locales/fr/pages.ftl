# Pages (français) : le cadre commun à toutes les pages, la connexion et le
# compte, les pages d'erreur. Les noms de lieux, d'unités et de personnes
# sont des données, affichées telles quelles.

## Le cadre

# $title: the page's title.
page-description = { $title } dans Bocage : méta-campagnes de Combat Mission: Battle for Normandy sur la carte d'Axis & Allies D-Day, avec ordres, batailles et historique.
nav-skip = Aller au contenu
nav-menu = menu déroulant
nav-campaign-menu = Campagne (menu)
nav-campaign = Campagne
nav-overview = Vue d'ensemble
nav-map = Carte
nav-orders = Ordres
nav-battles = Batailles
nav-messages = Messagerie
nav-history = Historique
nav-setup = Paramètres
nav-my-campaigns = Mes campagnes
# $name: the member's display name.
nav-account-of = Compte : { $name }
nav-sign-out = Se déconnecter
nav-sign-in = Se connecter
flash-not-done = Non effectué :
flash-checked = Vérifié, rien n'a été gardé :
# $n: how many problems (2 or more).
flash-problems = { $n ->
    [one] { $n } problème :
   *[other] { $n } problèmes :
}
flash-rules-cited = Les règles :
footer-what = Méta-campagnes de Combat Mission: Battle for Normandy
footer-rules = Les règles

## Erreurs

# $title: the error's title.
error-description = { $title } : Bocage mène des méta-campagnes de Combat Mission: Battle for Normandy.
# $rule: a rule's id ("R6.5").
error-rule = Règle { $rule } des règles de la campagne.
error-title-400 = Cette requête n'avait pas de sens
error-title-401 = Veuillez vous connecter
error-title-403 = Non autorisé
error-title-404 = Introuvable
error-title-409 = Modifié entre-temps
error-title-413 = Trop volumineux
error-title-422 = Ce n'est pas possible
error-title-429 = Trop de tentatives
error-title-500 = Erreur du serveur
error-title-503 = Réessayez dans un instant
error-sign-in = Connectez-vous pour voir cette page.
error-not-found = Il n'y a rien à cette adresse, ou vous ne pouvez pas le voir.
error-internal = Un problème est survenu de notre côté. Rien n'a été modifié ; veuillez réessayer.

## Connexion

login-title = Connexion
login-email = Adresse e-mail
login-password = Mot de passe
login-submit = Se connecter
login-forgot = Mot de passe oublié ?
login-by-invitation = Les comptes sont créés sur invitation d'un maître de jeu.
login-wrong = Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.

## Langue

language-label = Langue
language-browser = Celle que demande mon navigateur
language-save = Utiliser cette langue
language-hint = Les pages, les refus et les e-mails qui vous sont adressés sont rédigés dans cette langue. Les noms de lieux et d'unités restent tels que la carte et le jeu les donnent.
language-as-browser = Bocage vous parle désormais dans la langue que demande chaque navigateur.
# $language: the language's name in itself ("Deutsch").
language-saved = Langue choisie : { $language }. Bocage vous parle désormais dans cette langue.

## Compte

account-title = Votre compte
account-profile = Profil public
account-signed-in-as = Connecté en tant que
account-display-name = Nom affiché
account-time-zone = Fuseau horaire
account-save-profile = Enregistrer le profil

## Ordres

orders-page-not-your-turn = Ce n'est pas le tour de votre camp, qui se déplace pendant son propre tour. On peut néanmoins vous demander de choisir des défenseurs ou des pertes sur la
orders-battles-page = page des batailles
orders-observers = Les observateurs consultent la carte et l'historique, mais ne donnent pas d'ordres.
# $phase: the phase's name.
orders-draft-a-move = Préparer un ordre ({ $phase })
orders-none-may-move = Aucune de vos unités ne peut se déplacer maintenant.
orders-none-all-moved = Aucune de vos unités ne peut se déplacer maintenant : chacune s'est déjà déplacée ou figure dans un ordre préparé.
orders-quicker-on = Plus rapide sur la
orders-the-map = carte
orders-quicker-how = cliquez sur une pile, cochez des unités, puis cliquez sur leur destination.
orders-to = Vers
orders-attack-battalion = Bataillon à attaquer
orders-only-one = (le seul présent, ou pas d'attaque)
orders-only-legal = Seules les destinations autorisées sont proposées. Un ordre déplace les unités d'un seul bataillon depuis un seul endroit.
orders-draft = Préparer l'ordre
orders-check = Vérifier cet ordre
orders-cannot-move = Déplacement impossible pour l'instant : { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}
orders-who-is-done = Qui a terminé
orders-ready = terminé
orders-not-yet = pas encore
orders-not-done = Finalement, je n'ai pas terminé
orders-done = Mes ordres sont terminés
orders-done-hint = Indique à votre commandant en chef que vous avez préparé tous les ordres prévus pour cette phase (R5.12). Toute modification de vos ordres annule cette déclaration.
orders-drafted = Ordres préparés
orders-none = Aucun.
orders-col-battalion = Bataillon
orders-col-units = Unités
orders-col-from = De
orders-col-attacks = Attaque
orders-col-odds = Rapport
orders-col-kind = Type
orders-col-by = Auteur
orders-delete = Supprimer
# $draft: the move's number.
orders-delete-which = l'ordre { $draft }
orders-yes-delete = Oui, supprimer l'ordre { $draft }
orders-edit = Modifier
orders-save-change = Enregistrer la modification
orders-stacking-problems = Ces ordres préparés ne peuvent pas être validés en l'état (R4.4) :
orders-stacking-after = Empilement après ces ordres
orders-stack-units = { $n ->
    [one] { $n } unité
   *[other] { $n } unités
}
orders-stack-artillery = { $n ->
    [one] { $n } unité d'artillerie
   *[other] { $n } unités d'artillerie
}
orders-over-limit = limite dépassée
orders-commit-refused = Pour l'instant, la validation serait refusée :
orders-commit-summary = Valider les ordres du camp ({ $n ->
    [one] { $n } préparé
   *[other] { $n } préparés
})…
orders-commit-explains = La validation rend définitifs pour cette phase tous les ordres préparés de votre camp, et les attaques deviennent des batailles. Elle est irréversible. Le soutien (artillerie, aviation, navires) est ensuite attribué sur la fiche de chaque bataille.
orders-commit-yes = Oui, valider { $n ->
    [one] { $n } ordre préparé
   *[other] { $n } ordres préparés
}
orders-reinforcements = Renforts
# $round: the round they arrive in.
orders-arrives = arrive à la manche { $round }
orders-place-in = Placer en
orders-place = Placer
orders-placed-when = Les renforts sont placés pendant la phase de renforts de leur manche d'arrivée.

## Mes campagnes

table-scrolls = Tableau (défile latéralement)
list-none = Vous ne participez encore à aucune campagne. Un maître de jeu vous ajoute par e-mail.
list-campaign = Campagne
list-state = État
list-for-you = Pour vous
list-deadline = Date limite
# $n: how many things wait on the reader (1 or more).
list-your-move = À vous de jouer : { $n } en attente
list-optional = { $n ->
    [one] { $n } facultative
   *[other] { $n } facultatives
}
list-nothing = rien
list-unread = { $n ->
    [one] { $n } nouveau message
   *[other] { $n } nouveaux messages
}
list-no-deadline = aucune
list-new = Nouvelle campagne
list-name = Nom
list-name-example = Overlord, ligue d'été
list-round-1-date = Date de la manche 1
list-create = Créer la campagne
list-you-gm = Vous en devenez le maître de jeu.

## La langue de la campagne (le maître du jeu, sur la page des webhooks)

campaign-language-saved = Langue de la campagne : { $language }. Les rapports de tour, les webhooks et la carte animée sont désormais dans cette langue.
campaign-language-head = Langue de la campagne
campaign-language-hint = Les rapports de tour, les webhooks et les légendes de la carte animée partent vers les forums et Discord dans cette langue. Chaque membre lit les pages, les courriels et les refus dans la sienne.
campaign-language-label = Langue
campaign-language-save = Enregistrer la langue
