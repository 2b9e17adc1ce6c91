# Mappa (italiano): la pagina della mappa con la tabella delle zone e le
# annotazioni, la pagina di una zona, la pagina di un battaglione, il
# tabellone delle battaglie del GM. Nomi di luoghi, unità, battaglioni e
# persone, CMBN e numeri sono dati e restano come sono.

## Parole comuni alle pagine della mappa

# $side: "allies" or "axis".
map-side = { $side ->
    [allies] Alleati
   *[axis] Asse
}
# $state: how a zone is held: "allies", "axis", "contested", "none" (the
# map's table) or "uncontrolled" (a zone's page).
map-zone-state = { $state ->
    [allies] alleata
    [axis] Asse
    [contested] contesa
    [none] nessuno
   *[uncontrolled] non controllata
}
map-mark-objective = obiettivo
map-mark-bunker = fortino
map-mark-entry = ingresso
map-back-to-map = Torna alla mappa

## La mappa

# $phase: a saved phase ("Round 1, Allied Combat move").
map-end-of = Fine della fase: { $phase }
map-back-live = Torna alla mappa attuale
map-phases = Fasi
map-previous-phase = Fase precedente
map-first-phase = Prima fase salvata
map-next-phase = Fase successiva
map-live = Mappa attuale
map-show-at = Mostra la mappa alla fine di
map-show = Mostra
map-zones-table = Le zone in tabella
map-col-zone = Zona
map-col-name = Nome
map-col-state = Controllo
map-col-allied-units = Unità alleate
map-col-axis-units = Unità dell'Asse
map-col-artillery = Artiglieria (A/X)
map-col-marks = Caratteristiche

## Le annotazioni della mappa

# $side: "allies" or "axis".
map-notes-side = { $side ->
    [allies] Annotazioni alleate
   *[axis] Annotazioni dell'Asse
}
map-notes = Annotazioni
map-notes-hint-side = Frecce, cerchi ed etichette brevi sulla mappa che vede solo il tuo schieramento (e il GM): intenzioni che vanno oltre gli ordini. Appartengono al round in cui sono state tracciate; la mappa mostra quelle di questo round.
map-notes-hint-gm = Frecce, cerchi ed etichette brevi sulla mappa che vede solo il loro schieramento (e il GM): intenzioni che vanno oltre gli ordini. Appartengono al round in cui sono state tracciate; la mappa mostra quelle di questo round.
map-notes-show = Mostra le annotazioni sulla mappa
map-notes-none = Nessuna in questo round.
# $n: how many annotations of earlier rounds.
map-notes-earlier = Round precedenti ({ $n }): sulle mappe passate del loro round
map-notes-side-label = Schieramento
map-notes-shape = Forma
map-shape-arrow = Freccia
map-shape-circle = Cerchio
map-shape-label = Etichetta
map-notes-at = Posizione
map-notes-arrow-to = Freccia verso
map-notes-not-arrow = (nessuna freccia)
map-notes-text = Testo
map-notes-example = Tenere a ogni costo
map-notes-draw = Disegna

## Ordini conclusi (R5.12)

map-ready-said = Hai dichiarato conclusi i tuoi ordini; il tuo comandante supremo lo vede.
map-ready-ask = Hai preparato tutto ciò che intendevi per questa fase? Dillo al tuo comandante supremo (R5.12).

## Una zona

# $zone: what was asked for (a zone id, as typed).
zone-missing = Su questa mappa non c'è nessuna zona { $zone }.
# $entry: the Axis entry's name ("Rennes").
zone-axis-entry = Ingresso dell'Asse: { $entry }
zone-coastal = costiera
# $terrain: the map's description of the zone's terrain.
zone-terrain = Terreno: { $terrain }
zone-stacking = Impilamento:
# Follows "Stacking: 3 / 12" (units there / the limit).
# $art: artillery units there; $art_limit: the artillery limit.
zone-stacking-rest = unità, { $art } / { $art_limit } artiglieria
zone-no-units = Nessuna unità.
zone-neighbours = Zone confinanti
# The side's artillery without a battalion (a group's name).
zone-artillery = Artiglieria
# $class: the class a unit counts as (its name says another).
zone-counts-as = conta come { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}

## Un battaglione

