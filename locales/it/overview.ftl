# Panoramica (italiano): la panoramica di una campagna (cosa c'è da fare, i
# comandi di fase del game master, persone, posti, il rendimento e le note),
# il suo banner e l'annullamento, l'elenco delle battaglie, i messaggi, la
# cornice della cronologia e la riga di un'annotazione sulla mappa. I nomi
# di luoghi, unità, battaglioni e persone sono dati.

## La panoramica: cosa c'è da fare

overview-waiting-on-you = Da fare
# $n: unread messages in all the reader's channels (1 or more).
overview-unread = { $n ->
    [one] { $n } messaggio non letto
   *[other] { $n } messaggi non letti
}
overview-nothing-now = Niente per ora.
overview-mail-when-your-move = Riceverai un'email quando toccherà a te.
# $date: "2026-06-06 14:00 CEST".
overview-due = (entro { $date })
overview-games-title = Battaglie in corso
overview-phase-deadline = Scadenza della fase:
# $span: overview-span-days, -hours or -minutes.
overview-countdown-in = tra { $span }
overview-countdown-overdue = in ritardo di { $span }
# $d: days, $h: hours.
overview-span-days = { $d } g { $h } h
# $h: hours, $m: minutes.
overview-span-hours = { $h } h e { $m } min
# $m: minutes.
overview-span-minutes = { $m ->
    [one] { $m } minuto
   *[other] { $m } minuti
}
# $schedule: overview-schedule-words, then -early and -extension, joined by "; ".
overview-schedule = Programma: { $schedule }.
# $phase: overview-phase; $hours: its length.
overview-schedule-length = { $phase }: { $hours } ore
overview-schedule-no-lengths = nessuna durata di fase (scadenze fissate a mano)
# $lengths: overview-schedule-length, joined by ", " (or -no-lengths);
# $policy: overview-at-deadline-commit or -hold.
overview-schedule-words = { $lengths }; alla scadenza di una fase di movimento { $policy }
overview-schedule-early = una fase avanza appena tutti hanno agito
# $hours: the longest extension a player may ask for.
overview-schedule-extension = i giocatori possono chiedere al GM fino a { $hours } ore in più

## Il tempo: proroghe e assenze

overview-need-more-time = Ti serve più tempo?…
# $max: the most hours a player may ask for.
overview-extension-hours = Ore (al massimo { $max })
overview-extension-reason = Motivo per il GM
overview-ask-gm = Chiedi al GM
overview-extensions-off-gm = In questa campagna i giocatori non possono chiedere più tempo: la proroga più lunga del programma è 0 (impostala qui sotto in «Programma ed effetti di una scadenza», R5.10).
overview-extensions-off = Ti serve più tempo? Questa campagna non accetta richieste di proroga: il GM le consente nel programma (R5.10).
overview-extension-requests = Richieste di proroga
# $name: the member asking; $n: how many hours. Their reason follows.
overview-extension-asks = { $name } chiede { $n ->
    [one] { $n } ora in più
   *[other] { $n } ore in più
}:
overview-grant = Concedi
overview-refuse = Rifiuta
overview-you = Tu
overview-site-admin = Stai consultando questa campagna come amministratore del sito.
# $role: gm, high_commander, battalion_commander or observer.
overview-role = { $role ->
    [gm] Game master
    [high_commander] Comandante supremo
    [battalion_commander] Comandante di battaglione
   *[observer] Osservatore
}
# $side: "allies" or "axis" (a badge, a role's side).
overview-side = { $side ->
    [allies] Alleati
   *[axis] Asse
}
# $until: "2026-06-06 14:00 CEST".
overview-away-until = Risulti assente fino al { $until }; il tuo sostituto copre i tuoi posti.
# $until: as above; $note: the member's words.
overview-away-until-note = Risulti assente fino al { $until } ({ $note }); il tuo sostituto copre i tuoi posti.
overview-im-back = Sono di nuovo qui
overview-going-away = Ti assenti?…
overview-away-explained = Lo vedono il tuo schieramento e il GM, non l'altro schieramento. Nel frattempo il tuo sostituto (il tuo comandante supremo, se non ne è indicato un altro) dà i tuoi ordini e fa le tue scelte.
overview-away-from = Dal (vuoto: da subito)
overview-away-to = Al
overview-away-note = Nota per il tuo schieramento
overview-mark-away = Segnalami assente
overview-your-battalions = I tuoi battaglioni
# $n: the battalion's active units (follows its name and a colon).
overview-battalion-units = { $n } unità
# $n: battles not closed.
overview-battles-open = Battaglie ({ $n ->
    [one] { $n } aperta
   *[other] { $n } aperte
})

## Il pannello del game master

