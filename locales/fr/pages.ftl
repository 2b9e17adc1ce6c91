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
language-saved = Bocage vous parle désormais en { $language }.

## Compte

account-title = Votre compte
account-profile = Profil public
account-signed-in-as = Connecté en tant que
account-display-name = Nom affiché
account-time-zone = Fuseau horaire
account-save-profile = Enregistrer le profil
