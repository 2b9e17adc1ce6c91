# Errors and flashes (Italian): the English texts of locales/en/errors.ftl
# (refusals of a request, and what a page says after a form) in this
# language, with the same placeables. Names, ids, numbers, field names,
# URLs and rule ids (R1.2) are data.

## src/error.rs

err-disk-full = Il disco del server è pieno: non è stato modificato nulla. La lettura funziona ancora; riprova più tardi.
err-db-away = Il database non risponde in questo momento: non è stato modificato nulla. Riprova tra qualche secondo.

## src/web/commands.rs

# Also in src/web/http/input.rs.
err-address-malformed = Questo indirizzo non è valido.
# Also in src/web/api/commands.rs and src/web/http/input.rs.
# $reason: the JSON reader's explanation (English, from the library).
err-json-unreadable = Non è stato possibile leggere il corpo JSON: { $reason }.

## src/web/auth/csrf.rs

err-csrf-cross-site = Questo modulo è stato inviato da un altro sito ed è stato rifiutato.
err-csrf-stale = La tua sessione è scaduta o il modulo non è più valido: non è stato modificato nulla. Ricarica la pagina e riprova.

## src/web/http/input.rs

err-form-too-large = Questo modulo è più grande di quanto Bocage accetti (256 KB). Non è stato modificato nulla.
# Also in src/web/pages/campaign/forms.rs and form_readers.rs.
# $reason: the form reader's explanation (English, from the library).
err-form-unreadable-because = Non è stato possibile leggere il modulo: { $reason }.
# $what: the field's name in English words from the code (e.g. "arrival round"); $value: what was typed (at most 20 characters).
err-not-a-number = { $what }: serve un numero; '{ $value }' non lo è.
# $reason: the address reader's explanation (English, from the library).
err-address-malformed-because = Questo indirizzo non è valido: { $reason }.
# $reason: the query reader's explanation (English, from the library).
err-query-malformed = I parametri dell'indirizzo (query string) non sono validi: { $reason }.

## src/web/http/errors.rs

err-request-too-large = Questa richiesta è più grande di quanto Bocage accetti qui (256 KB per i moduli e i file di scenario, 2 MB per il JSON). Non è stato modificato nulla.

## src/web/api/commands.rs

err-dry-run-flag = dry_run vale true o false.
err-json-not-object = Il corpo JSON deve essere un oggetto.

## src/web/api/campaigns.rs

# $phase: the phase's label in English, e.g. "Round 3, Allied Combat move".
err-no-saved-map-for = Non c'è una mappa salvata per { $phase }.
err-units-not-ids = units deve contenere id di unità, per es. 3,4,5
# Also in src/web/api/files.rs, src/web/drawn.rs, src/app/files.rs and src/rules (ctx.rs, clock.rs).
# $battle: the battle's number.
err-no-battle = In questa campagna non c'è la battaglia { $battle }.
# Also in src/web/pages/campaign/setup.rs.
err-export-gm-only = Solo il game master esporta la campagna (contiene i segreti di entrambi gli schieramenti).
err-import-admin-or-gm = Solo un amministratore del sito o un game master importa scenari.
err-scenario-not-utf8 = Il file di scenario non è testo UTF-8.
# Also in src/web/pages/campaign/report.rs and fields.rs.
err-side-allies-or-axis = Lo schieramento deve essere allies o axis.
# $value: the version asked for.
err-version-side-or-public = La versione è side o public, non "{ $value }".
# Also in src/web/pages/campaign/report.rs.
# $round: the round's number.
err-turn-not-played-allied = Round { $round }: il turno alleato non è ancora stato giocato.
# $round: the round's number.
err-turn-not-played-axis = Round { $round }: il turno dell'Asse non è ancora stato giocato.

## src/web/api/files.rs

# Also in src/web/pages/campaign/files.rs.
err-upload-unreadable = Non è stato possibile leggere il caricamento.
# $value: the value given.
err-gm-only-flag = gm_only vale true o false, non "{ $value }".
# $battle: the battle's number.
err-no-turn-files-to-follow = La battaglia { $battle } non ha file del turno che puoi seguire: li seguono i suoi due comandanti, i loro comandanti supremi e il GM, una volta allestita per il PBEM.

## src/web/api/story.rs

# $value: the format asked for (at most 20 characters).
err-format-json-or-csv = Il formato è json o csv, non "{ $value }".

