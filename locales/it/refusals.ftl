# Refusals: what a rule says when a command breaks it (Italian).
#
# Each message is a rule's words, built from its arguments; the rule's id
# (R6.1, ...) travels beside it and is not part of the text. Arguments:
# $side is "allies" or "axis"; places ($zone, $from, $to, ...) and units
# ($unit, ...) are data, shown as they are; numbers choose plural forms.
#
# Italian: impersonal statements, imperatives in the "tu" form.
# Terms: see GLOSSARY.md in this folder.

## commit

commit-in-move = Ordine { $n }:{ " " }
commit-nothing = Non ci sono ordini in bozza da confermare.

## params

params-range = Parametri: { $name } deve essere compreso tra { $lo } e { $hi }; valore indicato: { $given }.
params-ratio-table = Parametri: qb_ratio_table richiede righe con un rapporto di almeno 1 e un tipo di battaglia.
params-size-table = Parametri: qb_size_table richiede delle righe, l'ultima senza limite superiore.
params-size-grow = Parametri: le righe di qb_size_table devono essere crescenti.
params-zone = Parametri: la zona { $zone } non esiste su questa mappa.
params-launch-box = Parametri: la zona di imbarco { $launch_box } non esiste su questa mappa.

## move_checks

move-combat-moved = { $unit } ha effettuato un movimento di combattimento in questo turno e non può effettuare un movimento non di combattimento.
move-own-territory = { $zone } è già controllata { $side ->
        [allies] dagli Alleati
       *[axis] dall'Asse
    }: i movimenti nel proprio territorio si fanno nel movimento non di combattimento.
move-not-your-turn = È il turno { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }: { $unit } non può muoversi ora.
move-air-unit = { $unit } è un'unità aerea: resta nella riserva aerea e viene assegnata alle battaglie.
move-artillery = { $unit } è artiglieria: l'artiglieria non si muove nel movimento di combattimento.
move-one-battalion = Un ordine muove solo unità di un unico battaglione (i battaglioni non combattono mai insieme).
move-no-units = Scegli almeno un'unità.
move-one-origin = Tutte le unità di un ordine devono partire dallo stesso luogo: { $first } è in { $first_place }, { $other } in { $other_place }.
move-already-moved = { $unit } ha già { $act ->
        [attacked] attaccato
       *[moved] effettuato un movimento
    } in questa fase ({ $from } -> { $to }); un'unità si muove al massimo di { $range ->
        [one] { $range } zona
       *[other] { $range } zone
    } per fase.
move-already-drafted = { $unit } ha già l'ordine in bozza { $draft }; modifica o elimina quello.
move-land-zones = Le unità si muovono verso zone terrestri; { $place } non lo è (i rinforzi si piazzano nella fase dei rinforzi, R10).
move-too-far = Da { $from } a { $to } ci sono { $n } zone; le unità si muovono al massimo di { $range ->
        [one] { $range } zona
       *[other] { $range } zone
    } per fase.
move-no-route = Da { $from } a { $to } non c'è un percorso di zone terrestri; le unità si muovono al massimo di { $range ->
        [one] { $range } zona
       *[other] { $range } zone
    } per fase.
move-already-there = Le unità sono già in { $zone }.
move-launch-beach = Le unità nella zona di imbarco { $launch_box } possono sbarcare solo sulla sua spiaggia, { $beach }; { $zone } non lo è.
move-reinforcement-box = Le unità nella casella dei rinforzi non si muovono: le piazza il comandante supremo nella fase dei rinforzi.
move-air-pool = Le unità aeree non si muovono.
move-non-combat-attack = I movimenti non di combattimento non possono attaccare.
move-non-combat-enemy = { $zone } è controllata { $side ->
        [allies] dagli Alleati
       *[axis] dall'Asse
    }: un movimento non di combattimento può entrare solo in una zona controllata dal proprio schieramento o in una zona contesa.

## reinforcements

reinforcements-battalion-or-units = Indica un battaglione oppure le unità da piazzare.
reinforcements-one-battalion = Piazza un battaglione (o un'unità di artiglieria) alla volta.
reinforcements-not-your-side = { $unit } non è un'unità { $side ->
        [allies] alleata
       *[axis] dell'Asse
    }.
