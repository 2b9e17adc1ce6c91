# Parole (italiano): testi che le regole compongono per le pagine (la lista
# delle cose da fare, perché un'unità non può muoversi, lo storico di un
# battaglione, il nome di un canale…), nella lingua di chi legge. I nomi di
# luoghi, unità, battaglioni e persone, i numeri e i numeri delle regole sono
# dati.

## La lista delle cose da fare

# $battle: the battle's number; $place: its zone ("F14 (Isigny / Trévières)"); $attacker, $defender: the battalions' names (or words-todo-battalion).
words-todo-battle = battaglia { $battle } in { $place }, { $attacker } contro { $defender }
# $battle: the battle's number.
words-todo-battle-bare = battaglia { $battle }
# $battalion: a battalion's number (one the campaign no longer has).
words-todo-battalion = battaglione { $battalion }
# $seat: a battalion's name or word-hc-seat; $holder: the absent member's name; $until: "2024-06-06 06:30".
words-todo-cover = Sostituisci { $holder } ({ $seat }), assente fino al { $until } UTC: i suoi ordini e le sue scelte spettano a te.
# $battle: words-todo-battle.
words-todo-first-turn = Invia il primo file del turno della { $battle } (può farlo l'uno o l'altro comandante).
# $battle: words-todo-battle; $file: the last turn file's number.
words-todo-your-turn = Tocca a te nella { $battle }: scarica il file del turno { $file }, gioca il tuo turno in CMBN e invia il tuo.
# $battle: words-todo-battle; $n: how many defenders at least.
words-todo-defenders = Scegli i difensori della { $battle } (almeno { $n }).
# $battle: words-todo-battle; $n: how many units fought (all lost).
words-todo-losses-all = Conferma le perdite nella { $battle }: { $n ->
    [one] l'unica unità è persa
   *[other] tutte e { $n } le unità sono perse
}.
# $battle: words-todo-battle; $n: how many casualties to choose.
words-todo-casualties = Scegli { $n ->
    [one] { $n } perdita
   *[other] { $n } perdite
} nella { $battle }.
# $battle: words-todo-battle; $side: the side whose commander conceded, allies or axis.
words-todo-result-conceded = Inserisci il risultato della { $battle }: il comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
} ha dichiarato la resa (R13.5).
# $battle: words-todo-battle.
words-todo-result = Inserisci il risultato della { $battle }.
# $n: how many drafts.
words-todo-commit = { $n ->
    [one] { $n } ordine in bozza
   *[other] { $n } ordini in bozza
} da rivedere e confermare.
# $phase: combat_move or non_combat_move; $n: how many units may move.
words-todo-draft = Prepara il tuo { $phase ->
    [combat_move] movimento di combattimento
   *[non_combat_move] movimento non di combattimento
}: { $n ->
    [one] { $n } unità può
   *[other] { $n } unità possono
} muoversi.
# $phase: combat_move or non_combat_move; $n: how many units may still move.
words-todo-draft-more = Ordini confermati. { $n ->
    [one] { $n } unità può
   *[other] { $n } unità possono
} ancora muoversi in questo { $phase ->
    [combat_move] movimento di combattimento
   *[non_combat_move] movimento non di combattimento
} (facoltativo).
# $n: how many battles.
words-todo-support = Assegna il supporto a { $n ->
    [one] { $n } battaglia
   *[other] { $n } battaglie
} (facoltativo).
# $n: how many reinforcements.
words-todo-place = Piazza { $n ->
    [one] { $n } rinforzo
   *[other] { $n } rinforzi
}.
# $request: what a member asks (words-request-seat or words-request-time).
words-todo-answer = Rispondi: { $request }
# $phase: the phase (as word-phase).
words-todo-advance = Nulla blocca la fine della fase { $phase ->
    [combat_move] Movimento di combattimento
    [combat_resolution] Risoluzione dei combattimenti
    [combat_results] Risultati dei combattimenti
    [non_combat_move] Movimento non di combattimento
   *[reinforcements] Rinforzi
}: fai avanzare la fase quando i giocatori hanno finito.
# $name: the member; $seat: a battalion's name or word-hc-seat.
words-request-seat = { $name } chiede il posto di { $seat }.
# $name: the member; $n: how many hours; $reason: the member's words.
words-request-time = { $name } chiede { $n ->
    [one] { $n } ora in più
   *[other] { $n } ore in più
}: «{ $reason }»
# $side: allies or axis; $phase: combat_move or non_combat_move.
words-gm-drafted-nothing = Lo schieramento { $side ->
    [allies] alleato
   *[axis] dell'Asse
} non ha ancora preparato nulla: avanzare ora salta il suo { $phase ->
    [combat_move] movimento di combattimento
   *[non_combat_move] movimento non di combattimento
}.
# $side: allies or axis; $n: how many reinforcements wait.
words-gm-unplaced = Il comandante supremo { $side ->
    [allies] alleato
   *[axis] dell'Asse
} ha ancora { $n ->
    [one] { $n } rinforzo
   *[other] { $n } rinforzi
} da piazzare: avanzare ora { $n ->
    [one] lo lascia
   *[other] li lascia
} nella casella dei rinforzi fino al prossimo round (R10).
# $n: how many units fought, all of them lost.
words-casualties-all = { $n ->
    [one] L'unica unità che ha combattuto è persa
   *[other] Tutte e { $n } le unità che hanno combattuto sono perse
}: conferma le perdite (R8.1).
# $n: how many units are lost; $fought: how many fought.
words-casualties-some = Scegli esattamente { $n ->
    [one] { $n } unità persa
   *[other] { $n } unità perse
} tra le { $fought } che hanno combattuto (R8.1); la scelta predefinita (prima le compagnie) è già spuntata.