## src/web/api/live.rs

err-view-not-event-id = view è l'id di un evento: 16 cifre esadecimali.

## src/web/pages/campaign/forms.rs

flash-done = Fatto.

## src/web/pages/campaign/form_readers.rs

err-form-unreadable = Non è stato possibile leggere il modulo.
err-away-until = Indica fino a quando sei assente.
err-choose-seat = Scegli un posto.
# $reason: the JSON reader's explanation (English, from the library).
err-tables-not-json = Le tabelle non sono JSON valido: { $reason }.
err-date-format = La data deve avere la forma 1944-06-06.
err-choose-nation = Scegli una nazione.
err-unknown-support = Tipo di supporto sconosciuto.
err-choose-outcome = Scegli uno dei nove esiti.
err-time-block = Non è stato possibile leggere un intervallo di tempo.
err-session-start = Scegli quando inizia la sessione.
# $link: the invitation link.
flash-invitation-created = Invito creato. Invia questo link al giocatore (valido 7 giorni): { $link }
flash-member-added = Membro aggiunto.
flash-orders-done = I tuoi ordini risultano conclusi: il tuo comandante supremo lo vede. Una modifica ai tuoi ordini annulla la dichiarazione.
flash-orders-not-done = I tuoi ordini non risultano più conclusi.
flash-seat-requested = La tua richiesta è andata al GM, che la approva o la rifiuta.
flash-seat-taken = Il posto è tuo: ora lo comandi tu (vedi I tuoi battaglioni).
flash-seat-closed = Posto chiuso: non è più offerto.
flash-seat-opened = Posto aperto: compare nella pagina dei posti liberi, visibile a ogni membro.
flash-orders-committed = Ordini confermati.
flash-orders-committed-one-battle = Ordini confermati. 1 battaglia dichiarata: assegna il supporto di artiglieria, aereo e navale sulla scheda di ogni battaglia (pagina Battaglie), se vuoi.
# $n: how many battles were declared (2 or more).
flash-orders-committed-battles = Ordini confermati. { $n } battaglie dichiarate: assegna il supporto di artiglieria, aereo e navale sulla scheda di ogni battaglia (pagina Battaglie), se vuoi.
# $status: the campaign's status, already in the reader's language.
flash-undone = Annullato: di nuovo a { $status }

## src/web/pages/campaign/fields.rs

# $field: the form field's name (code); $value: what was sent (at most 20 characters).
err-field-not-id = { $field }: '{ $value }' non è un id.
# $what: what is missing, in English words from the code (e.g. "rounds", "the new commander").
err-give-the = Indica { $what }.
err-date-time-format = Indica una data e un'ora, per es. 2026-12-01T18:00.
err-time-not-in-zone = Quest'ora non esiste nel tuo fuso orario (cambio dell'ora).
# $value: what was sent (at most 20 characters).
err-not-an-id = '{ $value }' non è un id.

## src/web/pages/campaign/messages.rs

flash-message-changed = Messaggio modificato.
flash-message-deleted = Messaggio eliminato.

## src/web/pages/campaign/webhooks.rs

# Also in src/app/webhooks.rs.
err-webhooks-gm-only = Solo il GM gestisce i webhook della campagna.
# $host: the webhook's host name.
flash-webhook-added = Webhook verso { $host } aggiunto.
flash-webhook-removed = Webhook rimosso.

## src/web/pages/campaign/files.rs

err-form-out-of-date = Questo modulo non è aggiornato; ricarica la pagina e riprova.
err-one-file = Un solo file per caricamento.
# $file: the file's name.
flash-file-attached = { $file } allegato.
# $file: the turn file's name.
flash-turn-file-sent = { $file } inviato: il tuo avversario è avvisato.
# $file: the file's name.
flash-file-removed = { $file } rimosso.

## src/web/pages/campaign/aars.rs

flash-aar-saved = Resoconto (AAR) salvato.

## src/web/pages/campaign/notes.rs

flash-notepad-saved = Blocco note salvato.
flash-choose-round = Scegli il round in cui si apre la nota.
flash-note-sealed = Nota sigillata.

## src/web/pages/campaign/overview.rs

err-start-date-format = La data d'inizio deve avere la forma 1944-06-06.
flash-campaign-created = Campagna creata. Aggiungi battaglioni e membri in Impostazioni.
err-nudge-gm-only = Solo il game master sollecita i giocatori.
# Also a form's answer in src/rules/registry.rs.
flash-reminder-sent = Promemoria inviato.