overview-gm-panel = Pannello del game master
overview-battle-board = Il tabellone delle battaglie: tutte le battaglie aperte delle campagne che gestisci
overview-no-blocker = Nessuna regola blocca la fase successiva.
overview-before-advance = Prima che la fase possa avanzare:
overview-cannot-be-forced = non forzabile
overview-force = Forza: applica i valori predefiniti (R7.1, R8.1, scarta gli ordini in bozza non confermati)
overview-reason-recorded = Motivo (registrato)
overview-advance-summary = Passa alla fase successiva…
overview-advance-explained = La fase termina per tutti: gli ordini in bozza non confermati vengono scartati, e ciò che i giocatori non hanno fatto viene fatto al loro posto (i valori predefiniti di R7.1 e R8.1) solo se forzi l'avanzamento. Con l'annullamento si può revocare un cambio di fase.
overview-advance-yes = Sì, avanza
overview-deadline-label = Scadenza (il tuo fuso orario)
overview-set-deadline = Imposta la scadenza
overview-deadline-passed = La scadenza è passata; l'orologio la elabora entro un minuto.
overview-process-now = Elaborala ora
overview-schedule-summary = Programma ed effetti di una scadenza…
overview-schedule-explained = La durata di ogni fase in ore, applicata all'apertura della fase (vuoto: nessuna scadenza).
# $phase: a phase, as a label.
overview-phase = { $phase ->
    [combat_move] Movimento di combattimento
    [combat_resolution] Risoluzione dei combattimenti
    [combat_results] Risultati dei combattimenti
    [non_combat_move] Movimento non di combattimento
   *[reinforcements] Rinforzi
}
# $phase: overview-phase.
overview-phase-hours = { $phase } (ore)
overview-at-deadline = Alla scadenza di una fase di movimento
overview-at-deadline-commit = gli ordini in bozza validi dello schieramento vengono confermati così come sono
overview-at-deadline-hold = le unità dello schieramento restano ferme (le bozze vengono scartate)
overview-early-advance = Avanza una fase appena tutti quelli che devono agire hanno agito
overview-longest-extension = Proroga più lunga che un giocatore può chiedere (ore; 0: nessuna)
overview-pbem-battles = Battaglie via PBEM (R13.3, R13.4)
overview-turn-clock = Timer del turno: ore per cui un comandante può tenere un file del turno (vuoto: 48)
overview-turn-pause = Giorni per cui un'assenza ferma il timer del turno (vuoto: 7)
overview-turn-files-kept = File del turno conservati per ogni battaglia (vuoto: 3)
overview-save-schedule = Salva il programma
overview-resume = Riprendi la campagna (le scadenze si spostano della durata della pausa)
overview-pause-reason = Motivo che leggono tutti
overview-pause = Metti in pausa la campagna
overview-undo-summary = Annulla l'ultimo cambio di fase…
overview-undo-explained = La campagna torna allo stato precedente l'ultimo avanzamento (R12.2); ciò che è stato fatto da allora va perso.
overview-undo-yes = Sì, annulla
overview-nudge-label = Sollecita un giocatore via email (una volta al giorno)
overview-nudge = Sollecita
overview-being-set-up = La campagna è in fase di configurazione.
overview-open-setup = Apri le impostazioni
overview-over = La campagna è terminata.
overview-undelivered = Email non recapitate
# $n: seats open (1 or more); a link to them follows.
overview-open-seats = { $n ->
    [one] { $n } posto libero
   *[other] { $n } posti liberi
} per un nuovo comandante:
overview-see-open-seats = vedi i posti liberi

## Il banner

# $side: "allies" or "axis".
overview-victory = Vittoria { $side ->
    [allies] alleata
   *[axis] dell'Asse
}
overview-status-setup = In configurazione
overview-status-finished = Terminata
# $side: the winner, "allies" or "axis".
overview-status-won = Terminata: vittoria { $side ->
    [allies] alleata
   *[axis] dell'Asse
}
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
overview-status-active = Round { $round } · Turno { $side ->
    [allies] alleato
   *[axis] dell'Asse
} · { $phase }

## Il rendimento

overview-reliability = Affidabilità
overview-your-record = Il tuo rendimento
overview-record-table = Scadenze rispettate (scorre di lato)
overview-col-member = Membro
overview-col-met = Rispettate
overview-col-covered = Coperte
overview-col-excused = Giustificate
overview-col-missed = Mancate
overview-col-time-to-act = Tempo per agire
overview-col-turn-files = File del turno in tempo
overview-col-time-to-answer = Tempo di risposta
# $done: turn files sent within the turn clock; $total: turn files sent.
overview-turns-in-time = { $done } su { $total }
# $n: live sessions the member did not come to.
overview-no-shows = ({ $n ->
    [one] { $n } sessione dal vivo mancata
   *[other] { $n } sessioni dal vivo mancate
})
overview-record-explained = Ogni scadenza in cui qualcosa aspettava un membro: rispettata in tempo, coperta dal sostituto durante un'assenza, giustificata (assenza o proroga concessa) o mancata; e ogni file del turno PBEM inviato in risposta, entro il timer del turno o no (una sessione dal vivo a cui non si è presentato conta come turno fuori tempo).
overview-record-gm = Ogni membro legge solo il proprio rendimento; l'altro schieramento non ne legge nessuno.
overview-record-yours = Solo tu e il game master potete leggerlo.