reinforcements-not-in-box = { $unit } non è nella casella dei rinforzi.
reinforcements-not-yet = { $unit } diventa disponibile al round { $arrives }; ora è il round { $round }.
reinforcements-launch-box = I rinforzi alleati vanno in una zona di imbarco.
reinforcements-wrong-launch-box = I battaglioni { $nation } sbarcano in { $boxes }; { $here } non è tra queste.
reinforcements-axis-entry = I rinforzi dell'Asse entrano a Rennes, Chartres o Rouen.
reinforcements-not-entry-zone = { $zone } non è una zona d'ingresso dell'Asse ({ $entries }).
reinforcements-entry-not-held = { $zone } non è controllata dall'Asse; i rinforzi entrano solo dove l'Asse controlla la zona.
reinforcements-stack-limit = { $zone }: le unità dell'Asse sarebbero { $n }, il limite è { $limit }.
reinforcements-artillery-limit = { $zone }: le unità di artiglieria dell'Asse sarebbero { $n }, il limite è { $limit }.

## support

support-battle-closed = La battaglia { $battle } non accetta più supporto.
support-listed-twice = { $unit } è indicata due volte.
support-not-active = { $unit } non è un'unità { $class ->
        [air] aerea
       *[artillery] di artiglieria
    } { $side ->
        [allies] alleata
       *[axis] dell'Asse
    } attiva.
support-already-used = { $unit } supporta già un'altra battaglia in questo turno.
support-not-on-map = { $unit } non è sulla mappa ({ $place }).
support-out-of-range = { $unit } si trova in { $zone }, che non è né { $battle_zone } né adiacente.
support-naval-not-assault = Il supporto navale è previsto solo per un assalto alleato da una zona di imbarco sulla sua spiaggia; la battaglia { $battle } in { $zone } non lo è.
support-ship-taken = L'unica nave supporta già un'altra battaglia in questo turno.
support-ships-taken = Tutte le { $n } navi supportano già altre battaglie in questo turno.

## schedule

schedule-phase-length = La durata della fase { $phase ->
        [combat_move] Movimento di combattimento
        [combat_resolution] Risoluzione dei combattimenti
        [combat_results] Risultati dei combattimenti
        [non_combat_move] Movimento non di combattimento
       *[reinforcements] Rinforzi
    } deve essere tra 1 e { $max } ore, non { $hours }.
schedule-extension-too-long = Una proroga può durare al massimo { $max } ore, non { $hours }.
schedule-turn-files-kept = Una battaglia conserva da 1 a { $max } file del turno, non { $n }.
schedule-turn-clock = Un comandante tiene un file del turno da 1 a { $max } ore, non { $hours }.
schedule-turn-pause = Un'assenza ferma il timer del turno da 1 a { $max } giorni, non { $days }.
schedule-paused = La campagna è in pausa: le sue scadenze sono congelate.
schedule-not-the-deadline = Questa non è la scadenza della fase (è stata modificata o è già stata elaborata).
# $deadline: "2024-06-06 06:30".
schedule-not-passed = La scadenza non è ancora passata: è fissata al { $deadline } UTC.
schedule-already-paused = La campagna è già in pausa.
schedule-pause-reason = Una pausa richiede un motivo, che tutti possono leggere.
schedule-reason-too-long = Il motivo deve restare sotto i 500 caratteri.
schedule-not-paused = La campagna non è in pausa.

## annotations

annotations-name-side = Indica il `side` a cui appartiene questo livello (il GM non ha uno schieramento proprio).
annotations-campaign-over = La campagna è finita: le sue mappe restano com'erano.
# $zone: what was given (its first 20 characters), in quotes, escaped.
annotations-not-a-zone = { $zone } non è una zona della mappa (da F1 a F42).
annotations-too-many = Uno schieramento può avere al massimo { $max } annotazioni sulla mappa; prima rimuovine qualcuna.
annotations-arrow-target = Una freccia punta a una seconda zona della mappa ("Freccia verso", `to`), non alla propria.
annotations-text-too-long = Il testo di un'annotazione ha al massimo { $max } caratteri; questo ne ha { $n }.
annotations-label-empty = Un'etichetta deve contenere del testo.
annotations-one-line = Il testo di un'annotazione sta su una sola riga.
# $code: the character's code point in hexadecimal, at least four digits ("202E").
annotations-hidden-char = Il testo di un'annotazione contiene solo caratteri visibili e spazi (non U+{ $code }).