## src/web/pages/campaign/replay.rs

# $n: how many frames the replay has.
err-replay-frames = La riproduzione ha i fotogrammi da 1 a { $n }.
err-round-number = Il round è un numero, per es. round=3.

## src/web/pages/campaign/setup.rs

# $problems: the problems found, in English, separated by "; ".
err-scenario-refused = Il file di scenario è stato rifiutato, non è stato creato nulla: { $problems }
err-import-gm-or-admin = Solo un game master o un amministratore del sito importa scenari.

## src/web/pages/account.rs

err-sign-in-rate = Troppi tentativi di accesso dal tuo indirizzo. Aspetta un minuto, poi riprova.
flash-game-saved = Salvato: i game master delle tue campagne lo vedono.
# $value: the time zone given (at most 60 characters).
err-time-zone-unknown = '{ $value }' non è un fuso orario che Bocage conosce.
flash-profile-saved = Profilo salvato.
err-password-confirm = La nuova password e la sua conferma sono diverse.
flash-password-changed = Password cambiata.
flash-password-changed-one-token = Password cambiata. 1 token API è stato revocato: creane di nuovi dove ti servono.
# $n: how many API tokens ended (2 or more).
flash-password-changed-tokens = Password cambiata. { $n } token API sono stati revocati: creane di nuovi dove ti servono.
err-token-name = Dai un nome al token (da 1 a 60 caratteri) per riconoscerlo in seguito.
flash-token-created = Token creato. Copialo ora: viene mostrato una sola volta.
flash-token-revoked = Token revocato.

## src/web/pages/language.rs

err-choose-language = Scegli una delle lingue offerte.

## src/web/pages/mailpages.rs

err-digest-hour = L'ora del riepilogo deve essere da 0 a 23.
# $value: the mode given (at most 20 characters).
err-mail-mode = '{ $value }' non è immediate, digest né off.
flash-mail-prefs-saved = Preferenze email salvate.
flash-calendar-created = Nuovo link del calendario creato; quelli precedenti non funzionano più.
flash-calendar-revoked = Link del calendario revocato.
err-reset-rate = Troppe richieste di reimpostazione dal tuo indirizzo. Aspetta un minuto, poi riprova.

## src/web/pages/invite.rs

flash-welcome = Benvenuto in Bocage. La tua password è impostata.

## src/web/pages/sessions.rs

flash-session-signed-out = Quella sessione è stata disconnessa.

## src/web/drawn.rs

# $value: the viewpoint asked for (at most 20 characters).
err-viewpoint-unknown = La vista è allies, axis, public o complete, non "{ $value }".
err-viewpoint-not-yet = Finché la campagna non è finita la riproduci come l'hai vista tu; le altre viste si aprono alla sua fine.

## src/render/animation.rs

# $round: the round's number.
err-round-no-phase = Il round { $round } non ha ancora una fase salvata da mostrare.
err-campaign-no-phase = La campagna non ha ancora una fase salvata da mostrare.
# $n: how many frames it would be; $max: the most a picture holds.
err-too-many-frames = Sarebbero { $n } fotogrammi; un'animazione ne contiene al massimo { $max }. Chiedi un solo round (round=3).
err-nothing-to-draw = Non c'è niente da disegnare.

## src/app/passwords.rs

err-password-short = Scegli una password di almeno 10 caratteri.
err-password-long = Le password hanno al massimo 256 caratteri.

## src/app/faces/accounts.rs

err-password-wrong = La tua password attuale non è corretta.

## src/app/accounts.rs

# $campaign: the campaign's name; $name: the other member's display name.
err-name-taken = In { $campaign }, { $name } usa già quel nome; scegline un altro.

## src/app/execute.rs

err-admin-not-member = Gli amministratori del sito possono leggere ogni campagna, ma agiscono solo in quelle di cui fanno parte.

## src/app/intake.rs

# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $size: the file's size (e.g. "1.2 MB").
err-campaign-full = I file di questa campagna occupano { $used } dei suoi { $max } MB; un file di { $size } non ci sta. Il GM può rimuovere i file vecchi.

## src/app/files.rs

