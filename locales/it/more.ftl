# Altre pagine (italiano): le altre sezioni della pagina dell'account, le
# pagine della password e dell'invito, la disiscrizione, la documentazione
# dell'API, le statistiche, la riproduzione, il resoconto del turno, i webhook
# e ciò che la pagina degli ordini diceva ancora in inglese. Nomi di luoghi,
# unità e persone e i numeri sono dati e restano come sono.

## Account

account-game-title = Il tuo Combat Mission
account-game-hint = Quale versione di CMBN e quali moduli hai: le battaglie di una campagna richiedono la versione e i moduli indicati dal suo game master (R13.2), e il game master viene avvisato quando al comandante di una battaglia manca qualcosa.
account-game-version = Versione di CMBN (come la mostra la schermata iniziale del gioco, per es. 5.01)
account-game-modules = I tuoi moduli, uno per riga (per es. Commonwealth Forces, Market Garden)
account-save = Salva
account-password = Password dell'account
account-current-password = Password attuale
account-new-password = Nuova password (almeno 10 caratteri)
account-confirm-password = Conferma la nuova password
account-end-tokens = Revoca anche i miei token API
account-password-hint = Una nuova password disconnette tutti i browser tranne questo. Anche il ripristino della password o un link d'invito revocano tutti i token API.
account-change-password = Cambia la password
account-tokens = Token API
# Followed by the header a token is sent in (code), then account-tokens-use.
account-tokens-send = Invia un token come
# Followed by the link account-tokens-api, then a full stop.
account-tokens-use = per usare
account-tokens-api = l'API JSON
account-new-token = Nuovo token:
account-no-tokens = Ancora nessun token.
account-col-name = Nome
account-col-created = Creato (UTC)
account-revoke = Revoca
account-token-name = Nome del token
account-token-example = per es. i miei script
account-create-token = Crea il token
account-sessions = Dove hai effettuato l'accesso
# $n: hours without use before a session ends; $lifetime: hours after
# sign-in at the latest (English says "hours" for any number).
account-sessions-hint = Una sessione termina dopo { $n ->
        [one] { $n } ora
       *[other] { $n } ore
    } di inattività e al più tardi { $lifetime } ore dopo l'accesso. Se cambi la password, tutte le altre sessioni vengono chiuse.
account-col-browser = Browser usato
account-col-address = Indirizzo
account-col-last-used = Ultimo uso (UTC)
account-this-session = (questa)
# $time: when the session began ("2026-06-06 14:00").
account-signed-in-at = accesso il { $time }
account-sign-out-everywhere = Esci ovunque
account-mail = Notifiche email
account-mail-what = Cosa
account-mail-how = Come
account-mail-always = sempre
account-mail-immediate = subito
account-mail-digest = nel mio riepilogo giornaliero
account-mail-off = disattivata
account-digest-hour = Riepilogo giornaliero alle (ora, nel tuo fuso orario)
account-save-mail = Salva le preferenze email
account-calendar = Calendario delle scadenze
account-calendar-hint = Un link iCalendar privato con ogni scadenza di fase e ogni termine di battaglia delle tue campagne.
account-calendar-new = Il tuo link del calendario (copialo ora: viene mostrato una sola volta):
account-calendar-active = Un link del calendario è attivo. L'hai perso? Sostituiscilo e iscriviti di nuovo con quello nuovo.
account-calendar-replace = Sostituisci il link
account-calendar-create = Crea un link del calendario

## Tipi di email (pagina dell'account e disiscrizione)

account-mail-cat-invitation = Inviti a una campagna
account-mail-cat-password-reset = Ripristini della password
account-mail-cat-nudge = Promemoria del game master
account-mail-cat-directive = Direttive del tuo comandante supremo
account-mail-cat-phase = Si apre una fase e hai qualcosa da fare
account-mail-cat-reminder = Ordini in scadenza: 24 e 2 ore prima di una scadenza
account-mail-cat-drafts-ready = Tutti i comandanti di battaglione hanno concluso (comandanti supremi, R5.12)
account-mail-cat-orders = Gli ordini del tuo schieramento sono stati confermati
account-mail-cat-battle = Una battaglia è fissata, difensori da scegliere
account-mail-cat-result = È arrivato un risultato, perdite da scegliere
account-mail-cat-victory = La campagna è vinta
account-mail-cat-schedule = La campagna va in pausa o riprende; una scadenza attende il game master
account-mail-cat-message = Nuovi messaggi nei tuoi canali
account-mail-cat-summary = Di ritorno da un'assenza: cosa è successo nel frattempo; un posto affidato a te

## Password dimenticata, invito, disiscrizione

