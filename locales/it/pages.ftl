# Pagine (italiano): la cornice comune a tutte le pagine, l'accesso e
# l'account, le pagine d'errore. I nomi di luoghi, unità e persone sono
# dati e restano come vengono passati.

## La cornice

# $title: the page's title.
page-description = { $title } in Bocage: meta-campagne di Combat Mission: Battle for Normandy sulla mappa di Axis & Allies D-Day, con ordini, battaglie e cronologia.
nav-skip = Vai al contenuto
nav-menu = menu a tendina
nav-campaign-menu = Campagna (menu)
nav-campaign = Campagna
nav-overview = Panoramica
nav-map = Mappa
nav-orders = Ordini
nav-battles = Battaglie
nav-messages = Messaggi
nav-history = Cronologia
nav-setup = Impostazioni
nav-my-campaigns = Le mie campagne
# $name: the member's display name.
nav-account-of = Account: { $name }
nav-sign-out = Esci
nav-sign-in = Accedi
flash-not-done = Non eseguito:
flash-checked = Verificato, nulla è stato salvato:
# $n: how many problems (2 or more).
flash-problems = { $n ->
    [one] Un problema:
   *[other] { $n } problemi:
}
flash-rules-cited = Le regole:
footer-what = Meta-campagne di Combat Mission: Battle for Normandy
footer-rules = Le regole

## Errori

# $title: the error's title.
error-description = { $title }: Bocage gestisce meta-campagne di Combat Mission: Battle for Normandy.
# $rule: a rule's id ("R6.5").
error-rule = Regola { $rule } delle regole della campagna.
error-title-400 = Questa richiesta non aveva senso
error-title-401 = Accedi, per favore
error-title-403 = Non consentito
error-title-404 = Non trovato
error-title-409 = Modificato nel frattempo
error-title-413 = Troppo grande
error-title-422 = Non si può fare
error-title-429 = Troppi tentativi
error-title-500 = Errore del server
error-title-503 = Riprova tra un momento
error-sign-in = Accedi per vedere questa pagina.
error-not-found = A questo indirizzo non c'è nulla, oppure non puoi vederlo.
error-internal = Qualcosa è andato storto da parte nostra. Nulla è stato modificato; riprova.

## Accesso

login-title = Accesso
login-email = Indirizzo email
login-password = Password dell'account
login-submit = Accedi
login-forgot = Password dimenticata?
login-by-invitation = Gli account si creano con l'invito di un game master.
login-wrong = Questa email e questa password non corrispondono a nessun account.

## Lingua

language-label = Lingua
language-browser = Quella che chiede il mio browser
language-save = Usa questa lingua
language-hint = Pagine, rifiuti ed email che ti riguardano sono scritti in questa lingua. I nomi di luoghi e unità restano come li riportano la mappa e il gioco.
language-as-browser = Ora Bocage ti parla nella lingua che chiede ciascun browser.
# $language: the language's name in itself ("Deutsch").
language-saved = Ora Bocage ti parla in { $language }.

## Account

account-title = Il tuo account
account-profile = Profilo
account-signed-in-as = Accesso effettuato come
account-display-name = Nome visualizzato
account-time-zone = Fuso orario
account-save-profile = Salva il profilo
