# script (italiano): le parole degli script delle pagine (static/*.js).
# The words the page scripts write into the page (static/*.js, said by
# say() in static/say.js). A message counting names its count $n; the
# server renders it with 1 and 7, so it holds no other digit.

## The map's order panel (static/map-orders.js)

js-map-no-answer = Il server non ha risposto, riprova.
js-map-finding-together = Ricerca delle destinazioni comuni a queste unità…
# $place: the stack's place (a zone or a box).
js-map-orders-from = Ordini da { $place }
js-map-close = Chiudi
js-map-tick-all = Seleziona tutte
js-map-untick-all = Deseleziona tutte
# $battalion: the battalion (or the side's artillery) whose ticks went.
js-map-ticks-cleared = Un ordine muove le unità di un solo battaglione (R6.5): la selezione di { $battalion } è stata annullata.
js-map-ticks-cleared-other = Un ordine muove le unità di un solo battaglione (R6.5): la selezione dell'altro battaglione è stata annullata.
# $n: how many units the folded battalion has here.
js-map-show-its = { $n ->
    [one] Mostra { $n } unità
   *[other] Mostra le sue { $n } unità
}
# $n: how many units here may not move now.
js-map-cannot-move = { $n ->
    [one] Non può muoversi ora: { $n } unità
   *[other] Non possono muoversi ora: { $n } unità
}
# Put in place of the unit's name in a reason shared by several units
# ("X made a combat move" said of several: "each made a combat move").
js-map-each = ciascuna
# $place: the stack's place. Follows what happened to its units.
js-map-nothing-left = Non resta nulla da ordinare da { $place }.
# $kind: the move's kind ("Attack"); $place: where to.
js-map-checking-for = Verifica di queste unità per: { $kind } { $place }…
# $kind: the move's kind ("Attack"); $place: where to.
js-map-dest-closed = { $kind } { $place } non è disponibile ora per queste unità.
# $kind: the move's kind ("Attack"); $place: where to; $why: the server's reason.
js-map-dest-closed-why = { $kind } { $place } non è disponibile ora per queste unità: { $why }
js-map-choose-again = Scegli di nuovo:
# $place: the zone clicked that offers several orders.
js-map-what-in = Che cosa fanno in { $place }?
js-map-pick-proposed = Clicca una zona evidenziata sulla mappa o sceglila qui: il gruppo abituale per quell'ordine viene selezionato e puoi cambiarlo.
js-map-pick = Clicca una zona evidenziata sulla mappa o sceglila qui:
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to.
js-map-order-summary = { $n ->
    [one] { $kind } { $place } con { $n } unità.
   *[other] { $kind } { $place } con { $n } unità.
}
js-map-attack-battalion = Battaglione da attaccare
js-map-checking-order = Verifica dell'ordine…
# $rule: the rule's id ("R6.4"); $reason: the server's refusal.
js-map-refused-rule = Le regole rifiutano questo ordine ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-refused = Le regole rifiutano questo ordine: { $reason }
# $battalion: the attacked battalion; $odds: the odds, in the server's words.
js-map-against = Contro { $battalion }: { $odds }
# $zone: the zone; $units: units there after the order; $limit: the stack limit.
js-map-stack-after = { $zone } dopo questo ordine: { $units } unità su { $limit }.
# $zone: the zone; $units, $limit: units and their limit; $artillery, $artlimit: artillery and its limit.
js-map-stack-after-art = { $zone } dopo questo ordine: { $units } unità su { $limit }, { $artillery } unità di artiglieria su { $artlimit }.
js-map-over-limit = Puoi prepararlo, ma la conferma verrà rifiutata finché un altro ordine non farà spazio.
js-map-draft-this = Prepara questo ordine
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to (a zone's id or a place).
js-map-draft-short = { $n ->
    [one] Prepara: { $kind } { $place }, { $n } unità
   *[other] Prepara: { $kind } { $place }, { $n } unità
}
# $status: the HTTP status of an answer without words.
js-map-error-status = errore { $status }
# Said after "Not done:" or in place of the server's refusal.
js-map-unreachable = il server non è raggiungibile.
# $reason: the server's refusal, or js-map-unreachable.
js-map-not-done = Non eseguito: { $reason }
# $n: how many units moved; $kind: the move's kind ("Attack"); $place: where to.
js-map-drafted = { $n ->
    [one] Ordine preparato: { $kind } { $place } con { $n } unità.
   *[other] Ordine preparato: { $kind } { $place } con { $n } unità.
}
# An arrow's tooltip. $n: how many units; $kind: the move's kind; $from, $to:
# the places' ids; $draft: the move's number. (English says "units" for one too.)
js-map-arrow-title = { $kind }: { $n } unità, da { $from } a { $to } (ordine { $draft })
js-map-place-title = Rinforzi da piazzare
# $what: the battalion or unit to place.
js-map-place-where = Dove arriva { $what }? Clicca un luogo evidenziato sulla mappa o sceglilo qui:
# $what: the battalion or unit to place; $place: where.
js-map-place-confirm = Piazzare { $what } in { $place }? Non si potrà tornare indietro.
js-map-checking = Verifica in corso…
js-map-place-it = Piazza
# $rule: the rule's id; $reason: the server's refusal.
js-map-place-refused-rule = Le regole lo rifiutano ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-place-refused = Le regole lo rifiutano: { $reason }
js-map-place-accepted = Le regole lo accettano.
# $what: the battalion or unit placed; $place: where.
js-map-placed = Piazzamento fatto: { $what } in { $place }.
# $n: how many reinforcements wait to be placed.
js-map-reinforcements-label = I tuoi rinforzi: { $n } da piazzare. Invio per piazzarli.
# $n: how many companies.
js-map-companies = { $n ->
    [one] { $n } compagnia
   *[other] { $n } compagnie
}
# $n: how many platoons.
js-map-platoons = { $n ->
    [one] { $n } plotone
   *[other] { $n } plotoni
}
# $n: how many other units (neither companies nor platoons).
js-map-others = { $n ->
    [one] { $n } altra
   *[other] { $n } altre
}
# A stack's spoken name. $place: its place; $units: what it holds ("2 companies, 1 platoon").
js-map-stack-title = { $place }: hai { $units }. Invio per dare ordini.
# $place: its place; $units: what it holds; $n: the enemy's units there.
js-map-stack-title-enemy = { $place }: hai { $units }, il nemico { $n } unità. Invio per dare ordini.
js-map-keys = Tasti sulla mappa: le frecce passano da una zona all'altra, Invio apre gli ordini della tua pila (o sceglie una destinazione evidenziata), Esc chiude gli ordini, ? mostra o nasconde questa riga.
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to.
js-map-draft-in-place = { $n ->
    [one] { $kind } { $place } (sul posto): { $n } unità
   *[other] { $kind } { $place } (sul posto): { $n } unità
}
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to; $from: where from.
js-map-draft-from = { $n ->
    [one] { $kind } { $place } da { $from }: { $n } unità
   *[other] { $kind } { $place } da { $from }: { $n } unità
}
# $move: the move, as js-map-draft-from says it.
js-map-deleted = Eliminato: { $move }.
# $move: the move, as js-map-draft-from says it.
js-map-undone = Annullato: { $move }.
# $n: how many drafted moves.
js-map-drafted-moves = Ordini in bozza ({ $n })
js-map-none-yet = Ancora nessuno.
js-map-edit = Modifica
js-map-delete = Elimina
# $move: the move, as js-map-draft-from says it.
js-map-delete-label = Elimina: { $move }
# $draft: the move's number.
js-map-yes-delete = Sì, elimina l'ordine { $draft }
js-map-keep-it = Tienilo
# $move: the move, as js-map-draft-from says it.
js-map-undo = Annulla: { $move }
# $n: how many ticked units went.
js-map-meanwhile = { $n ->
    [one] { $n } delle unità selezionate ha ricevuto nel frattempo un ordine o si è mossa (l'ordine di un compagno di squadra è nell'elenco degli ordini in bozza).
   *[other] { $n } delle unità selezionate hanno ricevuto nel frattempo un ordine o si sono mosse (l'ordine di un compagno di squadra è nell'elenco degli ordini in bozza).
}
# $n: how many ticked units went (some are left).
js-map-meanwhile-rest = { $n ->
    [one] { $n } delle unità selezionate ha ricevuto nel frattempo un ordine o si è mossa (l'ordine di un compagno di squadra è nell'elenco degli ordini in bozza): l'ordine tiene le altre.
   *[other] { $n } delle unità selezionate hanno ricevuto nel frattempo un ordine o si sono mosse (l'ordine di un compagno di squadra è nell'elenco degli ordini in bozza): l'ordine tiene le altre.
}
js-map-stack-gone = Le unità qui hanno ricevuto nel frattempo un ordine o si sono mosse (l'ordine di un compagno di squadra è nell'elenco degli ordini in bozza).
js-map-close-first = Per aprire un'altra pila o la pagina di una zona, chiudi prima questo ordine.
# $place: the zone clicked.
js-map-missed-ticked = { $place } non è disponibile per le unità selezionate: lo sono le zone evidenziate.
# $place: the zone clicked.
js-map-missed-stack = { $place } non è disponibile per le unità di questa pila: lo sono le zone evidenziate.
# $place: the zone clicked; $reason: the server's refusal.
js-map-missed-why = { $place } non è disponibile per le unità selezionate: { $reason }
# $place: the zone clicked; $reason: the server's refusal; $rule: the rule's id.
js-map-missed-why-rule = { $place } non è disponibile per le unità selezionate: { $reason } ({ $rule })
js-map-hint-order = Per dare un ordine, clicca una delle tue pile (contornata), seleziona le unità, poi clicca dove vanno.
js-map-hint-place = Per piazzare i rinforzi, clicca la tua casella dei rinforzi (contornata), poi il luogo di arrivo.

## The map's zoom (static/map-zoom.js)

js-zoom-bar = Zoom della mappa
js-zoom-in = Ingrandisci
js-zoom-out = Riduci
js-zoom-fit = Adatta
js-zoom-fit-title = Adatta: mostra tutta la mappa

## Pages kept current (static/live.js)

js-live-changed = Questa pagina è cambiata da quando l'hai aperta.
js-live-show-changes = Mostra le modifiche

## The replay (static/replay.js)

# $frame: the frame shown; $total: how many frames.
js-replay-count = fotogramma { $frame } di { $total }
js-replay-play = ▶ Riproduci
js-replay-pause = ❚❚ Pausa

## The result form (static/result-form.js)

# $cap: the most units the outcome lets be lost (what an empty field means).
js-result-cap = { $cap }, il massimo

## The account page (static/account.js)

# $zone: the browser's time zone ("Europe/Paris").
js-account-browser-tz = Usa il fuso orario di questo browser ({ $zone })