# $max: the largest file in MB (a number).
err-file-too-large = Un file di battaglia può essere al massimo di { $max } MB; non è stato salvato nulla.
err-attach-commanders-only = Solo i due comandanti di una battaglia e il GM vi allegano file.
err-file-name = Dai un nome al file (per es. turn 3.ema): il suo nome dice che cosa afferma di essere.
# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $file: the file's name; $size: its size (e.g. "1.2 MB").
err-campaign-full-file = I file di questa campagna occupano { $used } dei suoi { $max } MB; { $file } ({ $size }) non ci sta. Il GM può rimuovere i file vecchi.
err-upload-lost = Il caricamento è durato più di un giorno ed è stato scartato; non è stato salvato nulla. Invia di nuovo il file.
# $id: the file's number.
err-no-file = In questa campagna non c'è un file { $id } che puoi vedere.
err-file-remove = Solo chi ha caricato il file e il GM lo rimuovono.
err-turn-file-remove = Questo è un file del turno nello scambio della battaglia (R13.3): se ne va quando file più recenti lo sostituiscono, o quando il mittente lo ritira prima che venga scaricato.
# $file: the file's name.
err-file-not-base64 = I byte del file { $file } non sono in base64.
# $file: the file's name.
err-file-digest = Il file { $file } non corrisponde al suo hash SHA-256.
err-too-many-files = troppi file

## src/rules/files.rs

err-file-empty = Il file è vuoto.
# $file: the file's name.
err-file-kind-unknown = "{ $file }" non è un tipo di file che Bocage conserva. Bocage conserva file di CMBN (.bts, .btt, .ema), screenshot PNG e JPEG e PDF.
# $file: the file's name; $kind: what its name claims, in English words from the code ("CMBN file", "PNG image", "JPEG image", "PDF"); $found: what its content is, in English words from the code (e.g. "a PNG image", "text").
err-file-content = "{ $file }" ha il nome di un { $kind }, ma il suo contenuto è { $found }: i file vengono controllati in base al contenuto, non al nome. Bocage conserva file di CMBN (.bts, .btt, .ema), screenshot PNG e JPEG e PDF.

## src/app/aars.rs

err-aar-commanders-only = Solo i due comandanti di una battaglia ne scrivono i resoconti (AAR).
err-aar-after-result = Un resoconto (AAR) si scrive quando il risultato è stato inserito (R7.5).
# $max: the most characters a report has; $n: how many this one has.
err-aar-length = Un resoconto (AAR) ha da 1 a { $max } caratteri; questo ne ha { $n }.

## src/app/messages.rs

err-write-something = Scrivi prima qualcosa.
# $max: the most characters a message holds; $n: how many this one has.
err-message-too-long = Un messaggio ha al massimo { $max } caratteri; questo ne ha { $n }.
err-directive-hc-only = Solo un comandante supremo invia una direttiva, nel canale del proprio schieramento.
# $max: the most messages a minute.
err-message-rate = Al massimo { $max } messaggi al minuto; aspetta un po', il tuo testo è conservato.
# $minutes: how long after posting a message may be edited.
err-message-edit-author = Solo il suo autore può modificare un messaggio, entro { $minutes } minuti dalla pubblicazione.
err-message-delete = Solo il suo autore o il game master possono eliminare un messaggio.

## src/app/campaigns.rs

# $label: the phase label asked for (at most 40 characters).
err-no-saved-map-label = Non c'è una mappa salvata per '{ $label }'.
err-create-admin-only = Solo un amministratore del sito può creare campagne.
err-campaign-name = Una campagna ha bisogno di un nome da 1 a 80 caratteri.
# $map: the map asked for (at most 40 characters).
err-no-map = Non esiste la mappa '{ $map }'.
# $role: the role given in the scenario file.
err-not-a-role = { $role } non è un ruolo

## src/app/prepare.rs

err-no-template = Nessun modello per quella nazione.

## src/app/mail.rs

err-nudge-not-member = Quel giocatore non è membro di questa campagna.
err-nudged-recently = Quel giocatore è già stato sollecitato nelle ultime 24 ore.

## src/app/webhooks.rs