battalion-missing = In questa campagna non esiste questo battaglione.
# Follows the nation ("US · commanded by Smith").
battalion-commanded-by = comandato da
battalion-nobody = nessuno
battalion-command = Comando
# $name: the deputy's name, or battalion-no-deputy.
battalion-deputy = Sostituto: { $name }
battalion-no-deputy = nessuno
# $tenure: who has held the seat since when.
battalion-tenure = Mandato: { $tenure }
battalion-hand-over-to = Cedi a
battalion-hand-over = Cedi il comando
battalion-hand-over-hint = Il battaglione mantiene le sue unità e il suo stato di servizio; il canale del suo schieramento ne viene informato e il nuovo comandante riceve un briefing via email.
battalion-units = Unità
battalion-no-units = Nessuna unità sulla mappa.
# $class: a unit's class.
battalion-class = { $class ->
    [company] compagnia
    [platoon] plotone
    [artillery] artiglieria
   *[air] unità aerea
}
# $n: how many units the reader may not name.
battalion-hidden = { $n } unità (nomi nascosti)
# $n: how many units were destroyed.
battalion-lost = Perse finora: { $n }
battalion-record = Stato di servizio
battalion-no-record = Nessuna battaglia ancora combattuta.

## Il tabellone delle battaglie (del GM)

board-title = Tabellone delle battaglie
board-hint = Ogni battaglia aperta delle campagne che gestisci come game master: a che punto è la partita e cosa aspetta da te, a un clic dalla sua scheda.
board-campaign = Campagna
board-all-campaigns = Tutte le campagne
board-sort-by = Ordina per
board-sort-next = cosa aspetta te
board-sort-due = termine
board-sort-held = attesa più lunga
board-sort-campaign = campagna
board-sort-stage = stato
board-only-mine = Solo ciò che aspetta me
board-show = Mostra
board-none = Nessuna battaglia aperta nelle campagne che gestisci.
# $n: the open battles in all.
board-no-match = Nessuna battaglia corrisponde: { $n ->
    [one] { $n } aperta
   *[other] { $n } aperte
} in tutto.
board-scrolls = Battaglie aperte (scorre di lato)
board-battle = Battaglia
board-battalions = Battaglioni
board-stage = Stato
board-files = File inviati
board-whose-move = A chi tocca
board-due = Termine
board-last-activity = Ultima attività
board-your-next = La tua prossima azione
board-next = Prossima azione
board-players-play-on = i giocatori stanno giocando
# $n: the campaigns beyond the four the board follows.
board-not-live = Il tabellone si aggiorna da solo per quattro campagne; le modifiche delle altre ({ $n }) compaiono quando lo ricarichi, oppure scegli una campagna qui sopra.
# $stage: where the battle stands.
board-stage-name = { $stage ->
    [declared] Dichiarata
    [defenders_chosen] Difensori scelti
    [set_up] Allestita
    [in_play] In corso
    [result_in] Risultato inserito
    [casualties_chosen] Perdite scelte
   *[closed] Chiusa
}
# $mode: how the battle is played; follows the stage after a comma.
board-mode = { $mode ->
    [pbem] con file del turno PBEM
   *[live] dal vivo via TCP/IP
}
# $side: the side whose commander conceded; follows the stage after "; ".
board-conceded = resa dichiarata dal comandante { $side ->
    [allies] alleato
   *[axis] dell'Asse
}
# $who: who holds the turn; $time: how long (board-hours, board-days...).
board-held-for = { $who }, da { $time }
# $time: the agreed session's date and time.
board-live-session = sessione dal vivo { $time }
board-no-session = nessuna sessione dal vivo ancora concordata
# $attacker, $defender: battalions' names.
board-against = { $attacker } contro { $defender }
# $time: how long ago (board-hours, board-days...).
board-ago = { $time } fa
board-less-than-an-hour = meno di un'ora
# $n: hours (1 to 47).
board-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
# $n: days (2 or more).
board-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
board-next-enter-result = Inserisci il risultato
board-next-decide-session = Decidi sulla sessione dal vivo
board-next-conceded = Resa dichiarata: inserisci il risultato nella fase Risoluzione dei combattimenti
board-next-chase = Sollecita, concedi tempo o decidi
board-next-set-up = Allestiscila in CMBN