forgot-check-mail = Controlla la tua email
forgot-sent = Se quell'indirizzo ha un account, un link per scegliere una nuova password è in arrivo. Funziona una sola volta, per un'ora.
forgot-send = Inviami un link di ripristino
invite-title = Scegli la tua password
# Followed by the account's email address (in bold), then a full stop.
invite-sets = Questa sarà la password dell'account
invite-password = Password (almeno 10 caratteri)
invite-submit = Imposta la password e accedi
unsubscribe-done = Disiscrizione effettuata
# Followed by the kind of mail (in bold, an account-mail-cat-* message).
unsubscribe-no-longer = Non riceverai più:
unsubscribe-back-on = Puoi riattivarle dalla pagina del tuo account.
unsubscribe-stop = Non ricevere più queste email?
unsubscribe-button = Annulla l'iscrizione

## La documentazione dell'API (il testo scorre attorno al codice: ogni
## messaggio è un pezzo tra due elementi di codice)

apidocs-description = L'API JSON di Bocage: ogni azione delle pagine della campagna, con esempi e un documento OpenAPI 3.1.
apidocs-title = API JSON di Bocage (v1)
# Then: /api/v1
apidocs-under = Ogni endpoint si trova sotto
apidocs-answers = e risponde in JSON. Autenticati con un token personale
# Then: the command that makes a token.
apidocs-account-page = (pagina dell'account, oppure
# After the command: ") sent as", then the header.
apidocs-sent-as = ) inviato come
# After the header and a semicolon.
apidocs-csrf = le richieste con un token non hanno bisogno del token CSRF. Funziona anche una sessione del browser, con l'intestazione
apidocs-unsafe = nei metodi non sicuri.
apidocs-404 = Le campagne di cui non sei membro rispondono
apidocs-403 = Un ruolo che non può fare qualcosa riceve
apidocs-400 = un corpo illeggibile
apidocs-401 = un token mancante o non valido
apidocs-422 = e un ordine che viola una regola
apidocs-422-after = con l'identificativo della regola e i numeri. Nulla viene applicato solo in parte. Gli errori hanno sempre questa forma:
apidocs-locations = I luoghi sono stringhe: una zona
apidocs-launch-box = una zona di imbarco
apidocs-or = o
apidocs-sides = Gli schieramenti sono
apidocs-and = e
apidocs-phases = le fasi
apidocs-commands = I comandi rispondono con gli eventi che hanno registrato e con la campagna com'è ora
# Then: GET /api/v1/campaigns/{id}
apidocs-as = come
apidocs-minimal = Un client che fa molte modifiche e legge la campagna solo quando gli serve può inviare
# Between "(RFC 7240):" and "campaign".
apidocs-leaves = la risposta allora omette
apidocs-keeps = ma mantiene tutto il resto
apidocs-where = dove l'endpoint li nomina
apidocs-carries = e riporta
apidocs-machine = La descrizione leggibile dalle macchine è
# $who: who may call the endpoint (English, from the API's table);
# $status: the HTTP status of a success.
apidocs-who = Chi: { $who }. Risponde { $status }.
apidocs-request = Richiesta
apidocs-response = Risposta

## Statistiche

stats-title = Statistiche
stats-hint = Com'è andata la campagna, round per round, per quanto puoi saperlo: conteggiata dalla tua vista della mappa alla fine di ogni fase salvata.
stats-hint-secrets = Supporto e rinforzi sono contati solo per lo schieramento di cui condividi i segreti.
stats-csv = Scarica i turni in CSV
stats-replay = Rivedi la campagna
stats-none = Ancora niente da contare: la campagna non è iniziata.
# $title: a chart's title.
stats-as-table = { $title } in tabella
stats-table-of = { $title }: tabella (scorre di lato)
stats-col-round = Round n.
stats-turns = Turno per turno
stats-turns-table = Turni (scorre di lato)
stats-col-turn = Turno
# "A" stands for the Allies, "X" for the Axis.
stats-col-zones = Zone A / X / contese
stats-col-objectives = Obiettivi A / X
stats-col-allied-units = Compagnie / plotoni / artiglieria / aerei alleati
stats-col-axis-units = Compagnie / plotoni / artiglieria / aerei dell'Asse
stats-col-battle-results = Battaglie (vinte / pari / tenute)
stats-col-losses = Perdite A / X
stats-col-artillery-lost = Artiglieria persa A / X
stats-col-allied-support = Supporto alleato (art. / aerei / navi)
stats-col-allied-reinforcements = Rinforzi alleati
stats-col-axis-support = Supporto dell'Asse (art. / aerei)
stats-col-axis-reinforcements = Rinforzi dell'Asse
# $round: the round's number; $side: "allies" or "axis".
stats-turn = R{ $round } { $side ->
    [allies] Alleati
   *[axis] Asse
}
stats-now = (adesso)
stats-battalions = Battaglioni
stats-battalions-table = Battaglioni (scorre di lato)
stats-battalions-hint = Compagnie e plotoni attivi di ogni battaglione del tuo schieramento alla fine di ogni turno.
stats-by-type = Battaglie per tipo
stats-by-type-table = Battaglie per tipo (scorre di lato)
stats-col-type = Tipo
stats-no-battles = Ancora nessuna battaglia.
stats-battles-table = Battaglie (scorre di lato)
stats-col-battle = Battaglia
stats-col-zone = Zona
stats-col-attacker = Attaccante
stats-col-outcome = Esito
stats-col-lost = Perse A / X
# $side: "allies" or "axis" (a column's or a badge's word).
stats-side = { $side ->
    [allies] Alleati
   *[axis] Asse
}
stats-not-fought = non ancora combattuta
# The charts: their titles, what they count, their series.
stats-chart-strength = Forze round dopo round
stats-chart-strength-unit = compagnie e plotoni
stats-chart-zones = Zone controllate
stats-chart-zones-unit = zone
stats-chart-battles = Esiti delle battaglie per round
stats-chart-battles-unit = battaglie
stats-series-allies = Alleati
stats-series-axis = Asse
stats-series-contested = Contese
stats-series-won = Vince l'attaccante
stats-series-drawn = Pareggio
stats-series-held = Il difensore tiene

