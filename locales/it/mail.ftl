# Mail (italiano): la cornice di ogni avviso e ciò che dicono gli avvisi.
# Nomi, luoghi e link sono dati.

## La cornice

# $name: the recipient's display name.
mail-hello = Ciao { $name },
mail-deadline = Scadenza:
mail-stop = Non ricevere più queste email

## L'orologio di un turno

# $side, $phase: the side and phase in words.
mail-phase-open = Round { $round }, turno { $side }: la fase { $phase } è aperta
mail-do-combat-bc = Prepara i tuoi movimenti di combattimento: attacchi, conquiste e sbarchi.
mail-do-combat-hc = Esamina le bozze dei tuoi comandanti, conferma gli ordini dello schieramento e assegna il supporto.
mail-do-non-combat-bc = Prepara i tuoi movimenti non di combattimento.
mail-do-non-combat-hc = Esamina e conferma i movimenti non di combattimento; sposta l'artiglieria.
mail-do-reinforcements = Piazza i rinforzi che sono arrivati.
# $link: the last turn's report's address.
mail-last-turn = Cosa è successo nell'ultimo turno: { $link }
mail-open-orders = Apri i tuoi ordini
mail-orders-committed = Ordini { $side } confermati
mail-see-map = Vedi la mappa
mail-waits-on-you = Una scadenza è passata: la fase aspetta te
mail-enter-results = Inserisci i risultati
mail-all-ready = Tutti i comandanti di battaglione hanno concluso gli ordini
mail-review-commit = Rivedi e conferma
# $names: the commanders' names, "Anna, Bruno".
mail-ready-names = Ordini conclusi: { $names }.
mail-moves-waiting = { $n ->
    [one] { $n } ordine in bozza attende la tua conferma.
   *[other] { $n } ordini in bozza attendono la tua conferma.
}
mail-orders-due = Ordini in scadenza tra { $hours } ore
mail-phase-ends = La fase { $phase } sta per finire.

## La vita di una battaglia

mail-battle-set = Nuova battaglia { $battle } in { $zone }
mail-open-sheet = Apri la scheda di allestimento
mail-you-attack = Comandi l'attaccante.
# $n: how many defending units at least.
mail-pick-defenders = Scegli almeno { $n } unità in difesa.
mail-choose-defenders = Battaglia { $battle } in { $zone }: scegli i tuoi difensori
mail-choose-defenders-action = Scegli i difensori
mail-no-losses = Il tuo battaglione non ha perso unità: non ci sono perdite da scegliere.
mail-choose-losses = { $n ->
    [one] Scegli quale delle tue unità in battaglia va persa quando si apre la fase Risultati dei combattimenti.
   *[other] Scegli quali { $n } delle tue unità in battaglia vanno perse quando si apre la fase Risultati dei combattimenti.
}
mail-result-in = Battaglia { $battle } in { $zone }: il risultato è arrivato
mail-result-in-choose = Battaglia { $battle } in { $zone }: il risultato è arrivato, scegli le perdite
mail-open-battle = Apri la battaglia
mail-due-passed = Battaglia { $battle }: il termine è passato
mail-set-up = La battaglia { $battle } è allestita: giocala
mail-turn-yours = Battaglia { $battle } in { $zone }: il file del turno { $n } tocca a te
mail-turn-sent = Il tuo avversario ha inviato il file del turno { $n } della battaglia { $battle } in { $zone }. Scaricalo, gioca il tuo turno in CMBN e rimanda indietro il tuo file.
mail-download = Scarica il file

## La campagna e le sue persone