## ctx

# $what: what the phase is for, in words ("Reinforcements are placed");
# $phases: the phases it happens in, in words ("Combat move or Combat resolution").
ctx-wrong-phase = { $action ->
        [defenders] I difensori si scelgono
        [support] Il supporto si assegna
        [commit] Gli ordini si confermano
        [correction] Un risultato si corregge
        [draft] Gli ordini si preparano
        [reinforcements] I rinforzi si piazzano
        [casualties] Le perdite si scelgono
       *[results] I risultati delle battaglie si inseriscono
    } solo nella fase { $phases ->
        [combat_move-or-combat_resolution] Movimento di combattimento o Risoluzione dei combattimenti
        [combat_move-or-non_combat_move] Movimento di combattimento o Movimento non di combattimento
        [combat_resolution-or-combat_results] Risoluzione dei combattimenti o Risultati dei combattimenti
        [combat_move] Movimento di combattimento
        [combat_resolution] Risoluzione dei combattimenti
        [combat_results] Risultati dei combattimenti
        [non_combat_move] Movimento non di combattimento
       *[reinforcements] Rinforzi
    }; ora è la fase { $phase ->
        [combat_move] Movimento di combattimento
        [combat_resolution] Risoluzione dei combattimenti
        [combat_results] Risultati dei combattimenti
        [non_combat_move] Movimento non di combattimento
       *[reinforcements] Rinforzi
    }.
ctx-no-units = Scegli almeno un'unità.
ctx-unit-twice = L'unità { $unit } è indicata due volte.
ctx-unit-destroyed = { $unit } è stata distrutta e non può agire.
ctx-campaign-won = La campagna è finita: { $side ->
        [allies] gli Alleati hanno
       *[axis] l'Asse ha
    } vinto al round { $round }. Non si accettano altri ordini.
ctx-campaign-over = La campagna è finita. Non si accettano altri ordini.
ctx-not-started = La campagna non è ancora iniziata: il game master la sta ancora preparando.

## corrections

corrections-reason-needed = Una correzione richiede un motivo, che viene registrato nella cronologia.
corrections-reason-too-long = Il motivo deve restare sotto i { $max } caratteri.
corrections-unit-already-there = { $unit } è già in { $place }.
corrections-zone-already = { $zone } è già controllata { $side ->
        [allies] dagli Alleati
       *[axis] dall'Asse
    }.
corrections-no-result = La battaglia { $battle } non ha un risultato da correggere: inseriscilo.
corrections-casualties-chosen = Le perdite della battaglia { $battle } sono già state scelte: correggi invece le unità (ripristinale o spostale).
corrections-losses-exceed = Le perdite non possono superare le unità che hanno combattuto: { $attacking } in attacco, { $defending } in difesa.

## absence

absence-dates = L'assenza deve finire dopo il suo inizio, e nel futuro.
absence-too-long = Un'assenza dura al massimo { $days } giorni; per un'assenza più lunga, segnalala di nuovo più avanti.
absence-note-too-long = La nota deve restare sotto i 500 caratteri.
absence-not-away = Non risulti assente.
absence-one-seat = Indica un solo posto: un `battalion` oppure il posto `high_commander` di uno schieramento.
absence-deputy = Un sostituto è un comandante supremo o un comandante di battaglione dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }.
absence-deputy-or-gm = Un sostituto è un comandante supremo o un comandante di battaglione dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }, oppure il GM.
absence-own-deputy = Il titolare di un posto non può essere il sostituto di sé stesso.

## setup