## Riproduzione

replay-title = Riproduzione
replay-none = Ancora niente da riprodurre: la prima fase non è finita.
# $round: the round's number; $side: "allies" or "axis"; $phase: the phase.
replay-frame-title = Round { $round }, { $phase ->
    [combat_move] Movimento di combattimento
    [combat_resolution] Risoluzione dei combattimenti
    [combat_results] Risultati dei combattimenti
    [non_combat_move] Movimento non di combattimento
   *[reinforcements] Rinforzi
} { $side ->
    [allies] degli Alleati
   *[axis] dell'Asse
}
# $current: the frame shown; $total: how many frames.
replay-frame-of = fotogramma { $current } di { $total }
# $viewpoint: allies, axis, public or complete.
replay-viewpoint-name = { $viewpoint ->
    [allies] Alleati
    [axis] Asse
    [public] Pubblica
   *[complete] Completa (senza nebbia di guerra)
}
# $name: a replay-viewpoint-name.
replay-view = Vista: { $name }
replay-controls = Comandi della riproduzione
replay-previous = ◀ Precedente
replay-play = ▶ Riproduci
replay-next = Successivo ▶
replay-speed = Velocità
replay-slow = lenta
replay-normal = normale
replay-fast = veloce
replay-go-to = Vai a
# $round: the round's number.
replay-round = Round n. { $round }
# $battle: the battle's number; $zone: its zone ("F14").
replay-battle-in = battaglia { $battle } in { $zone }
replay-show = Mostra
replay-viewpoint = Punto di vista
replay-switch = Cambia
replay-keys = Tasti: ← e → per scorrere, spazio per avviare e mettere in pausa. Frecce: continue per gli attacchi, tratteggiate per i movimenti, punteggiate per sbarchi e arrivi; un cerchio segna una zona che ha cambiato controllo.
replay-phases = Fasi
replay-forum = Per il forum
replay-gif = Tutta la campagna come immagine animata
replay-gif-frames = (un fotogramma per turno)
replay-gif-round = round n. { $round }
replay-public-hint = La vista pubblica: ciò che tutti possono vedere, niente di segreto di nessuno schieramento, quindi si può pubblicare ovunque.
# What happened in a frame, joined by commas ("3 moves, 1 battle begun").
replay-moves = { $n ->
    [one] { $n } movimento
   *[other] { $n } movimenti
}
replay-battles-begun = { $n ->
    [one] { $n } battaglia iniziata
   *[other] { $n } battaglie iniziate
}
replay-battles-decided = { $n ->
    [one] { $n } battaglia decisa
   *[other] { $n } battaglie decise
}
replay-zones-changed = { $n ->
    [one] { $n } zona ha cambiato controllo
   *[other] { $n } zone hanno cambiato controllo
}
replay-no-moves = nessun movimento

## Resoconto del turno

