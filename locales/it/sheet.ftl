# sheet
# La scheda di allestimento di una battaglia, la configurazione della campagna
# e i posti liberi. Le impostazioni di Battaglia rapida proprie di CMBN (tipo di
# battaglia, dimensione delle forze e della mappa, ora del giorno, meteo,
# terreno), i nomi di mappe, unità, luoghi e persone sono dati: passati come
# argomenti, così come li riportano CMBN e la mappa.

## Words shared by these pages

# $side: allies or axis.
sheet-side = { $side ->
    [allies] Alleati
   *[axis] Asse
}

## The battle's sheet

# $battle: the battle's number; $zone: its zone's id ("F14"); the zone's name follows.
sheet-heading = Battaglia { $battle }: { $zone }
# $round: the campaign round.
sheet-round = { $round }º round
# $status: the live session's state (sheet-live-*).
sheet-live-jump = Sessione dal vivo: { $status }
sheet-provisional-head = Scheda provvisoria:
sheet-provisional = i difensori non sono ancora scelti; il rapporto di forze, il tipo di battaglia e le dimensioni possono cambiare.
sheet-quick-battle = Battaglia rapida (Quick Battle)
sheet-battle-type = Tipo di battaglia
sheet-force-size = Dimensione delle forze
sheet-map-size = Dimensione della mappa
sheet-time-limit = Durata
# $minutes: a number of minutes.
sheet-minutes = { $minutes } minuti
# $minutes: the Quick Battle's minutes; $bonus: the assault's extra minutes.
sheet-assault-bonus = ({ $minutes } + { $bonus } di bonus d'assalto)
sheet-game = Gioco
sheet-conditions = Ora del giorno / meteo / fondo
sheet-terrain = Terreno
sheet-fortifications = Fortificazioni (l'Asse in difesa)
sheet-naval-support = Supporto navale
# $role: attacker or defender; $side: allies or axis.
sheet-force = { $role ->
    [attacker] attaccante
   *[defender] difensore
}: { $side ->
    [allies] Alleati
   *[axis] Asse
}
# $name: the commander's name, or "(no commander)".
sheet-played-by = giocato da { $name }
sheet-hq = (QG)
sheet-support = Supporto
# $n: how many units the side fields.
sheet-units-hidden = { $n } unità (nascoste a te, come in una partita CMBN tra giocatori).
# $type: the CMBN battle type ("Allied Attack"); $size: the CMBN force size ("Medium").
sheet-maps-heading = Mappe QB suggerite ({ $type }, { $size })
sheet-col-type = Tipo
sheet-col-size = Dimensione
sheet-col-dimensions = Misure
sheet-col-stored-length = Durata salvata
sheet-col-region = Regione / terreno
sheet-stock = originale
# $minutes: the battle's time limit in minutes.
sheet-edit-to = (da portare a { $minutes })

## Defenders and support

sheet-defenders = Scegli i difensori
# $required: how many units the defender must field at least; $max: how many companies and platoons at most.
sheet-defenders-field = Schierane almeno { $required }: al massimo { $max } compagnie + plotoni (R7.1, R6.4).
# $class: company, platoon, artillery or air (the unit's class, beside its name).
sheet-class = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}
# $class: company or platoon (a unit whose name says another class).
sheet-class-counts-as = conta come { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}
sheet-defenders-confirm = Conferma i difensori
sheet-defenders-default = Applica la scelta predefinita (GM)
sheet-support-none = Nessun supporto assegnato a questa battaglia.
sheet-support-now = Assegnato ora:
sheet-support-hint = Ciò che è spuntato quando salvi è il supporto della battaglia: togli la spunta a un'unità per toglierla da questa battaglia.
# $zone: the battle's zone ("F14").
sheet-no-artillery = Nessuna artiglieria in { $zone } o nelle zone adiacenti.
# $reason: why no air unit is offered.
sheet-no-air = Supporto aereo: { $reason }
sheet-ship = Supporto navale (assalto dalla spiaggia)
# $reason: why no ship is offered.
sheet-no-ship = Supporto navale: { $reason }
sheet-support-save = Salva il supporto

## The game in CMBN

sheet-game-heading = La partita in CMBN
sheet-stage-label = Stato:
sheet-kit-head = Il CMBN dei suoi comandanti (R13.2):
sheet-kit-hint = Ciascuno indica ciò che possiede nella pagina del proprio account.
sheet-played = Giocata
sheet-set-up = È allestita in CMBN
sheet-begun = La nostra partita è iniziata
# $whom: the commander to remind (a name, sheet-relay-remind-side or sheet-both-commanders).
sheet-remind = Sollecita ora { $whom }
sheet-both-commanders = entrambi i comandanti
sheet-remind-hint = via email, al massimo una volta all'ora; sposta il termine qui sotto per concedere più tempo, oppure inserisci il risultato con una decisione
sheet-concede-summary = Dichiara la resa in questa battaglia…
sheet-concede-hint = Il game master viene avvisato e inserisce il risultato, che indicherà la tua resa (R13.5). Non si può tornare indietro.
# $battle: the battle's number.
sheet-concede = Dichiara la resa nella battaglia { $battle }
sheet-turn-files = File del turno
# $n: the turn file's number.
sheet-turn-file = File del turno { $n }
# $name: who sent it; $at: when, in the reader's time.
sheet-turn-from = da { $name }, { $at }
sheet-downloaded = scaricato
sheet-not-downloaded = non ancora scaricato
# $n: the turn file's number.
sheet-download-first = Il file del turno { $n } ti aspetta e non è ancora stato scaricato: scaricalo, gioca il tuo turno in CMBN, poi invia il file che scrive CMBN.
# $mb: the largest file allowed, in MB.
sheet-send-label = Il tuo file del turno, così come lo ha scritto CMBN (.ema o .bts), fino a { $mb } MB
# $n: the turn file's number.
sheet-send = Invia il file del turno { $n }
# $n: the turn file's number.
sheet-withdraw = Ritira il file del turno { $n }
sheet-withdraw-hint = finché il tuo avversario non lo scarica

## Live sessions

sheet-live = Sessione dal vivo
# $n: how many sessions were played.
sheet-sessions-played = Sessioni giocate: { $n }.
sheet-accept = Accetta questo orario
sheet-decline = Rifiuta
sheet-call-off-summary = Annulla questa sessione…
sheet-call-off-hint = Il tuo avversario viene avvisato e la sessione sparisce da entrambi i calendari.
sheet-call-off = Annulla la sessione
sheet-we-played = L'abbiamo giocata
sheet-no-show = Il mio avversario non si è presentato
sheet-decision = La tua decisione (R13.6: una mancata presenza resta nello storico)
sheet-decide = Decidi sulla sessione
sheet-when-both = Quando possono giocare entrambi
sheet-overlap-none = Ancora nessun orario segnato da entrambi i comandanti.
# $zone: the reader's time zone ("Europe/Berlin").
sheet-start = Inizio (tua ora, { $zone })
# $zone: the reader's time zone ("Europe/Berlin").
sheet-another-start = Oppure un altro inizio (tua ora, { $zone })
sheet-length = Durata
sheet-propose = Proponi questo orario
# $zone: the reader's time zone ("Europe/Berlin").
sheet-mark-summary = Quando puoi giocare (i prossimi 14 giorni, tua ora, { $zone })
sheet-mark-hint = Spunta ogni fascia in cui puoi giocare. Il tuo avversario può giocare in una fascia segnata "✓ lui" e in parte di una segnata "◐ in parte".
sheet-they = ✓ lui
sheet-part = ◐ in parte
sheet-mark-save = Salva quando posso giocare

## The GM's conditions and the result

sheet-conditions-gm = Condizioni (GM)
sheet-time-of-day = Ora del giorno
sheet-weather = Meteo
sheet-ground = Terreno (fondo)
sheet-fortifications-allowance = Fortificazioni concesse
sheet-conditions-save = Salva le condizioni
sheet-due = Termine (il tuo fuso orario; vuoto = la scadenza della fase)
sheet-due-save = Salva il termine
sheet-turn-clock = Timer del turno: ore per cui un comandante può tenere un file del turno (R13.4; vuoto = quello del calendario)
sheet-turn-clock-save = Salva il timer del turno
sheet-enter-result = Inserisci il risultato (GM)
sheet-outcome = Esito (dal punto di vista dell'attaccante)
sheet-outcome-choose = Scegli l'esito
# $outcome: the outcome (word-outcome); $attacker, $defender: the losses it allows, a number or sheet-loss-range.
sheet-outcome-option = { $outcome }: l'attaccante perde { $attacker }, il difensore { $defender }
# $min, $max: numbers of units.
sheet-loss-range = da { $min } a { $max }
# $attackers, $defenders: how many units fought on each side.
sheet-losses-hint = Unità perse tra quelle in battaglia ({ $attackers } in attacco, { $defenders } in difesa), con il limite dato dall'esito (R7.5); un campo lasciato vuoto prende il limite.
sheet-attacker-lost = Unità perse dall'attaccante
sheet-defender-lost = Unità perse dal difensore
sheet-notes = Note
sheet-link = Link a un resoconto (AAR) o a un salvataggio
sheet-ruling-summary = Una decisione: la partita non l'ha conclusa
sheet-ruling = Perché decidi così (R13.5: la cronologia e il rapporto del turno indicano la decisione, con questo motivo)
sheet-result-enter = Inserisci il risultato
sheet-result = Risultato
# Follows the outcome's name (shown in bold) directly, colon included.
# $attacker, $defender: how many units each side lost.
sheet-result-losses = : l'attaccante perde { $attacker }, il difensore perde { $defender }.
sheet-ruled = Stabilito con una decisione del game master:
# $side: allies or axis.
sheet-conceded-by = Resa dichiarata dal comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
}.
sheet-aar-link = Resoconto o salvataggio
sheet-correct-summary = Correggi il risultato…
sheet-reason = Motivo
sheet-correct = Correggi il risultato
sheet-correct-hint = Prima che siano scelte le perdite; la cronologia mostra com'era e com'è, con il motivo.

## Reports, files, casualties

sheet-aars = Resoconti (AAR)
# $side: the side's English label ("Allied", "Axis"), else the stored word.
sheet-aar-by = { $side ->
    [Allied] Comandante alleato
    [Axis] Comandante dell'Asse
   *[other] Comandante { $side }
}
sheet-aar-yours = Il tuo resoconto (testo semplice; una riga vuota inizia un paragrafo)
sheet-aar-save = Salva il resoconto
sheet-files = File della battaglia
sheet-files-none = Ancora nessun file.
sheet-col-file = Nome del file
sheet-col-actions = Azioni
sheet-gm-only = solo GM
# $kind: save, png, jpeg or pdf.
sheet-file-kind = { $kind ->
    [save] file CMBN
    [png] immagine PNG
    [jpeg] immagine JPEG
   *[pdf] PDF
}
sheet-remove = Rimuovi
# $name: the file's name.
sheet-remove-yes = Sì, rimuovi { $name }
sheet-turns-above = Un file del turno per il tuo avversario va in "File del turno" qui sopra: allegato qui viene conservato, non inviato.
# $mb: the largest file allowed, in MB.
sheet-attach-label = Allega un file: un salvataggio o un file del turno di CMBN (.bts, .btt, .ema), uno screenshot PNG o JPEG oppure un PDF, fino a { $mb } MB
sheet-attach-gm-only = Solo GM (ad es. il salvataggio con lo schieramento del difensore prima che la battaglia sia giocata)
sheet-attach = Allega
# $role: Attacker or Defender.
sheet-casualties = { $role ->
    [Attacker] Perdite dell'attaccante
   *[Defender] Perdite del difensore
}
sheet-casualties-confirm = Conferma le perdite
sheet-forum = Post per il forum (BBCode)
sheet-bbcode-label = La scheda in BBCode, per i post sul forum
sheet-plain-text = Testo semplice
sheet-print = Stampa questa pagina per una scheda in formato A4 o Letter.

## The sheet's words made in code

# $status: the battle's state.
sheet-status = { $status ->
    [closed] chiusa
    [casualties_chosen] perdite scelte
    [result_entered] risultato inserito
    [awaiting_defenders] in attesa dei difensori
    [ready_for_setup] pronta per l'allestimento
   *[being_played] in corso
}
# $stage: the battle's stage in CMBN (R13.1).
sheet-stage = { $stage ->
    [declared] Dichiarata
    [defenders_chosen] Difensori scelti
    [set_up] Allestita
    [in_play] In corso
    [result_in] Risultato inserito
    [casualties_chosen] Perdite scelte
   *[closed] Chiusa
}
# $stage: sheet-stage; $mode: pbem or live.
sheet-stage-played = { $stage } ({ $mode ->
    [pbem] PBEM
   *[live] dal vivo
})
sheet-relay-none = Ancora nessun file del turno: uno dei due comandanti invia il primo.
# $n: the last file's number; $waited: how long it has waited (sheet-waited-*).
sheet-relay-your-move = File { $n } · tocca a te, da { $waited }
# $n: the last file's number; $who: who is to move (a name or sheet-relay-side-commander); $waited: sheet-waited-*.
sheet-relay-their-move = File { $n } · deve giocare { $who }, da { $waited }
# $n: how many turn files were sent.
sheet-relay-sent = { $n ->
    [one] { $n } file del turno inviato
   *[other] { $n } file del turno inviati
}
# $side: allies or axis (the commander to move, unnamed).
sheet-relay-side-commander = il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
# $side: allies or axis (the commander the GM reminds, unnamed).
sheet-relay-remind-side = il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
# $at, $next: times, in the reader's time.
sheet-relay-reminded = Ultimo sollecito del game master: { $at }; il prossimo è possibile da { $next }.
# $side: allies or axis.
sheet-relay-conceded = Il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} ha dichiarato la resa in questa battaglia: il game master ne inserisce il risultato.
sheet-waited-under-hour = meno di un'ora
# $n: hours.
sheet-waited-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
# $n: days.
sheet-waited-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
sheet-live-over = Nessuna sessione: la partita di questa battaglia è finita.
sheet-live-none = Ancora nessuna sessione proposta: segna quando puoi giocare, poi proponi un orario.
# $by: the side that proposed (allies or axis); $other: the other side; $length: sheet-hours etc.
sheet-live-proposed = Proposta dal comandante { $by ->
    [allies] alleato
   *[axis] dell'Asse
}, per { $length }: in attesa del comandante { $other ->
    [allies] alleato
   *[axis] dell'Asse
}.
# $length: the session's length (sheet-hours etc.).
sheet-live-agreed = Concordata, per { $length }: è nei feed del calendario di entrambi i comandanti, con un promemoria un'ora prima.
# $length: the session's length (sheet-hours etc.).
sheet-live-begun = Concordata, per { $length }: è iniziata.
# $side: allies or axis.
sheet-live-reported-played = Il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} segnala che è stata giocata.
# $by: the side that reports; $absent: the side that did not come (allies or axis).
sheet-live-reported-no-show = Il comandante { $by ->
    [allies] alleato
   *[axis] dell'Asse
} segnala che il comandante { $absent ->
    [allies] alleato
   *[axis] dell'Asse
} non si è presentato.
# $side: allies or axis.
sheet-live-not-marked = Il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} non ha ancora segnato quando può giocare.
# $side: allies or axis; $n: how many spans of time.
sheet-live-marked = Il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} ha segnato { $n ->
    [one] { $n } intervallo di tempo
   *[other] { $n } intervalli di tempo
} in cui può giocare nei prossimi 14 giorni.
sheet-live-played-it = È stata giocata
# $side: allies or axis.
sheet-live-absent = Il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} non si è presentato
# The reader, where times are said in each commander's zone ("you: Tue 8 Dec 19:00–22:00").
sheet-you = tu
# $day: the day ("Tue 8 Dec"); $from, $to: hours ("16:00").
sheet-cell = { $day }, dalle { $from } alle { $to }