setup-started = La campagna è iniziata: la sua configurazione è bloccata.
setup-launch-box-allied = Le zone di imbarco sono riservate alle unità alleate.
setup-air-pool = Nella riserva aerea stanno solo unità aeree.
setup-arrival-round = Un'unità nella casella dei rinforzi richiede un round di arrivo.
# $what: what is named, in words ("A battalion", "A support unit").
setup-name-length = { $what ->
        [battalion] Un battaglione
        [unit] Un'unità
       *[support] Un'unità di supporto
    } richiede un nome da 1 a 80 caratteri.

## results

results-notes-too-long = Le note sono limitate a { $notes_max } caratteri e i link a { $link_max }.
results-link = Il link al resoconto (AAR) deve essere un indirizzo http:// o https:// (oppure vuoto).
results-battle-closed = La battaglia { $battle } è chiusa.
results-casualties-started = La scelta delle perdite della battaglia { $battle } è già iniziata; il risultato non può più cambiare.
results-defenders-first = Battaglia { $battle }: i difensori vanno scelti prima di inserire il risultato.
# $outcome: the outcome's name ("Major Victory"); $attacker_range and
# $defender_range: "exact" when the least and the most losses are the same.
results-losses-attacker = { $outcome }: l'attaccante perde { $attacker_range ->
        [exact] esattamente { $attacker_min }
       *[range] da { $attacker_min } a { $attacker_max }
    } unità su { $attackers }; inserite: { $attacker_entered }.
results-losses-defender = { $outcome }: il difensore perde { $defender_range ->
        [exact] esattamente { $defender_min }
       *[range] da { $defender_min } a { $defender_max }
    } unità su { $defenders }; inserite: { $defender_entered }.
results-losses-both = { $outcome }: l'attaccante perde { $attacker_range ->
        [exact] esattamente { $attacker_min }
       *[range] da { $attacker_min } a { $attacker_max }
    } unità su { $attackers }, inserite: { $attacker_entered }; il difensore perde { $defender_range ->
        [exact] esattamente { $defender_min }
       *[range] da { $defender_min } a { $defender_max }
    } unità su { $defenders }, inserite: { $defender_entered }.

# Same conventions as refusals.ftl: $side is "allies" or "axis"; places and
# units are data, shown as they are; numbers choose plural forms.

## extensions

extensions-no-deadline = La fase non ha una scadenza da prorogare.
extensions-not-taken = In questa campagna il GM non accetta richieste di proroga.
extensions-asked-already = Hai già fatto richiesta; il GM non ha ancora risposto.
extensions-hours = Chiedi da 1 a { $cap } ore, non { $hours }.
extensions-reason = Indica al GM un motivo, sotto i 500 caratteri.

## clock

clock-paused-due = La campagna è in pausa: i suoi termini sono congelati.
clock-not-due-date = Questo non è il termine della battaglia (è stato modificato o è già stato elaborato).
clock-due-not-passed = Il termine non è ancora passato: è fissato al { $due } UTC.
clock-nothing-waits = Nulla è in attesa del termine della battaglia { $battle }.
clock-no-absence = Quel membro non ha un'assenza del genere (è finita o è stata modificata).
clock-absence-not-over = L'assenza non è ancora finita: termina il { $to } UTC.

## battles

