# Cronologia (italiano): che cosa dice ogni voce della cronologia di una
# campagna, ridetta nella lingua di ciascun lettore. Luoghi, nomi di unità e
# di battaglioni e nomi di persone sono dati. Prima vengono le parole che più
# voci condividono.

## Parole

# $side: "allies" or "axis".
# Italian: a complement after a noun, with no agreement
# ("turno degli Alleati", "artiglieria dell'Asse", "comandante degli Alleati").
word-side = { $side ->
    [allies] degli Alleati
   *[axis] dell'Asse
}
# Italian: the phase's label, used after "fase" ("fase Rinforzi").
word-phase = { $phase ->
    [combat_move] Movimento di combattimento
    [combat_resolution] Risoluzione dei combattimenti
    [combat_results] Risultati dei combattimenti
    [non_combat_move] Movimento non di combattimento
   *[reinforcements] Rinforzi
}
# Italian: nouns, so that nothing has to agree with the units.
word-act = { $act ->
    [moved] movimento
    [attacked] attacco
    [captured] conquista
    [reinforced] rafforzamento
   *[landed] sbarco
}
# CMBN's battle outcomes, as each language's players name them.
word-outcome = { $outcome ->
    [total_victory] Vittoria totale
    [major_victory] Vittoria netta
    [tactical_victory] Vittoria tattica
    [minor_victory] Vittoria marginale
    [draw] Pareggio
    [minor_loss] Sconfitta marginale
    [tactical_loss] Sconfitta tattica
    [major_loss] Sconfitta netta
   *[total_loss] Sconfitta totale
}
# $class: company, platoon, artillery or air; $n: how many (1 or more).
word-count = { $class ->
    [company] { $n ->
        [one] { $n } compagnia
       *[other] { $n } compagnie
    }
    [platoon] { $n ->
        [one] { $n } plotone
       *[other] { $n } plotoni
    }
    [artillery] { $n ->
        [one] { $n } unità di artiglieria
       *[other] { $n } unità di artiglieria
    }
   *[air] { $n ->
        [one] { $n } unità aerea
       *[other] { $n } unità aeree
    }
}
word-no-units = nessuna unità
place-reinforcement-box = la casella dei rinforzi
place-air-pool = la riserva aerea

## Il turno

history-started = La campagna è iniziata: round 1, turno degli Alleati, fase Movimento di combattimento
# $from_side, $from_phase, $to_side, $to_phase: word-side and word-phase.
history-phase-advanced = Round { $from_round }, turno { $from_side }, fase { $from_phase } -> round { $to_round }, turno { $to_side }, fase { $to_phase }
history-turn-begins = Round { $round }: inizia il turno { $side }
# $winner: "allies" or "axis".
history-won-held = { $winner ->
    [allies] Vincono gli Alleati
   *[axis] Vince l'Asse
}. Gli Alleati hanno tenuto { $objectives } alla fine di due round consecutivi (R11.1).
history-won-not-held = { $winner ->
    [allies] Vincono gli Alleati
   *[axis] Vince l'Asse
}. Gli Alleati non hanno conquistato e tenuto tutti gli obiettivi entro la fine del round { $round } (R11.2).
history-early = Round { $round }, turno { $side }, fase { $phase }: tutti hanno agito, la fase avanza in anticipo.
# $reason: what the GM wrote.
history-paused = La campagna è in pausa: { $reason }. Le scadenze sono congelate.
# $hours: the pause's length in hours, one decimal ("2.5").
history-resumed = La campagna riprende dopo una pausa di { $hours } h.

## Ordini

# $units: the units' names; $to: where to.
history-drafted = Ordine { $draft } preparato: { $units } -> { $to }
history-draft-changed = Ordine { $draft } modificato: { $units } -> { $to }
history-draft-deleted = Ordine { $draft } eliminato
# $moves: each move (history-committed-move or -inner), "; " between.
history-committed = Ordini { $side } confermati: { $moves }
# $who: a battalion's name, or history-side-artillery; $what: a count.
history-committed-move = { $who }: { $what } { $from } -> { $to } ({ $act })
history-committed-inner = { $units } -> { $to }
history-side-artillery = Artiglieria { $side }
# $entry: the entry; $by: history-on-behalf.
history-with-by = { $entry } ({ $by })
history-on-behalf = { $deputy } in sostituzione di { $holders }