err-language-gm-only = Solo il GM sceglie la lingua della campagna.
err-webhook-address-length = Un indirizzo di webhook ha da 1 a 500 caratteri.
# $value: the format given.
err-webhook-format = Il formato è discord o generic, non "{ $value }".
# $value: the event given.
err-webhook-event = "{ $value }" non è un evento; scegli tra turn_report, phase_opened, battle_set, result_in, victory.
err-webhook-no-event = Scegli almeno un evento da inviare.
# $max: the most webhooks a campaign has.
err-webhooks-max = Una campagna ha al massimo { $max } webhook.
# $id: the webhook's number.
err-no-webhook = In questa campagna non c'è il webhook { $id }.

## src/hooks/mod.rs

err-webhook-backslash = Un indirizzo di webhook non contiene barre rovesciate né caratteri di controllo.
err-webhook-https = Un indirizzo di webhook inizia con https://.
err-webhook-host = Un indirizzo di webhook indica un host (e nessun utente né password).
# $scheme: the address's scheme (e.g. ftp).
err-webhook-scheme = I webhook vanno solo a indirizzi https (questo è { $scheme }://); un host http deve essere elencato in webhooks.allow.
# $host: the webhook's host name.
err-webhook-no-address = { $host } non si risolve in nessun indirizzo.
# $ip: the internal address; $host: the webhook's host name.
err-webhook-internal = Rifiutato: { $ip } è un indirizzo privato, di loopback o link-local ({ $host }); un amministratore del sito può elencarlo in webhooks.allow.

## src/rules/roles.rs

# $max: the most characters a display name has.
err-display-name-length = Un nome visualizzato ha da 1 a { $max } caratteri.
# $code: the character's code point in hexadecimal (e.g. 200B).
err-display-name-hidden = Un nome visualizzato contiene solo caratteri visibili e spazi (non U+{ $code }).

## src/rules/location.rs

# $value: the place given.
err-not-launch-box = '{ $value }' non è una zona di imbarco
# $value: the place given (at most 40 characters).
err-not-place = '{ $value }' non è un luogo della mappa
# $value: the phase label given (at most 40 characters).
err-not-phase = '{ $value }' non è una fase come 3.allies.combat_move

## src/rules/registry.rs

# What a campaign page's form says once done (its entry's `say`).
flash-params-saved = Parametri salvati.
flash-calendar-saved = Calendario salvato.
flash-battalion-added = Battaglione aggiunto.
flash-battalion-saved = Battaglione salvato.
flash-battalion-removed = Battaglione rimosso.
flash-unit-renamed = Unità rinominata.
flash-support-unit-added = Unità di supporto aggiunta.
flash-unit-removed = Unità rimossa.
flash-control-saved = Controllo salvato.
flash-member-removed = Membro rimosso.
flash-campaign-started = La campagna è iniziata: round 1, turno alleato, Movimento di combattimento.
flash-move-drafted = Ordine in bozza preparato. Il comandante supremo conferma gli ordini dello schieramento.
flash-move-changed = Ordine modificato.
flash-move-deleted = Ordine eliminato.
flash-reinforcements-placed = Rinforzi piazzati.
flash-support-saved = Supporto salvato.
flash-defenders-chosen = Difensori scelti.
flash-conditions-saved = Condizioni salvate.
flash-due-date-saved = Termine salvato.
flash-game-kit-saved = Salvato: ogni scheda di allestimento lo indica.
flash-marked-set-up = Segnata come allestita: i suoi comandanti sono avvisati.
flash-battle-in-play = La battaglia è in corso.
flash-turn-sent = File del turno inviato: il tuo avversario è avvisato.
flash-turn-taken-back = File del turno ritirato.
flash-marked-downloaded = Segnato come scaricato.
flash-turn-clock-saved = Timer del turno salvato.
flash-conceded = Resa dichiarata: il game master è avvisato e inserisce il risultato.
flash-play-times-saved = Salvato: il tuo avversario vede quando puoi giocare.
flash-session-proposed = Proposta inviata: il tuo avversario è avvisato.
flash-session-answered = Risposta data: il tuo avversario è avvisato.
flash-session-reported = Segnalato: decide il game master.
flash-decided = Deciso.
flash-result-entered = Risultato inserito.
flash-casualties-recorded = Perdite registrate.
flash-extension-requested = La tua richiesta è andata al GM.
flash-answered = Risposta data.
flash-marked-away = Risulti assente; il tuo sostituto ti copre.
flash-welcome-back = Bentornato.
flash-deputy-saved = Sostituto salvato.
flash-handed-over = Passaggio fatto: il nuovo comandante ha il suo briefing, e il canale dello schieramento lo annuncia.
flash-deadline-saved = Scadenza salvata.
flash-schedule-saved = Programma salvato.
flash-deadline-processed = La scadenza è stata elaborata.
flash-due-date-processed = Il termine è stato elaborato.
flash-chased = Sollecito inviato.
flash-absence-over = L'assenza è finita.
flash-campaign-paused = La campagna è in pausa.
flash-campaign-resumes = La campagna riprende.
flash-unit-restored = Unità ripristinata.
flash-drawn = Disegnato sulla mappa del tuo schieramento.
flash-annotation-removed = Annotazione rimossa.
flash-unit-corrected = Unità corretta.
flash-zone-corrected = Zona corretta.
flash-result-corrected = Risultato corretto.

## src/rules (refusals of who may act, and of what does not exist)

# $battalion: the defending battalion's name.
err-defenders-commander-only = Solo il comandante di { $battalion } ne sceglie i difensori (R7.1).
err-ready-allied-only = È un comandante di battaglione dello schieramento alleato a dichiarare conclusi i propri ordini (R5.12).
err-ready-axis-only = È un comandante di battaglione dello schieramento dell'Asse a dichiarare conclusi i propri ordini (R5.12).
err-play-times-commanders-only = Solo i due comandanti della battaglia indicano quando possono giocare (R13.6).
err-propose-commanders-only = Solo i due comandanti della battaglia propongono una sessione (R13.6).
err-answer-commanders-only = Solo i due comandanti della battaglia rispondono a una sessione proposta (R13.6).
err-report-commanders-only = Solo i due comandanti della battaglia segnalano una sessione (R13.6).
err-away-members-only = Solo i membri si segnano assenti (R1.5).
err-no-such-battalion = In questa campagna non esiste questo battaglione.
err-deputy-who-names = Il GM, il comandante supremo dello schieramento o il titolare del posto nomina un sostituto (R1.5).
# $unit: the unit's name; $battalion: its battalion's name.
err-unit-not-commanded = { $unit } appartiene a { $battalion }, che non comandi (R6.2).
# $unit: the unit's name.
err-side-asset = { $unit } è una risorsa dello schieramento: solo il comandante supremo la muove (R6.2).
err-handover-battalion = Solo il game master o il comandante supremo dello schieramento passa un battaglione a un altro (R1.6).
err-handover-hc = Solo il game master passa a un altro il posto di un comandante supremo (R1.6).
err-open-seat-who = Solo il game master (o il comandante supremo dello schieramento, per i suoi battaglioni) apre un posto (R1.6).
err-seat-allied-who = Un posto libero dello schieramento alleato lo occupa un osservatore o un comandante di quello schieramento (R1.6).
err-seat-axis-who = Un posto libero dello schieramento dell'Asse lo occupa un osservatore o un comandante di quello schieramento (R1.6).
err-no-seat-request = Quel membro non ha una richiesta di posto in attesa.
err-member-gone = Quel membro non fa più parte di questa campagna.
# $battalion: the battalion's number.
err-no-battalion = In questa campagna non c'è il battaglione { $battalion }.
err-no-such-battalion-short = Questo battaglione non esiste.
# $unit: the unit's number.
err-no-unit = In questa campagna non c'è l'unità { $unit }.
err-draw-own-layer = Disegni solo sul livello del tuo schieramento (R12.5).
err-draw-who = Solo i membri di uno schieramento (il suo comandante supremo e i comandanti di battaglione) e il GM disegnano sul suo livello (R12.5).
err-no-annotation = Questa annotazione non esiste sulla mappa del tuo schieramento.
err-annotation-remove = Solo il suo autore o il comandante supremo dello schieramento rimuove un'annotazione (R12.5).
err-game-began-who = Solo i due comandanti della battaglia o il game master dicono che la sua partita è iniziata (R13.1).
err-send-turn-commanders-only = Solo i due comandanti della battaglia ne inviano i file del turno (R13.3).
# $file: the file's number; $battle: the battle's number.
err-no-file-to-send = Non c'è un file { $file } della battaglia { $battle } da inviare.
err-take-back-sender-only = Solo il mittente ritira un file del turno (R13.3).
err-fetch-receiver-only = Solo il comandante a cui è stato inviato un file del turno lo scarica (R13.3).
# $battle: the battle's number; $n: the turn file's number.
err-no-turn-file = La battaglia { $battle } non conserva un file del turno { $n }.
err-no-user = Questo utente non esiste.
# $member: the member's number.
err-no-member = In questa campagna non c'è il membro { $member }.
err-observers-no-orders = Gli osservatori leggono la campagna; non danno ordini (R1.2).
# $battalion: the battalion's name.
err-casualties-commander-only = Solo il comandante di { $battalion } ne sceglie le perdite (R8.1).
# $zone: the zone asked for.
err-no-zone = Su questa mappa non c'è la zona { $zone }.
# $box: the launch box asked for.
err-no-launch-box = Su questa mappa non c'è la zona di imbarco { $box }.
err-extension-who = Il comandante supremo o i comandanti di battaglione di uno schieramento chiedono più tempo; il GM sposta la scadenza (R5.10).
err-no-extension-request = Quel membro non ha una richiesta in attesa.
# $move: the drafted move's number.
err-no-draft = Non c'è un ordine in bozza { $move }.
err-draft-change-who = Solo l'autore dell'ordine, il suo comandante di battaglione o il comandante supremo possono modificarlo (R6.2).
err-concede-commanders-only = Solo i due comandanti della battaglia possono dichiarare la resa (R13.5).
err-gm-only = Solo il game master può farlo (R1.2).
err-gm-decides-session = Solo il game master decide su una sessione dal vivo (R13.6).
err-gm-answers-seat = Solo il game master risponde a una richiesta di posto (R1.6).
err-gm-changes-battalion = Solo il game master può modificare un battaglione (R1.2).
err-gm-renames-units = Solo il game master può rinominare le unità (R1.2).
err-gm-starts = Solo il game master avvia la campagna (R1.2).
err-gm-sets-up-battle = Solo il game master dice che una battaglia è allestita in CMBN (R13.1).
err-gm-states-kit = Solo il game master indica la versione di CMBN e i moduli (R13.2).
err-gm-due-date = Solo il game master o l'orologio elaborano un termine (R5.11).
err-gm-ends-absence = Solo il game master o l'orologio chiudono l'assenza di un altro membro (R1.5).
err-gm-adds-members = Solo il game master aggiunge membri (R1.2).
err-gm-removes-members = Solo il game master rimuove membri (R1.2).
err-gm-undoes = Solo il game master può annullare un cambio di fase (R12.2).
err-gm-answers-extensions = Solo il game master risponde alle richieste di proroga (R5.10).
err-gm-schedule = Solo il game master imposta il programma (R1.2).
err-gm-deadline = Solo il game master o l'orologio elaborano una scadenza (R5.7).
err-gm-pauses = Solo il game master mette in pausa la campagna (R1.2).
err-gm-resumes = Solo il game master fa riprendere la campagna (R1.2).
err-gm-turn-clock = Solo il game master imposta il timer del turno di una battaglia (R13.4).
err-gm-chases-turn-file = Solo il game master o l'orologio sollecitano un file del turno (R13.4).
err-gm-corrects = Solo il game master corregge la campagna (R12.3).
err-gm-chases-battle = Solo il game master sollecita una battaglia (R13.5).
err-gm-setup = Solo il game master può modificare la configurazione della campagna (R1.2).
err-reinforcements-allied-hc = Solo il comandante supremo alleato piazza i rinforzi (R10).
err-reinforcements-axis-hc = Solo il comandante supremo dell'Asse piazza i rinforzi (R10).
err-support-allied-hc = Solo il comandante supremo alleato assegna il supporto a questo attacco (R6.6).
err-support-axis-hc = Solo il comandante supremo dell'Asse assegna il supporto a questo attacco (R6.6).
err-commit-allied-hc = Solo il comandante supremo alleato conferma gli ordini dello schieramento (R6.2).
err-commit-axis-hc = Solo il comandante supremo dell'Asse conferma gli ordini dello schieramento (R6.2).

## src/app/reports.rs

err-turn-map-not-kept = La mappa di quel turno non è stata conservata.

## Rapporti di forza, come li scrivono le regole

odds-provisional = { $a } contro { $d }: { $ratio }, { $type } (provvisorio: difensori non scelti)
odds-ratio = { $a } contro { $d }: { $ratio }, { $type }
odds-plain = { $a } contro { $d }: { $type }
odds-type-provisional = { $type } (provvisorio)