# $campaign: the campaign's name; $round: the round; $side: "allies" or "axis".
report-title = { $campaign }: round { $round }, turno { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
report-heading = Round { $round }, turno { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
report-public = Versione pubblica
report-own = Versione del tuo schieramento
report-own-note = (supporto usato; mai mostrato al nemico)
report-plain-text = Testo semplice
report-zones-changed = Zone che hanno cambiato controllo
report-none = Niente.
report-victory-track = Tracciato della vittoria
report-nobody = nessuno
# $n: rounds left (English says "rounds" for any number).
report-rounds-left = { $n ->
    [one] Manca { $n } round.
   *[other] Mancano { $n } round.
}
# $deadline: the next deadline, in the reader's time zone.
report-next-deadline = Prossima scadenza: { $deadline }.
# $battle: the battle's number; $place: its zone and name.
report-battle-in = Battaglia { $battle } in { $place }
# $attacker, $defender: losses in units.
report-losses = (perdite: attaccante { $attacker }, difensore { $defender })
# $support: what the attacker used (English, from the report).
report-support = supporto: { $support }
# $side: "allies" or "axis".
report-side-commander = { $side ->
    [allies] Comandante alleato:
   *[axis] Comandante dell'Asse:
}
report-aar = Resoconto (AAR)
report-reinforcements = Rinforzi arrivati
report-artillery-lost = Artiglieria persa
report-so-far = La campagna finora
report-all-stats = Tutte le statistiche
report-map = La mappa alla fine del turno
report-png = La mappa come immagine (PNG), per i post sul forum

## Webhook

webhooks-intro = Bocage può pubblicare le notizie pubbliche di questa campagna su un canale Discord o su qualsiasi servizio che accetti JSON: resoconti dei turni (su Discord con la mappa alla fine del turno), apertura delle fasi, battaglie fissate, risultati e vittoria. Viene inviato solo ciò che ogni membro può vedere, mai i segreti di uno schieramento.
webhooks-list = I webhook di questa campagna
webhooks-none = Ancora nessun webhook.
webhooks-col-address = Indirizzo
webhooks-col-format = Formato
webhooks-col-events = Eventi
webhooks-col-actions = Azioni
webhooks-remove = Rimuovi
# $host: the webhook's host (its address is secret).
webhooks-remove-which = il webhook verso { $host }
webhooks-add = Aggiungi un webhook
webhooks-address = Indirizzo (in Discord: impostazioni del canale, Integrazioni, Webhook, Copia URL del webhook)
webhooks-https = solo https
webhooks-https-except = tranne gli host che questo sito consente
webhooks-never-private = mai un indirizzo privato o locale. L'indirizzo resta segreto: questa pagina ne mostra solo l'host.
webhooks-events-to-send = Eventi da inviare
webhooks-add-button = Aggiungi il webhook
webhooks-failed = Invii non riusciti
webhooks-format-generic = JSON generico
webhooks-event-turn-report = Rapporto di turno
webhooks-event-phase-opened = Fase aperta
webhooks-event-battle-set = Battaglia fissata
webhooks-event-result-in = Risultato inserito
webhooks-event-victory = Vittoria

## Ordini (ciò che pages.ftl non dice) e lo stato di una campagna

# $n: how many units of the group.
orders-group-units = { $n } unità
# $goes: where the group may go, orders-goes items joined by commas.
orders-may = possibile: { $goes }
# $kind: the kind of move; $to: the destination ("F14").
orders-goes = { $kind ->
    [attack] attacco su
    [capture] conquista di
    [reinforce] rinforzo in
    [land] sbarco in
   *[move] movimento verso
} { $to }
# $kind: the kind of move to a destination.
orders-kind = { $kind ->
    [attack] attacco
    [capture] conquista
    [reinforce] rinforzo
    [land] sbarco
   *[move] movimento
}
# $targets: the battalions an attack may target, joined by orders-or.
orders-attack-of = attacco: { $targets }
orders-or = o
# $name: a battalion; $zone: its zone; $odds: the odds (English, from the rules).
orders-target = { $name } (zona { $zone }; { $odds })
# $who: a battalion's name or orders-side-artillery; $place: where it is.
orders-group = { $who }, in { $place }
# $side: "allies" or "axis".
orders-side-artillery = { $side ->
    [allies] Artiglieria alleata
   *[axis] Artiglieria dell'Asse
}
orders-artillery = Artiglieria
orders-kind-combat = combattimento
orders-kind-non-combat = non di combattimento
# $class: a unit's class (company, platoon, artillery, air).
orders-class = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}
# A unit whose name says another class than the one it counts as.
orders-class-counts-as = { $class ->
    [company] conta come compagnia
    [platoon] conta come plotone
    [artillery] conta come artiglieria
   *[air] conta come unità aerea
}
# $place: where the units are stuck.
orders-stuck-in = (in { $place })

## Un grafico in una frase (la descrizione del suo SVG)

chart-describe-none = { $title }: ancora nessun round giocato.
chart-describe-over = { $title } in { $n } round: { $values }.
chart-describe-end = { $title } alla fine di { $round }: { $values }.
