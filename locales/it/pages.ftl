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
language-saved = Lingua scelta: { $language }. Ora Bocage ti parla in questa lingua.

## Account

account-title = Il tuo account
account-profile = Profilo
account-signed-in-as = Accesso effettuato come
account-display-name = Nome visualizzato
account-time-zone = Fuso orario
account-save-profile = Salva il profilo

## Ordini

orders-page-not-your-turn = Non è il turno del tuo schieramento, che muove nel proprio turno; potrebbe comunque esserti chiesto di scegliere difensori o perdite nella
orders-battles-page = pagina delle battaglie
orders-observers = Gli osservatori consultano la mappa e la cronologia; non danno ordini.
# $phase: the phase's name.
orders-draft-a-move = Prepara un ordine ({ $phase })
orders-none-may-move = Non hai unità che possano muoversi ora.
orders-none-all-moved = Non hai unità che possano muoversi ora: ogni unità si è già mossa o ha un ordine in bozza.
orders-quicker-on = Più rapido sulla
orders-the-map = mappa
orders-quicker-how = clicca una pila, spunta le unità, clicca dove devono andare.
orders-to = Verso
orders-attack-battalion = Battaglione da attaccare
orders-only-one = (l'unico presente, o nessun attacco)
orders-only-legal = Sono proposte solo destinazioni valide; un ordine muove unità di un solo battaglione da un solo luogo.
orders-draft = Prepara l'ordine
orders-check = Verifica questo ordine
orders-cannot-move = Nessun movimento possibile ora: { $n } unità
orders-who-is-done = Chi ha concluso
orders-ready = ha concluso
orders-not-yet = non ancora
orders-not-done = In realtà non ho concluso
orders-done = I miei ordini sono conclusi
orders-done-hint = Comunica al tuo comandante supremo che hai preparato tutto ciò che intendevi per questa fase (R5.12); se modifichi i tuoi ordini, la dichiarazione viene ritirata.
orders-drafted = Ordini in bozza
orders-none = Nessuno.
orders-col-battalion = Battaglione
orders-col-units = Unità
orders-col-from = Da
orders-col-attacks = Attacca
orders-col-odds = Rapporto
orders-col-kind = Tipo
orders-col-by = Autore
orders-delete = Elimina
# $draft: the move's number.
orders-delete-which = l'ordine { $draft }
orders-yes-delete = Sì, elimina l'ordine { $draft }
orders-edit = Modifica
orders-save-change = Salva la modifica
orders-stacking-problems = Questi ordini in bozza non possono essere confermati così come sono (R4.4):
orders-stacking-after = Impilamento dopo questi ordini
orders-stack-units = { $n } unità
orders-stack-artillery = { $n } unità di artiglieria
orders-over-limit = oltre il limite
orders-commit-refused = Al momento la conferma verrebbe rifiutata:
orders-commit-summary = Conferma gli ordini dello schieramento ({ $n } in bozza)…
orders-commit-explains = Con la conferma, tutti gli ordini in bozza del tuo schieramento diventano definitivi per questa fase; gli attacchi diventano battaglie. Non si può tornare indietro. Il supporto (artiglieria, aerei, navi) si assegna poi nella scheda di ciascuna battaglia.
orders-commit-yes = Sì, conferma { $n ->
    [one] { $n } ordine in bozza
   *[other] { $n } ordini in bozza
}
orders-reinforcements = Rinforzi
# $round: the round they arrive in.
orders-arrives = arriva al round { $round }
orders-place-in = Piazza in
orders-place = Piazza
orders-placed-when = I rinforzi si piazzano nella fase Rinforzi del round in cui arrivano.

## Le mie campagne

table-scrolls = Tabella (scorre di lato)
list-none = Non fai ancora parte di nessuna campagna. Un game master ti aggiunge via email.
list-campaign = Campagna
list-state = Stato
list-for-you = Per te
list-deadline = Scadenza
# $n: how many things wait on the reader (1 or more).
list-your-move = Tocca a te: { $n } in attesa
list-optional = { $n ->
    [one] { $n } facoltativa
   *[other] { $n } facoltative
}
list-nothing = niente
list-unread = { $n ->
    [one] { $n } nuovo messaggio
   *[other] { $n } nuovi messaggi
}
list-no-deadline = nessuna
list-new = Nuova campagna
list-name = Nome
list-name-example = Overlord, lega estiva
list-round-1-date = Data del round 1
list-create = Crea la campagna
list-you-gm = Ne diventi il game master.

## La lingua della campagna (del game master, nella pagina dei webhook)

campaign-language-saved = Lingua della campagna: { $language }. Rapporti di turno, webhook e mappa animata sono ora in questa lingua.
campaign-language-head = Lingua della campagna
campaign-language-hint = Rapporti di turno, webhook e didascalie della mappa animata vanno ai forum e su Discord in questa lingua. Ogni membro legge pagine, email e rifiuti nella propria.
campaign-language-label = Lingua
campaign-language-save = Salva la lingua