## Unità e ordini

# $class: company, platoon, artillery or air (beside a unit's name).
words-class = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}
# $class: company or platoon (a unit whose name says another class).
words-counts-as = { $class ->
    [company] conta come compagnia
   *[platoon] conta come plotone
}
# $first: the first reason, with its rule; $n: how many more reasons.
words-first-of-more = { $first } (e { $n ->
    [one] { $n } altro motivo
   *[other] altri { $n } motivi
} per altri luoghi)
# $first: the items but the last, ", " between; $last: the last item.
words-and = { $first } e { $last }
# $kind: attack, capture, reinforce, land or move.
words-move-kind = { $kind ->
    [attack] Attacco
    [capture] Conquista
    [reinforce] Rinforzo
    [land] Sbarco
   *[move] Movimento
}
words-place-reinforcement-box = Casella dei rinforzi
words-place-air-pool = Riserva aerea
# $class: company, platoon, artillery or air; $n: how many (1 or more).
words-enemy-count = { $class ->
    [company] { $n ->
        [one] { $n } compagnia nemica
       *[other] { $n } compagnie nemiche
    }
    [platoon] { $n ->
        [one] { $n } plotone nemico
       *[other] { $n } plotoni nemici
    }
    [artillery] { $n ->
        [one] { $n } unità di artiglieria nemica
       *[other] { $n } unità di artiglieria nemiche
    }
   *[air] { $n ->
        [one] { $n } unità aerea nemica
       *[other] { $n } unità aeree nemiche
    }
}
words-no-enemy-units = nessuna unità nemica

## L'attesa

words-waited-under-hour = meno di un'ora
# $n: hours (1 to 47).
words-waited-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
# $n: days (2 or more).
words-waited-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
# $who: who a battle waits on.
words-waiting = { $who ->
    [defenders] il comandante di battaglione difensore (scegliere i difensori)
    [setup] il game master (allestire la battaglia; il risultato si inserisce nella fase Risoluzione dei combattimenti)
    [playing] i comandanti e il game master (giocarla, inserire il risultato)
    [advance] il game master (avanzare alla fase Risultati dei combattimenti, in cui si scelgono le perdite)
    [both] entrambi i comandanti di battaglione (perdite)
    [attacker] il comandante di battaglione attaccante (perdite)
   *[defender] il comandante di battaglione difensore (perdite)
}

## I messaggi

words-channel-public = Tutti
# $side: allies or axis.
words-channel-side = { $side ->
    [allies] Schieramento alleato
   *[axis] Schieramento dell'Asse
}
# $name: the player's name, or words-channel-player.
words-channel-desk = Canale del GM: { $name }
# $user: the player's number (one no longer a member).
words-channel-player = giocatore { $user }
# $battle: the battle's number; $zone: its zone id.
words-channel-battle = Battaglia { $battle } in { $zone }
# $battle: the battle's number.
words-channel-battle-bare = Battaglia { $battle }
# $side: word-side; $role: word-role ("Allied High Commander").
words-role-of-side = { $role } { $side }
# The role of one who has left the campaign.
words-former-member-role = ex membro
# The name of one who has left the campaign.
words-former-member = un ex membro
# A seat without a deputy (or holder) now.
words-seat-nobody = nessuno

## Battaglioni e rendimento

# $name: a member; $round: a round.
words-tenure-round = { $name } nel round { $round }
# $name: a member; $from, $to: rounds.
words-tenure-rounds = { $name } dal round { $from } al { $to }
# $name: a member; $from: a round.
words-tenure-from = { $name } dal round { $from }
words-tenure-nobody = ancora nessuno
# $round: the round; $battle: the battle's number; $zone: its zone id; $role: attacked or defended; $how: words-record-result or words-battle-status.
words-record-line = Round { $round }, battaglia { $battle } in { $zone }: { $role ->
    [attacked] ha attaccato
   *[defended] ha difeso
}, { $how }
# $outcome: word-outcome; $n: how many units the battalion lost.
words-record-result = { $outcome } (dal punto di vista dell'attaccante); { $n ->
    [one] { $n } unità persa
   *[other] { $n } unità perse
}
# $status: where a battle stands.
words-battle-status = { $status ->
    [awaiting_defenders] in attesa dei difensori
    [ready_for_setup] pronta da allestire
    [being_played] in corso
    [result_entered] risultato inserito
    [casualties_chosen] perdite scelte
   *[closed] chiusa
}
# $name: the member; $n: how many recent deadlines are counted (1 to 3); $parts: words-record-kept, ", " between.
words-record-warning = { $name }, { $n ->
    [one] nell'ultima scadenza
   *[other] nelle ultime { $n } scadenze
}: { $parts }
# $kept: missed, excused or covered; $n: how many deadlines.
words-record-kept = { $kept ->
    [missed] { $n ->
        [one] { $n } mancata
       *[other] { $n } mancate
    }
    [excused] { $n ->
        [one] { $n } giustificata (assenza o proroga concessa)
       *[other] { $n } giustificate (assenza o proroga concessa)
    }
   *[covered] { $n ->
        [one] { $n } coperta da un sostituto
       *[other] { $n } coperte da un sostituto
    }
}

## Il gioco

# $version: CMBN's version ("5.01").
words-kit-version = CMBN { $version }
# $version: CMBN's version; $modules: the modules (words-and).
words-kit-version-modules = CMBN { $version } con { $modules }
# $modules: the modules (words-and).
words-kit-modules = CMBN con { $modules }