## Le note

overview-notepad = Blocco note
overview-notepad-label = Lo leggi solo tu
overview-save-notepad = Salva il blocco note
overview-sealed-notes = Note sigillate
overview-no-note-open = Nessuna nota è ancora aperta.
# $author: who sealed it; $at: "2026-06-06 14:00" (UTC).
overview-sealed-by = { $author }, sigillata il { $at } UTC
# $round: the round at whose start it opens.
overview-opens-at-round = si apre al round { $round }
overview-opens-at-end = si apre alla fine
overview-still-sealed = ancora sigillata: la leggi solo tu
overview-seal-summary = Sigilla una nota…
overview-your-note = La tua nota
overview-opens-to-everyone = Visibile a tutti
# $round: a round (an option after overview-opens-to-everyone).
overview-round-option = dal round { $round }
overview-end-option = dalla fine della campagna
overview-seal-it = Sigilla
overview-seal-hint = Una volta sigillata non si può più modificare; fino ad allora nessun altro la legge, nemmeno il GM.

## Sostituti e posti

overview-deputies = Sostituti
overview-deputies-explained = Mentre un comandante è assente, il sostituto del suo posto dà gli ordini e fa le scelte. Un battaglione senza un sostituto indicato è coperto dal comandante supremo del suo schieramento.
overview-col-seat = Posto
overview-col-deputy-now = Sostituto attuale
overview-col-name-deputy = Nomina un sostituto
# $name: the seat (a battalion, or a side's High Commander).
overview-deputy-of = Sostituto di { $name }
overview-the-default = (predefinito)
overview-save = Salva
# $name: the seat, as above (hidden words after overview-save).
overview-the-deputy-of = il sostituto di { $name }
# A link (overview-handover-link) and a full stop follow.
overview-handover-hint = Un battaglione si cede a un altro comandante dalla sua pagina (segui il suo nome qui sopra); un posto che nessuno occupa può essere
overview-handover-link = liberato per un nuovo arrivato
# $seat: the seat; $now: who holds it now. A list of members follows.
overview-hand-seat = Cedi il posto di { $seat } (ora { $now }) a
overview-hand-over = Cedi

## I membri

overview-members = Membri
overview-col-name = Nome
overview-col-email = Indirizzo email
overview-col-role = Ruolo
# $until: "2026-06-06 14:00 CEST".
overview-away-badge = assente fino al { $until }
overview-look-alike-title = Nomi che si leggono uguali possono essere scambiati; chiedi a uno dei due di sceglierne un altro nella pagina del suo account.
# $name: the other member's name, with their role.
overview-reads-like = si legge come { $name }
overview-remove = Rimuovi…
# $name: the member.
overview-yes-remove = Sì, rimuovi { $name }
overview-col-side = Schieramento
overview-side-none = (nessuno)
overview-allies = Alleati
overview-axis = Asse
overview-add-member = Aggiungi il membro

## La riga di un'annotazione (il pannello della mappa)

# $round: the round it was drawn in; the annotation's words follow.
annotation-line-round = Nel round { $round }:
# $author: who drew it (follows the annotation's words).
annotation-line-by = , di { $author }
# $id: the annotation's number.
annotation-line-remove-label = Rimuovi l'annotazione { $id }
annotation-line-remove = Rimuovi

## L'elenco delle battaglie

battle-list-none = Ancora nessuna battaglia.
battle-list-col-battle = Battaglia
battle-list-col-round = N. round
battle-list-col-zone = Zona
battle-list-col-attacker = Attaccante
battle-list-col-defender = Difensore
battle-list-col-type = Tipo
battle-list-col-status = Stato
battle-list-col-waiting = In attesa di
battle-list-col-due = Termine
# $battle: the battle's number.
battle-list-sheet = Battaglia { $battle }: scheda
battle-list-overdue = in ritardo
# $status: where the battle stands.
battle-list-status = { $status ->
    [awaiting_defenders] In attesa dei difensori
    [ready_for_setup] Pronta da allestire
    [being_played] In gioco
    [result_entered] Risultato inserito
    [casualties_chosen] Perdite scelte
    [closed] Chiusa
    [set_up] Allestita
    [in_play] In corso
   *[other] { $status }
}

## I messaggi