## The campaign's setup page

setup-read-only = Solo il game master modifica la configurazione. Qui puoi consultarla.
setup-ready = Pronto per iniziare?
setup-all-in-place = È tutto pronto.
setup-start = Avvia la campagna
setup-start-hint = L'avvio blocca la configurazione e apre il round 1, turno alleato, fase Movimento di combattimento.
setup-started-hint = La campagna è iniziata; i battaglioni possono ancora essere rinominati e ricevere nuovi comandanti.
setup-game = Il gioco (R13.2)
setup-game-none = Nessuna versione di CMBN né modulo indicati finora.
# $game: the CMBN version and modules ("CMBN 5.01 with Commonwealth Forces").
setup-game-played = Ogni battaglia si gioca con { $game }.
setup-version = Versione di CMBN
setup-modules = Moduli (uno per riga)
setup-game-save = Salva il gioco
setup-corrections = Correzioni
setup-corrections-hint = Rimedia a ciò che è andato storto: ogni correzione richiede un motivo, e la cronologia mostra com'era e com'è (il nome di un'unità solo al suo schieramento).
setup-corrections-link = Tutte le correzioni finora
setup-unit = Unità
setup-destroyed-note = (distrutta)
setup-put-in = Sposta in
setup-reason = Motivo
setup-correct-unit = Correggi l'unità
setup-zone = Zona
setup-controlled-by = Controllata da
setup-allies = Alleati
setup-axis = Asse
setup-correct-zone = Correggi la zona
setup-battalions = Battaglioni
setup-col-nation = Nazione
setup-col-where = Dove
setup-col-commander = Comandante
setup-battalion-name = Nome del battaglione
setup-no-commander-option = (nessuno)
setup-save = Salva
setup-unit-name = Nome dell'unità
setup-rename = Rinomina
setup-destroyed-badge = distrutta
setup-restore-to = Ripristina in
setup-restore = Ripristina (R3.5)
setup-no-commander = nessuno
setup-remove = Rimuovi
setup-add-battalion-heading = Aggiungi un battaglione
setup-name = Nome
setup-no-commander-yet = (ancora nessuno)
setup-starts-in = Inizia in
setup-arrives-reinforcements = Round di arrivo (rinforzi)
setup-add-battalion = Aggiungi il battaglione
setup-support-heading = Artiglieria e supporto aereo
setup-type = Tipo
# $side: allies or axis (as stored).
setup-type-artillery = ({ $side ->
    [allies] Alleati
   *[axis] Asse
}, artiglieria)
# $side: allies or axis (as stored).
setup-type-air = ({ $side ->
    [allies] Alleati
   *[axis] Asse
}, riserva aerea)
setup-artillery-in = L'artiglieria si trova in
setup-arrives = Round di arrivo
setup-add-support = Aggiungi il supporto
setup-rules = Parametri delle regole
setup-rounds = Round (R5.1)
setup-stack-limit = Limite di impilamento (R4.1)
setup-artillery-stack = Artiglieria per zona (R4.2)
setup-move-range = Raggio di movimento (R6.1)
setup-battle-companies = Compagnie per battaglia (R6.4)
setup-ships = Navi (R2.4)
setup-air-allies = Unità aeree alleate (R3.4)
setup-air-axis = Unità aeree dell'Asse (R3.4)
setup-bunkers = Fortificazioni con bunker (R2.3)
setup-gm-reads = Il game master legge il canale dei messaggi di ogni schieramento
setup-tables = Tabelle (R7.2 rapporto, R7.3 dimensione, R10.2 zone di imbarco, R10.3 ingresso, R11.1 obiettivi)
setup-params-save = Salva i parametri
setup-calendar = Calendario e controllo
setup-round-1 = Il round 1 è il
setup-date-save = Salva la data
setup-control-hint = Ogni zona inizia controllata dall'Asse; una zona occupata solo dalle unità di uno schieramento passa a quello schieramento all'avvio.
setup-control-set = Imposta il controllo
setup-webhooks = Discord e webhook
setup-webhooks-text = Pubblica i rapporti di turno, i risultati e le altre notizie pubbliche su un canale Discord o su un endpoint JSON.
setup-webhooks-link = Gestisci i webhook
setup-scenario = File di scenario
setup-export = Esporta questa campagna (JSON)
setup-import-label = Importa un file di scenario come nuova campagna (incolla il JSON)
setup-import = Importa

## The setup page's words made in code

# $n: how many units (not destroyed).
setup-units = { $n } unità
# $units: setup-units; $n: how many are destroyed.
setup-units-destroyed = { $units } ({ $n ->
    [one] { $n } distrutta
   *[other] { $n } distrutte
})
# $round: the round reinforcements arrive in.
setup-arrives-round = arriva al round { $round }
# $side: allies or axis; $class: artillery or air (a support unit whose name the reader may not see).
setup-hidden-support = { $class ->
    [artillery] artiglieria
    [air] unità aerea
    [company] compagnia
   *[platoon] plotone
} { $side ->
    [allies] alleata
   *[axis] dell'Asse
}
setup-destroyed = distrutta
# $place: where the unit stands.
setup-in = si trova in { $place }
# $name: the launch box's name.
setup-launch-box = { $name } (zona di imbarco)
setup-reinforcement-box = Casella dei rinforzi
setup-imported = Scenario importato come nuova campagna.
# $links: each invited email with its link, " · " between them.
setup-imported-links = Scenario importato. Link di invito: { $links }

## Open seats

seats-title = Posti liberi
seats-hint = Posti liberi per un nuovo comandante (chi se n'è andato, o chi il game master sostituisce): prendine uno per comandarlo. Il tuo briefing (le unità, il loro storico, le scadenze e gli ultimi messaggi del tuo schieramento) arriva via email.
seats-none = Nessun posto è libero.
seats-yours-head = Occupi ora questo posto
seats-yours = ; è aperto a un nuovo arrivato, che lo prende da te.
seats-asked = Hai chiesto questo posto; decide il game master.
seats-take = Prendi il comando
seats-ask = Chiedi questo posto al GM
seats-close = Chiudi questo posto
seats-requests = Richieste
# $name: the member who asks; $seat: the seat (a battalion's name, or word-hc-seat).
seats-asks-for = { $name } chiede il posto di { $seat }
seats-approve = Approva
seats-refuse = Rifiuta
seats-open-heading = Apri un posto
seats-seat = Posto
seats-at-once = chi lo prende comanda subito
seats-open = Apri il posto
seats-open-hint = I posti liberi sono elencati qui per ogni membro, osservatori compresi; invita un nuovo arrivato come osservatore e potrà prenderne uno.
# $n: how many of the battalion's units are on the map; $places: where, comma-separated.
seats-units-on-map = { $n } unità sulla mappa ({ $places })
seats-hc-state = Gli ordini, il supporto e i rinforzi dello schieramento.

## The sheet's own words, made in code (the date, the support, the forms)

# $battle: the battle's number.
sheet-title = Scheda di allestimento della battaglia { $battle }
# Time of day, weather or ground the GM has not set.
sheet-gm-choice = a scelta del GM
sheet-no-commander = (nessun comandante)
# $ship: the ship's name.
sheet-naval-supports = { $ship } supporta l'assalto alla spiaggia
# $unit: an artillery unit's name (FO: a forward observer in CMBN).
sheet-support-via-fo = { $unit } tramite un osservatore avanzato (FO)
# $unit: an air unit's name.
sheet-support-via-fac = { $unit } tramite un controllore aereo avanzato
# $ship: the ship's name.
sheet-support-naval = Fuoco navale ({ $ship }): la più pesante artiglieria fuori mappa disponibile, tramite un osservatore avanzato (FO)
# $bunkers, $trenches, $wire, $mines: how many bunkers, trench sections, barbed wire pieces and minefield tiles.
sheet-fortifications-suggested = { $bunkers ->
    [one] { $bunkers } bunker
   *[other] { $bunkers } bunker
}, { $trenches } tratti di trincea, { $wire } reticolati, { $mines ->
    [one] { $mines } riquadro di campo minato
   *[other] { $mines } riquadri di campo minato
} (suggeriti)
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type ("Axis Assault"); $size: the CMBN force size ("Huge").
sheet-maps-note-none = Il catalogo ha { $n ->
    [one] { $n } mappa
   *[other] { $n } mappe
} { $kind } di dimensione { $size }; non è stato possibile aggiungere altre dimensioni.
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type; $size: the CMBN force size; $sizes: the nearest CMBN sizes added, comma-separated ("Large, Medium").
sheet-maps-note-nearest = Il catalogo ha { $n ->
    [one] { $n } mappa
   *[other] { $n } mappe
} { $kind } di dimensione { $size }; è stata aggiunta la dimensione più vicina ({ $sizes }).
# $n: a file's size in bytes.
sheet-size-bytes = { $n } byte
# $n: a file's size in kilobytes.
sheet-size-kb = { $n } kB
# $whole, $tenth: a file's size in megabytes, its whole part and its tenths ("1" and "5" for 1.5).
sheet-size-mb = { $whole },{ $tenth } MB

## The sheet as BBCode for a forum post (the forum's tags stay in the code)

# $campaign: the campaign's name; $battle: the battle's number; $zone: its zone's id ("F14"); $name: the zone's name (may be empty).
sheet-bb-heading = { $campaign } - Battaglia { $battle } in { $zone } { $name }
# $round: the campaign round; $date: the battle's date; $region: the region ("France").
sheet-bb-round = { $round }º round - { $date } - { $region }
sheet-bb-provisional-head = PROVVISORIA:
sheet-bb-provisional = i difensori non sono ancora scelti; rapporto di forze e dimensioni possono cambiare.
sheet-bb-game = Gioco:
sheet-bb-quick-battle = Battaglia rapida (Quick Battle):
sheet-bb-force-size = Dimensione delle forze:
# $force: the CMBN force size; $map: the CMBN map size; $minutes: the time limit.
sheet-bb-size = { $force } - mappa { $map } - { $minutes } min
sheet-bb-conditions = Ora / meteo / fondo:
# $role: attacker or defender; $side: allies or axis.
sheet-bb-force = { $role ->
    [attacker] ATTACCANTE
   *[defender] DIFENSORE
} ({ $side ->
    [allies] Alleati
   *[axis] Asse
}):
# $support: one support line (sheet-support-via-fo and the like).
sheet-bb-support = Supporto: { $support }
# $n: how many units the side fields (English says "units" for one too).
sheet-bb-units-hidden = { $n ->
    [one] { $n } unità (nascosta)
   *[other] { $n } unità (nascoste)
}
sheet-bb-fortifications = Fortificazioni (l'Asse in difesa, zona con bunker):
sheet-bb-maps = Mappe QB suggerite:
# $name: the map's name; $kind: its CMBN battle type; $size: its CMBN size; $width, $depth: metres; $minutes: its stored length.
sheet-bb-map = { $name } ({ $kind } { $size }, { $width } × { $depth } m, { $minutes } min)