battles-defenders-chosen = I difensori della battaglia { $battle } sono già stati scelti.
battles-not-defender = { $unit } non è un'unità di { $battalion } in { $zone }.
battles-too-many-companies = Scelte { $companies } unità di classe compagnia; possono difendere al massimo { $max } più eventuali plotoni.
battles-field-at-least = Schiera almeno { $required } unità (l'attaccante ne ha impegnate { $committed }); scelte: { $fielded }.
battles-field-at-least-of = Schiera almeno { $required } unità (l'attaccante ne ha impegnate { $committed }); scelte di { $battalion }: { $fielded }.
battles-conditions-limit = Le condizioni sono limitate a { $max } caratteri ciascuna.
battles-due-past = Un termine deve essere nel futuro.

## seats

seats-name-one = Indica un solo posto: un `battalion` oppure il posto `high_commander` di uno schieramento.
seats-not-open = Quel posto non è libero.
seats-asked-already = Hai già chiesto un posto; prima deve rispondere il GM.
seats-no-longer-open = Quel posto non è più libero.
seats-may-no-longer-take = { $member } non può più prendere { $seat }: un posto libero dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } va a un osservatore o a un comandante di quello schieramento.

## phases

phases-deadline-past = La scadenza deve essere nel futuro.
phases-cannot-advance = La fase non può avanzare: { $blocker }. Prima inserisci il risultato.
phases-cannot-advance-yet = Non ancora: { $blocker }.
phases-blocker-drafts = { $n ->
        [one] { $n } ordine in bozza non confermato
       *[other] { $n } ordini in bozza non confermati
    } dal comandante supremo
phases-blocker-defenders = Battaglia { $battle } in { $zone }: difensori non scelti
phases-blocker-result = Battaglia { $battle } in { $zone }: nessun risultato inserito
phases-blocker-casualties = Battaglia { $battle } in { $zone }: perdite { $who ->
        [attacker] dell'attaccante
       *[defender] del difensore
    } non scelte
phases-blocker-reinforcements = Il comandante supremo { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } ha { $units ->
        [one] un'unità di rinforzo
       *[other] { $units } unità di rinforzo
    } da piazzare (se si forza l'avanzamento, i rinforzi restano in attesa nella casella)
phases-force-reason = Un avanzamento forzato richiede un motivo; viene registrato come intervento del GM.
phases-nothing-to-undo = Non c'è alcun cambio di fase da annullare.

## notes

notes-sealed-length = Una nota sigillata ha da 1 a { $max } caratteri; questa ne ha { $n }.
notes-campaign-over = La campagna è finita: non resta nulla fino a cui sigillare una nota.
notes-later-round = Una nota si apre a un round successivo: da { $first } a { $last }, oppure alla fine (ora è il round { $round }).
notes-too-many = Al massimo { $max } note sigillate per membro e per campagna.
notes-notepad-length = Il blocco note contiene al massimo { $max } caratteri; questo testo ne ha { $n }.

## members

members-side-needed = I comandanti supremi e i comandanti di battaglione appartengono a uno schieramento: scegli Alleati o Asse.
members-side-not-needed = Solo i comandanti supremi e i comandanti di battaglione hanno uno schieramento.
members-one-hc = Lo schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } ha già un comandante supremo ({ $hc }); prima rimuovilo.
members-other-side = { $member } gioca già per l'altro schieramento: prima rimuovi quel ruolo (un membro gioca per un solo schieramento).
members-name-taken = Un membro di questa campagna si chiama già { $name }; prima uno dei due deve scegliere un altro nome visualizzato nella pagina del proprio account.
members-last-gm = Una campagna ha bisogno di un game master: aggiungine un altro prima di rimuovere l'ultimo.

## casualties

casualties-no-result = La battaglia { $battle } non ha ancora un risultato.
casualties-already-chosen = Le perdite { $side ->
        [allies] alleate
       *[axis] dell'Asse
    } della battaglia { $battle } sono già state scelte.
casualties-listed-twice = L'unità { $unit } è indicata due volte.
casualties-not-fought = { $unit } non ha combattuto nella battaglia { $battle }.
casualties-unknown-not-fought = l'unità { $unit } non ha combattuto nella battaglia { $battle }.
casualties-exactly = Scegli esattamente { $n ->
        [one] { $n } unità persa
       *[other] { $n } unità perse
    }; scelte: { $chosen }.

## attacks

attacks-no-units = { $battalion } non ha unità in { $zone } con cui attaccare.
attacks-name-target = In { $zone } ci sono più battaglioni nemici: indica quello che attacchi ({ $battalions }).
attacks-already-attacked = { $target } in { $zone } è già stato attaccato in questo turno; un battaglione in difesa in un territorio può subire al massimo un attacco per turno.
attacks-several-attacks = { $target } in { $zone } è il bersaglio di { $attacks } attacchi; un battaglione in un territorio può essere attaccato al massimo una volta per turno, da un solo battaglione.
attacks-too-many-companies = L'attacco contro { $target } in { $zone } comprende { $companies } unità di classe compagnia; possono attaccare al massimo { $max } più eventuali plotoni.

## forces

forces-arrival-round = Il round di arrivo deve essere tra 1 e { $max }.
forces-battalion-units = Un battaglione ha bisogno delle sue unità.
forces-support-class = Le unità di supporto sono di artiglieria o aeree.
forces-not-destroyed = { $unit } non è distrutta.

## roles

roles-commander-member = Il comandante deve essere un membro di questa campagna.
roles-cannot-command = { $member } non può comandare { $battalion }: un battaglione è comandato da un comandante di battaglione o dal comandante supremo del suo schieramento ({ $side ->
        [allies] Alleati
       *[axis] Asse
    }).
roles-user-cannot-command = l'utente { $user } non può comandare { $battalion }: un battaglione è comandato da un comandante di battaglione o dal comandante supremo del suo schieramento ({ $side ->
        [allies] Alleati
       *[axis] Asse
    }).