mail-moves-changed = I tuoi ordini sono stati modificati: non risultano più conclusi
# $who: who changed them (a name, or mail-your-hc).
mail-moves-changed-by = { $who } ha modificato i tuoi ordini, quindi non risultano più conclusi (R5.12). Ricontrollali e dichiarali conclusi quando lo sono.
mail-your-hc = Il tuo comandante supremo
mail-see-orders = Vedi i tuoi ordini
mail-over = La campagna è finita
mail-final-map = Vedi la mappa finale
mail-paused = La campagna è in pausa
mail-resumes = La campagna riprende
mail-open-campaign = Apri la campagna
mail-seat-refused = La tua richiesta di un posto è stata respinta
# $text: a history entry's words, as a sentence.
mail-sentence = { $text }.
mail-see-seats = Vedi i posti liberi
mail-seat-asked = Un membro chiede un posto libero
mail-answer = Rispondi
mail-extension-asked = Un giocatore chiede più tempo
mail-answer-overview = Rispondi dalla panoramica
mail-extension-granted = La tua richiesta di proroga è stata accolta
mail-extension-refused = La tua richiesta di proroga è stata respinta
mail-extension-granted-line = Il GM ha accolto la tua richiesta di { $hours ->
    [one] 1 ora in più
   *[other] { $hours } ore in più
}.
mail-extension-refused-line = Il GM ha respinto la tua richiesta di { $hours ->
    [one] 1 ora in più
   *[other] { $hours } ore in più
}.
# $at: "2024-06-06 06:30".
mail-deadline-now = La scadenza è ora fissata al { $at } UTC.

## Riepiloghi e briefing

# $since: "2024-06-06 06:30".
mail-away-nothing = Durante la tua assenza non è successo nulla (dal { $since } UTC).
mail-away-things = Durante la tua assenza (dal { $since } UTC) { $n ->
    [one] è avvenuto { $n } evento che puoi leggere:
   *[other] sono avvenuti { $n } eventi che puoi leggere:
}
# $text: a history entry's words.
mail-round-entry = Nel round { $round }: { $text }
mail-and-more = ... e { $n ->
    [one] { $n } altro evento
   *[other] altri { $n } eventi
} nella cronologia.
mail-welcome-back = Ti diamo il bentornato: ecco cosa è successo durante la tua assenza
mail-read-history = Leggi la cronologia
# $seat: a battalion's name, or "the Allied High Commander".
mail-briefing = Il tuo briefing: assumi il posto di { $seat }
mail-open-command = Apri il tuo comando
mail-relieved = Il tuo comando è passato in altre mani

## Account, solleciti e messaggi

mail-reset = Reimposta la tua password
mail-reset-line = Qualcuno (speriamo tu) ha chiesto di reimpostare la tua password di Bocage. Il link funziona una sola volta, per un'ora. Se la richiesta non viene da te, ignora questa email.
mail-reset-action = Scegli una nuova password
mail-nudge = Il game master ti sta aspettando
# $from: the writer's name.
mail-directive = Direttiva di { $from }
# $channel: the thread's title (the side's, a battle's).
mail-message = { $from } nel canale { $channel }
mail-open-messages = Apri i messaggi
# $role: word-role.
mail-invited = Un invito per te come { $role }
mail-invited-line = Il game master ti ha aggiunto alla campagna { $campaign } come { $role }.
mail-invited-password = Scegli la tua password per accedere (il link vale 7 giorni).
mail-invited-sign-in = Accedi per vedere la campagna.
mail-choose-password = Scegli la tua password

## Il riepilogo giornaliero

mail-digest = Riepilogo giornaliero di Bocage: { $n ->
    [one] { $n } aggiornamento
   *[other] { $n } aggiornamenti
}
mail-open-bocage = Apri Bocage

## File del turno e rese