## Battaglie

# $named: the defending units' names.
history-defenders-chosen = Battaglia { $battle } in { $zone }: difensori scelti: { $named }
history-defenders-default = Battaglia { $battle } in { $zone }: difensori scelti d'ufficio (R7.1): { $named }
# $counted: a count of units by class.
history-battle-ready = La battaglia { $battle } in { $zone } è pronta per essere allestita: { $n } unità in difesa ({ $counted })
history-conditions-set = Battaglia { $battle }: condizioni stabilite
# $due: "2024-06-06 06:30".
history-due-set = Battaglia { $battle } in { $zone }: termine fissato al { $due } UTC
history-due-cleared = Battaglia { $battle } in { $zone }: termine rimosso
history-result = Battaglia { $battle } in { $zone }: { $outcome } (l'attaccante perde { $attacker_losses }, il difensore perde { $defender_losses })
# $ruling: the GM's words.
history-result-ruled = Battaglia { $battle } in { $zone }: { $outcome } (l'attaccante perde { $attacker_losses }, il difensore perde { $defender_losses }), per decisione del game master: { $ruling }
history-result-conceded = Battaglia { $battle } in { $zone }: { $outcome } (l'attaccante perde { $attacker_losses }, il difensore perde { $defender_losses }), resa dichiarata dal comandante { $side }
# $state: word-control.
history-battle-closed = Battaglia { $battle } chiusa: { $lost ->
    [one] { $lost } unità persa
   *[other] { $lost } unità perse
}; { $zone } { $state }
# Italian: the verb is part of the word, agreeing with "la zona"
# ("F14 è controllata dagli Alleati").
word-control = { $state ->
    [allies] è controllata dagli Alleati
    [axis] è controllata dall'Asse
    [contested] è contesa
   *[uncontrolled] non è controllata da nessuno schieramento
}

## Forze

# $class: company, platoon, artillery or air.
# Italian: a label with no article (the classes differ in gender).
word-class = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] unità di artiglieria
   *[air] unità aerea
}
# $nation: the nation's name as the game has it ("US", "German Army (Heer)"); $at: where.
history-battalion-added = { $name } ({ $nation }) aggiunto in { $at }
history-battalion-updated = Battaglione { $name } aggiornato
history-removed = Rimozione di { $name }
history-renamed = { $old } ora si chiama { $name }
history-support-added = Aggiunta in { $at }: { $class } { $side }
history-support-added-named = Aggiunta in { $at }: { $name } (schieramento { $side })
history-unit-removed = Rimozione: { $class } { $side }
# $why: the GM's reason.
history-unit-restored = Il GM ha ripristinato un'unità ({ $class } { $side }) in { $to } (R3.5; motivo: { $why })
history-unit-restored-named = Il GM ha ripristinato { $name } in { $to } (R3.5; motivo: { $why })

## Persone

# Italian: lowercase, after "come" and "non è più".
word-role = { $role ->
    [gm] game master
    [high_commander] comandante supremo
    [battalion_commander] comandante di battaglione
   *[observer] osservatore
}
history-joined = { $name } entra nella campagna come { $role }
history-joined-side = { $name } entra nella campagna come { $role } { $side }
history-member-removed = { $name } non è più { $role }
# $from, $to: "2024-06-06 06:30"; $note: the member's words.
history-away = { $name } è assente dal { $from } al { $to } UTC
history-away-note = { $name } è assente dal { $from } al { $to } UTC: { $note }
history-back = { $name } è di nuovo presente
history-back-ended = { $name } è di nuovo presente (l'assenza è finita)
history-deputy = { $deputy } è il sostituto di { $name }
history-covered-by-hc = Il comandante supremo { $side } sostituisce { $name }
history-no-deputy = { $name } non ha un sostituto

## Posti

# Italian: no article, since it follows "il posto di" ("il posto di
# comandante supremo degli Alleati", like "il posto di 1/8th Infantry").
word-hc-seat = comandante supremo { $side }
# $seat: a battalion's name, or word-hc-seat.
history-seat-closed = Il posto di { $seat } non è più libero
history-seat-open-at-once = Il posto di { $seat } (schieramento { $side }) è libero per un nuovo comandante: chi lo prende ne assume subito il comando
history-seat-open-approved = Il posto di { $seat } (schieramento { $side }) è libero per un nuovo comandante: il GM approva chi lo prende
history-seat-asked = { $name } chiede il posto di { $seat }
history-seat-refused = Il GM ha respinto la richiesta di { $name } per il posto di { $seat }
history-seat-taken = Il posto di { $seat } è occupato
history-handed = { $name } assume il posto di { $seat } (round { $round })
history-handed-from = { $name } subentra a { $from } nel posto di { $seat } (round { $round })

## Ordini conclusi

history-ready = { $name }: i miei ordini sono conclusi
history-not-ready = { $name }: in realtà i miei ordini non sono conclusi
history-ready-taken-back = Gli ordini di { $name } non risultano più conclusi: { $by } li ha modificati

## Sessioni dal vivo

history-session-times = Battaglia { $battle } in { $zone }: { $name } ha indicato quando può giocare dal vivo
# $at: "2024-06-06 20:00".
history-session-proposed = Battaglia { $battle } in { $zone }: { $name } propone una sessione dal vivo il { $at } UTC
history-session-accepted = Battaglia { $battle } in { $zone }: { $name } accetta la sessione dal vivo
history-session-called-off = Battaglia { $battle } in { $zone }: { $name } annulla la sessione dal vivo
history-session-declined = Battaglia { $battle } in { $zone }: { $name } rifiuta la sessione dal vivo
history-in-play = La battaglia { $battle } in { $zone } è in corso
history-session-played = Battaglia { $battle } in { $zone }: { $name } segnala che la sessione dal vivo si è svolta
history-session-no-show = Battaglia { $battle } in { $zone }: { $name } segnala che il comandante { $side } non si è presentato
history-session-confirmed = Battaglia { $battle } in { $zone }: il game master conferma che la sessione dal vivo si è svolta
history-session-confirmed-no-show = Battaglia { $battle } in { $zone }: il game master conferma che il comandante { $side } non si è presentato

## Giocare una battaglia

# $mode: pbem or live.
word-mode = { $mode ->
    [pbem] in PBEM con i file del turno
   *[live] dal vivo via TCP/IP
}
history-set-up = La battaglia { $battle } in { $zone } è allestita in CMBN, da giocare { $mode }
history-turn-sent = Battaglia { $battle } in { $zone }: { $name } ha inviato il file del turno { $n }
history-turn-withdrawn = Battaglia { $battle } in { $zone }: { $name } ha ritirato il file del turno { $n }
history-turn-fetched = Battaglia { $battle } in { $zone }: il file del turno { $n } è stato scaricato

## Controllo

# $state: word-control (with its verb: "è controllata dagli Alleati").
history-control-changed = { $zone } ora { $state }
history-control-uncontested = { $zone } non è più contesa: { $state }
history-artillery-overrun = L'artiglieria { $side } in { $zone } è stata travolta e distrutta (R8.3)
history-overrun-named = L'unità { $name } in { $zone } è stata travolta e distrutta (R8.3)

## Rinforzi e perdite

# $what: a battalion's or units' names; $place: where.
history-placed = Piazzamento in { $place }: { $what }
history-placed-support = Piazzamento in { $place }: { $class } { $side }
word-none = nessuna
# $what: a count of units by class, word-none, or (the side's) the units' names.
history-casualties = Battaglia { $battle }: perdite { $side } scelte: { $what }
history-casualties-default = Battaglia { $battle }: perdite { $side } scelte d'ufficio (R8.1): { $what }

## Decisioni e proroghe

history-conceded = Battaglia { $battle } in { $zone }: il comandante { $side } dichiara la resa; il GM inserisce il risultato
history-chased-one = Battaglia { $battle } in { $zone }: il game master ha sollecitato il comandante { $side }
history-chased-both = Battaglia { $battle } in { $zone }: il game master ha sollecitato entrambi i comandanti
# $deadline: "2024-06-06 06:30"; $reason: the member's words.
history-extension-asked = { $name } chiede una proroga di { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
} sulla scadenza del { $deadline } UTC: { $reason }
history-extension-granted = Il GM ha concesso a { $name } la proroga richiesta di { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}
history-extension-refused = Il GM ha negato a { $name } la proroga richiesta di { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}

## Scadenze e programma

# A phase of a turn: "round 2, turno dell'Asse, fase Movimento di combattimento".
word-turn-phase = round { $round }, turno { $side }, fase { $phase }
# $what: word-turn-phase; $then: one of history-then-*.
history-deadline-passed = Scadenza passata ({ $what }): { $then }.
history-then-advanced = la fase è avanzata
history-then-results = la fase attende i risultati del game master
history-then-defenders = ora si attendono i difensori
# $at: "2024-06-06 06:30"; $why: one of history-why-*.
history-deadline-set = Scadenza della fase { $phase } fissata al { $at } UTC
history-deadline-set-why = Scadenza della fase { $phase } fissata al { $at } UTC ({ $why })
history-deadline-cleared = Scadenza della fase { $phase } rimossa
history-deadline-cleared-why = Scadenza della fase { $phase } rimossa ({ $why })
history-why-schedule = secondo il programma
history-why-defenders = difensori attesi
history-why-extended = prorogata dal GM
history-why-pause = spostata per la pausa di { $hours } h
history-undone = Il GM ha annullato l'ultimo cambio di fase; si torna al round { $round }, turno { $side }, fase { $phase }
# $drafts: "#3, #5".
history-drafts-dropped = Alla scadenza { $n ->
    [one] { $n } ordine in bozza non ha potuto essere confermato ed è stato scartato
   *[other] { $n } ordini in bozza non hanno potuto essere confermati e sono stati scartati
}: { $drafts }
# $schedule: the schedule in words (English only for now).
history-schedule = Programma: { $schedule }
# $what: word-chosen (with its article: "le perdite", "i difensori").
history-due-passed = La battaglia { $battle } in { $zone } aveva il termine al { $due } UTC: nessuno ha scelto { $what } entro il termine, quindi si applica la scelta d'ufficio.
word-chosen = { $what ->
    [casualties] le perdite
   *[defenders] i difensori
}
history-uncommitted-dropped = { $n ->
    [one] { $n } ordine non confermato scartato
   *[other] { $n } ordini non confermati scartati
}

## Configurazione e correzioni

history-params = Parametri della campagna modificati
# $date: "1944-06-06".
history-calendar = Calendario della campagna fissato: il round 1 corrisponde al { $date }
history-control-set = { $zone } assegnata allo schieramento { $side }
# $subject, $before, $after: what was corrected, as the correction names it; $why: the GM's reason.
history-correction = Correzione del GM: { $subject }: { $before } -> { $after } (motivo: { $why })

## Annotazioni

word-arrow = una freccia { $zone } → { $to }
word-circle = un cerchio su { $zone }
word-label = un'etichetta su { $zone }
# $shape: word-arrow, -circle or -label; $text: the annotation's words.
word-annotation-text = { $shape } («{ $text }»)
history-annotated = { $name } ha disegnato { $what } sulla mappa del proprio schieramento
history-annotation-removed = { $name } ha rimosso { $what }

## La campagna

history-created = Campagna { $name } creata
history-imported = Campagna { $name } importata da un file di scenario
# $reason: the GM's words.
history-forced = Avanzamento di fase forzato dal GM: { $reason }
history-kit-cleared = La campagna non indica più una versione di CMBN né moduli
# $kit: the CMBN version and modules, as the game names them.
history-kit = Ogni battaglia si gioca con { $kit }
# $n: how many units attack ("unità" is the same in the plural).
history-battle-created = Battaglia { $battle } in { $zone }: { $attacker } ({ $n } unità) attacca { $target }
history-support = Battaglia { $battle }: artiglieria { $artillery }, supporto aereo { $air }
# $ship: the ship's name.
history-support-ship = Battaglia { $battle }: artiglieria { $artillery }, supporto aereo { $air }, supporto navale: { $ship }

## File del turno

history-turn-clock = Battaglia { $battle } in { $zone }: il suo timer del turno è di { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}
history-turn-clock-schedule = Battaglia { $battle } in { $zone }: il suo timer del turno torna a seguire il programma
history-turn-held-away = Battaglia { $battle } in { $zone }: il comandante { $side }, assente, ha trattenuto il file del turno { $n } oltre la pausa di { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
} che la sua assenza concede al timer del turno; il GM è stato avvisato
history-turn-reminded = Battaglia { $battle } in { $zone }: il comandante { $side } è stato sollecitato per il file del turno { $n }
history-turn-held-twice = Battaglia { $battle } in { $zone }: il file del turno { $n } è stato trattenuto per due volte oltre il timer del turno; il GM e il comandante supremo { $side } sono stati avvisati

## Ciò che va al pubblico o a un forum, nella lingua della campagna (#44)

forum-report-title = { $campaign }: round { $round }, turno { $side }
forum-report-none = Nessuno.
forum-report-head-zones = Zone che hanno cambiato controllo
forum-report-head-battles = Battaglie
forum-report-head-reinforcements = Rinforzi arrivati
forum-report-head-artillery = Artiglieria perduta
forum-report-head-track = Tracciato della vittoria
forum-report-battle = Battaglia { $id } a { $place }: { $battle_type }, { $outcome }
forum-report-losses = perdite: attaccante { $attacker }, difensore { $defender }
forum-report-support = supporto: { $support }
forum-report-support-none = nessuno
forum-report-artillery = { $n } artiglieria
forum-report-air = { $n } aviazione
forum-report-aar = Resoconto: { $text }
forum-report-commanders = Rapporto del comandante { $side }: { $text }
forum-report-not-fought = non ancora combattuta
forum-report-by-ruling = { $outcome } (per decisione: { $ruling })
forum-report-conceded = { $outcome } (concessa dal comandante { $side })
forum-report-holder = { $side ->
    [allies] Alleati
    [axis] Asse
   *[nobody] nessuno
}
forum-report-track = Alleati { $allies } · Asse { $axis } · { $n ->
    [one] { $n } round rimanente
   *[other] { $n } round rimanenti
}
forum-report-next-deadline = Prossima scadenza: { $when }
summary-strength = Forza (compagnie e plotoni): Alleati { $allies }, Asse { $axis }. Zone tenute: Alleati { $allies_zones }, Asse { $axis_zones }, contese { $contested }.
summary-battles = Battaglie finora: { $n } (vittorie dell'attaccante { $won }, pareggi { $drawn }, difensore ha tenuto { $held }).
public-turn-report = Rapporto di turno: round { $round }, turno { $side }
public-phase-open = Round { $round }, turno { $side }: la fase { $phase } è aperta
public-battle-set = Battaglia { $battle } impostata
public-result-in = Battaglia { $battle }: risultato inserito
public-campaign-over = La campagna è terminata
public-banner-end-of-turn = Fine del round { $round }, turno { $side }
public-frame-turn = Round { $round }, turno { $side }
public-frame-phase = Round { $round }, turno { $side }, { $phase }

## Il calendario, nella lingua del membro (#44)

calendar-name = Scadenze Bocage
calendar-deadline = { $campaign }: termina il round { $round }, turno { $side }, fase { $phase }
calendar-battle-due = { $campaign }: battaglia { $battle } a { $zone } in scadenza
calendar-session = { $campaign }: battaglia { $battle } a { $zone }, sessione dal vivo in CMBN

word-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
word-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}