roles-email = Questo non sembra un indirizzo email.

## handover

handover-name-one = Indica un solo posto: un `battalion` oppure il posto `high_commander` di uno schieramento.
handover-already-holds = { $member } occupa già { $seat }.
handover-not-bc = { $member } non è un comandante di battaglione dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }: prima aggiungilo allo schieramento.

## start

start-no-hc = Lo schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } non ha un comandante supremo.
start-several-hcs = Lo schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } ha { $hcs } comandanti supremi; deve averne uno solo (R1.2).
start-no-battalion = Lo schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } non ha alcun battaglione.
start-no-commander = { $battalion } non ha un comandante di battaglione.
start-wrong-commander = { $battalion } è comandato da { $member }, che non è né un comandante di battaglione né il comandante supremo dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } (R1.2).
start-wrong-commander-user = { $battalion } è comandato dall'utente { $user }, che non è né un comandante di battaglione né il comandante supremo dello schieramento { $side ->
        [allies] alleato
       *[axis] dell'Asse
    } (R1.2).
start-off-map = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) si trova in { $zone }, che non è sulla mappa.
start-air-on-map = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) è un'unità aerea sulla mappa; le unità aeree stanno nella riserva aerea.
start-no-launch-box = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) è nella zona di imbarco { $launch_box }, che non è sulla mappa.
start-axis-launch-box = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) è un'unità dell'Asse in una zona di imbarco.
start-no-arrival = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) attende nella casella dei rinforzi senza un round di arrivo.
start-not-air = L'unità { $unit } ({ $class ->
        [company] compagnia
        [platoon] plotone
        [artillery] unità di artiglieria
       *[air] unità aerea
    } { $side ->
        [allies] degli Alleati
       *[axis] dell'Asse
    }) è nella riserva aerea ma non è un'unità aerea.
start-stack-limit = { $zone }: le unità { $side ->
        [allies] alleate
       *[axis] dell'Asse
    } sono { $units }, il limite è { $limit } (R4.1).
start-artillery-stack = { $zone }: le unità di artiglieria { $side ->
        [allies] alleate
       *[axis] dell'Asse
    } sono { $units }, il limite è { $limit } (R4.2).
start-started = La campagna è iniziata: la sua configurazione è bloccata.
start-not-ready = La campagna non è pronta per iniziare:{ " " }

## stacking

stacking-stack-limit = { $zone }: le unità { $side ->
        [allies] alleate
       *[axis] dell'Asse
    } sarebbero { $units }, il limite è { $limit }.
stacking-artillery-stack = { $zone }: le unità di artiglieria { $side ->
        [allies] alleate
       *[axis] dell'Asse
    } sarebbero { $units }, il limite è { $limit }.

## ready

ready-not-move-phase = Gli ordini si dichiarano conclusi in una fase di movimento; questa fase non ne prevede.
ready-already = Hai già dichiarato conclusi i tuoi ordini.
ready-not-yet = Non hai dichiarato conclusi i tuoi ordini.

## orders

orders-not-your-turn = È il turno { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }: il tuo schieramento dà i suoi ordini nel proprio turno.

## ids

ids-counter-exhausted = La campagna ha usato tutti gli id che il suo contatore { $counter } può assegnare ({ $max }); non si può numerare nient'altro.

## execute