mail-chase-away = Battaglia { $battle } in { $zone }: il suo comandante è assente oltre la pausa del timer del turno
mail-chase-away-line = Il comandante { $side } nella battaglia { $battle } in { $zone } è assente e trattiene il file del turno { $n } da oltre { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
} di assenza: il timer del turno riparte. Concedigli più tempo, trovagli un sostituto o prendi una decisione (R13.4, R13.5).
mail-chase-1 = Battaglia { $battle } in { $zone }: si attende il tuo file del turno
mail-chase-1-line = Il file del turno { $n } della battaglia { $battle } in { $zone } ti aspetta da oltre { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}. Gioca il tuo turno in CMBN e rimanda indietro il tuo file.
mail-chase-2 = Battaglia { $battle } in { $zone }: un file del turno è trattenuto per la seconda volta oltre il timer
mail-chase-2-line = Il file del turno { $n } della battaglia { $battle } in { $zone } aspetta il comandante { $side } da oltre { $hours } ore.
# $now: "now" (the combat resolution phase runs) or "later".
word-when-result = { $now ->
    [now] subito
   *[later] nella fase Risoluzione dei combattimenti
}
mail-conceded = Battaglia { $battle } in { $zone }: il comandante { $side } dichiara la resa
# $when: word-when-result.
mail-conceded-gm = Il comandante { $side } ha dichiarato la resa nella battaglia { $battle } in { $zone }. Inserisci il risultato { $when }: indicherà che è stata dichiarata la resa (R13.5).
mail-conceded-told = Il comandante { $side } ha dichiarato la resa nella battaglia { $battle } in { $zone }: la partita è finita, non si inviano più file del turno e il game master inserisce il risultato { $when } (R13.5).
mail-see-battle = Vedi la battaglia
mail-enter-result = Inserisci il risultato
mail-gm-chase = Battaglia { $battle } in { $zone }: il game master ti chiede di continuare a giocare
mail-gm-chase-live = La battaglia { $battle } in { $zone } aspetta te: accordati su un orario per giocarla dal vivo, oppure giocala in CMBN, oppure di' al game master cosa la blocca.
mail-gm-chase-pbem = La battaglia { $battle } in { $zone } aspetta te: gioca il tuo turno in CMBN e invia il file del turno, oppure di' al game master cosa la blocca.

## Sessioni dal vivo (R13.6)

mail-session-proposed = Battaglia { $battle } a { $zone }: proposta una sessione dal vivo
mail-session-proposed-line = Il tuo avversario propone di giocare la battaglia { $battle } a { $zone } dal vivo il { $when } per { $length }. Accetta o rifiuta nella scheda della battaglia.
mail-session-answer = Rispondi alla proposta
mail-session-agreed = Battaglia { $battle } a { $zone }: la tua sessione dal vivo è concordata
mail-session-agreed-on = Il tuo avversario ha accettato la sessione dal vivo della battaglia { $battle } a { $zone } il { $when }. È nel tuo calendario, con un promemoria un'ora prima.
mail-session-agreed-line = Il tuo avversario ha accettato la sessione dal vivo della battaglia { $battle } a { $zone }. È nel tuo calendario, con un promemoria un'ora prima.
mail-session-declined = Battaglia { $battle } a { $zone }: nessuna sessione dal vivo concordata
mail-session-declined-line = Il tuo avversario ha rifiutato o annullato la sessione dal vivo della battaglia { $battle } a { $zone }. Proponi un altro orario nella scheda della battaglia.
mail-session-see = Vedi la battaglia
mail-session-played = Il comandante { $side } segnala che la sessione dal vivo della battaglia { $battle } a { $zone } è stata giocata. Confermalo nella scheda.
mail-session-absent = Il comandante { $side } segnala che il comandante { $absent } non si è presentato alla sessione dal vivo della battaglia { $battle } a { $zone }. Decidi nella scheda: un'assenza confermata conta nel registro (R13.6).
mail-session-to-decide = Battaglia { $battle } a { $zone }: una sessione dal vivo da decidere
mail-session-decide = Decidi la sessione
mail-session-missed = Battaglia { $battle } a { $zone }: una sessione dal vivo è stata mancata
mail-session-missed-line = Il game master conferma che il comandante { $absent } non si è presentato alla sessione dal vivo della battaglia { $battle } a { $zone }; conta nel suo registro (R13.6). Concorda un nuovo orario nella scheda della battaglia.
mail-session-book = Fissa una nuova sessione