messages-channels = Canali
# $n: unread messages in the channel.
messages-new = { $n ->
    [one] { $n } nuovo
   *[other] { $n } nuovi
}
messages-none = Ancora nessun messaggio.
messages-edited = modificato
# $name: who deleted it.
messages-deleted-by = Messaggio eliminato da { $name }.
messages-edit = Modifica
messages-message = Messaggio
messages-save = Salva
messages-delete = Elimina
messages-post-label = Messaggio (testo semplice; i link diventano cliccabili)
messages-directive = Una direttiva allo schieramento: inviata via email a ogni comandante, qualunque siano le sue impostazioni email
messages-send = Invia

## La cronologia (le sue voci sono in history.ftl)

history-page-statistics = Statistiche
history-page-replay = Riproduzione
history-page-round = N. round
history-page-all-rounds = tutti
history-page-kind = Tipo
history-page-all-kinds = tutti
# $kind: an entry's kind; one not named here reads as its code in words.
history-page-kind-name = { $kind ->
    [campaign_created] Campagna creata
    [campaign_imported] Campagna importata
    [params_set] Parametri della campagna modificati
    [calendar_set] Calendario impostato
    [battalion_added] Battaglione aggiunto
    [battalion_updated] Battaglione modificato
    [battalion_removed] Battaglione rimosso
    [unit_renamed] Unità rinominata
    [support_added] Supporto aggiunto
    [unit_removed] Unità rimossa
    [unit_restored] Unità ripristinata
    [control_set] Controllo impostato
    [member_added] Membro aggiunto
    [member_removed] Membro rimosso
    [campaign_started] Campagna avviata
    [draft] Ordine in bozza
    [draft_deleted] Bozza eliminata
    [ready_set] Ordini dichiarati conclusi
    [ready_taken_back] Dichiarazione ritirata
    [orders_committed] Ordini confermati
    [control_changed] Controllo cambiato
    [artillery_captured] Artiglieria catturata
    [battle_created] Battaglia creata
    [support_assigned] Supporto assegnato
    [defenders_chosen] Difensori scelti
    [battle_ready] Battaglia pronta
    [battle_set_up] Battaglia allestita
    [battle_in_play] Battaglia in corso
    [turn_sent] File del turno inviato
    [turn_withdrawn] File del turno ritirato
    [turn_fetched] File del turno scaricato
    [turn_chased] File del turno sollecitato
    [battle_conceded] Resa dichiarata
    [session_times_marked] Intervalli indicati
    [session_proposed] Sessione proposta
    [session_answered] Risposta alla sessione
    [session_reported] Sessione segnalata
    [session_confirmed] Sessione confermata
    [battle_chased] Battaglia sollecitata
    [turn_clock_set] Timer del turno impostato
    [game_kit_set] Versione di CMBN impostata
    [conditions_set] Condizioni impostate
    [battle_due_set] Termine fissato
    [result_entered] Risultato inserito
    [casualties_chosen] Perdite scelte
    [battle_closed] Battaglia chiusa
    [reinforcement_placed] Rinforzo piazzato
    [deadline_set] Scadenza fissata
    [gm_override] Intervento del GM
    [drafts_dropped] Bozze scartate
    [phase_advanced] Fase avanzata
    [turn_started] Turno iniziato
    [campaign_won] Campagna vinta
    [phase_undone] Cambio di fase annullato
    [schedule_set] Programma impostato
    [deadline_passed] Scadenza superata
    [all_ready] Tutti pronti
    [battle_due_passed] Termine superato
    [paused] In pausa
    [resumed] Ripresa
    [absence_set] Assenza segnalata
    [absence_ended] Assenza terminata
    [deputy_set] Sostituto nominato
    [correction] Correzione
    [seat_opened] Posto liberato
    [seat_claimed] Posto richiesto
    [seat_handed_over] Posto ceduto
    [extension_requested] Proroga richiesta
    [extension_decided] Proroga decisa
    [annotated] Annotazione aggiunta
    [annotation_removed] Annotazione rimossa
   *[other] { $kind }
}
history-page-filter = Filtra
history-page-past-maps = Mappe precedenti
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
history-page-end-of = Fine del round { $round }, turno { $side ->
    [allies] alleato
   *[axis] dell'Asse
}: { $phase }
# $label: a saved map's label that names no phase.
history-page-end-of-label = Fine di { $label }
history-page-col-when = Quando
history-page-col-phase = Fase
history-page-col-who = Chi
history-page-col-what = Cosa
history-page-setup = Configurazione
# $round: the round; $side: "allies" or "axis".
history-page-turn = Round { $round } · Turno { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
# $round: the round; $side: a side the entry names that is neither.
history-page-turn-of = Round { $round } · Turno { $side }
history-page-turn-report = resoconto del turno
history-page-older = Voci precedenti