clock-nothing-due = Nulla è in scadenza: se n'è già occupata un'altra istanza o un passaggio precedente.

## play

play-over = La battaglia { $battle } in { $zone } è finita: il suo risultato è stato inserito.
play-defenders-first = Battaglia { $battle } in { $zone }: i difensori si scelgono prima di allestire la battaglia.
play-already-set-up = La battaglia { $battle } in { $zone } è già allestita.
play-not-set-up = La battaglia { $battle } in { $zone } non è ancora allestita: prima il game master la crea in CMBN.
play-already-in-play = La battaglia { $battle } in { $zone } è già in corso.

## kit

kit-unchanged = La campagna indica già questa versione di CMBN e questi moduli.
kit-name-length = Il nome di una versione o di un modulo di CMBN ha da 1 a { $max } caratteri, senza caratteri di controllo.
kit-too-many = Al massimo { $max } moduli; indicati: { $given }.

## relay

relay-not-yours = Il file { $file } non è tra quelli che hai caricato: invia il tuo file del turno.
relay-not-a-save = Il file { $file } non è un file di CMBN: un file del turno è quello che scrive CMBN (.ema, .bts).
relay-sent-already = Il file { $file } è già stato inviato.
relay-twice = Hai inviato il file del turno { $n } della battaglia { $battle } in { $zone }: i file si alternano, quindi il prossimo lo invia il tuo avversario.
relay-live = La battaglia { $battle } in { $zone } si gioca dal vivo via TCP/IP, non con i file del turno.
relay-nothing-to-withdraw = La battaglia { $battle } in { $zone } non ha file del turno da ritirare.
relay-not-your-file = Il file del turno { $n } è del tuo avversario: solo chi lo ha inviato può ritirarlo.
relay-fetched = Il file del turno { $n } è già stato scaricato: non può più essere ritirato.
relay-not-chased = Il file del turno { $n } della battaglia { $battle } non è ancora trattenuto oltre il timer del turno, oppure è già stato sollecitato.

# R13.5 concession and rulings
ruling-conceded-already = Nella battaglia { $battle } in { $zone } è già stata dichiarata la resa (dal comandante { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }): il game master ne inserisce il risultato.
ruling-chased-lately = La battaglia { $battle } in { $zone } è stata sollecitata meno di { $hours ->
    [one] un'ora
   *[other] { $hours } ore
} fa: concedi un momento ai suoi comandanti.
ruling-reason = Il motivo di una decisione ha al massimo { $max } caratteri, su una o più righe, senza caratteri di controllo.

# R13.6 live sessions
session-pbem = La battaglia { $battle } in { $zone } si gioca in PBEM con i file del turno, non dal vivo.
session-conceded = Nella battaglia { $battle } in { $zone } è stata dichiarata la resa: il game master ne inserisce il risultato.
session-spans-many = Al massimo { $max } intervalli di tempo; indicati: { $given }.
session-span-backwards = { $count ->
    [one] Un intervallo finisce
   *[other] { $count } intervalli finiscono
} prima di iniziare.
session-span-far = { $count ->
    [one] Un intervallo va
   *[other] { $count } intervalli vanno
} oltre i prossimi { $days } giorni: indica solo intervalli entro quel periodo.
session-past = Una sessione deve iniziare dopo il momento attuale.
session-far = Una sessione deve iniziare entro i prossimi { $days } giorni.
session-length = Una sessione dura da { $min } a { $max } minuti; indicati: { $given }.
session-booked = La battaglia { $battle } ha già una sessione concordata: annullala prima di proporne un'altra.
session-nothing-to-answer = La battaglia { $battle } non ha sessioni proposte a te.
session-already-agreed = La sessione della battaglia { $battle } è già stata concordata.
session-not-begun = La sessione della battaglia { $battle } non è ancora iniziata.
session-reported = La sessione della battaglia { $battle } è già stata segnalata (dal comandante { $side ->
        [allies] alleato
       *[axis] dell'Asse
    }): decide il game master.
session-none-agreed = La battaglia { $battle } non ha sessioni concordate.
support-set-up = La battaglia { $battle } è stata allestita in CMBN con il supporto che aveva: il suo supporto non cambia più.
