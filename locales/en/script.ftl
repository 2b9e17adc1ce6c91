# script
# The words the page scripts write into the page (static/*.js, said by
# say() in static/say.js). A message counting names its count $n; the
# server renders it with 1 and 7, so it holds no other digit.

## The map's order panel (static/map-orders.js)

js-map-no-answer = The server did not answer; try again.
js-map-finding-together = Finding where these units can go together…
# $place: the stack's place (a zone or a box).
js-map-orders-from = Orders from { $place }
js-map-close = Close
js-map-tick-all = Tick all
js-map-untick-all = Untick all
# $battalion: the battalion (or the side's artillery) whose ticks went.
js-map-ticks-cleared = One order moves one battalion's units (R6.5): the ticks of { $battalion } were cleared.
js-map-ticks-cleared-other = One order moves one battalion's units (R6.5): the ticks of the other battalion were cleared.
# $n: how many units the folded battalion has here.
js-map-show-its = { $n ->
    [one] Show its { $n } unit
   *[other] Show its { $n } units
}
# $n: how many units here may not move now.
js-map-cannot-move = { $n ->
    [one] Cannot move now: { $n } unit
   *[other] Cannot move now: { $n } units
}
# Put in place of the unit's name in a reason shared by several units
# ("X made a combat move" said of several: "each made a combat move").
js-map-each = each
# $place: the stack's place. Follows what happened to its units.
js-map-nothing-left = Nothing is left to order from { $place }.
# $kind: the move's kind ("Attack"); $place: where to.
js-map-checking-for = Checking these units for: { $kind } { $place }…
# $kind: the move's kind ("Attack"); $place: where to.
js-map-dest-closed = { $kind } { $place } is not open to these units now.
# $kind: the move's kind ("Attack"); $place: where to; $why: the server's reason.
js-map-dest-closed-why = { $kind } { $place } is not open to these units now: { $why }
js-map-choose-again = Choose again:
# $place: the zone clicked that offers several orders.
js-map-what-in = What do they do in { $place }?
js-map-pick-proposed = Click a highlighted zone on the map, or pick it here: the usual group for that order is ticked for you to change.
js-map-pick = Click a highlighted zone on the map, or pick it here:
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to.
js-map-order-summary = { $n ->
    [one] { $kind } { $place } with { $n } unit.
   *[other] { $kind } { $place } with { $n } units.
}
js-map-attack-battalion = Attack battalion
js-map-checking-order = Checking this order…
# $rule: the rule's id ("R6.4"); $reason: the server's refusal.
js-map-refused-rule = The rules refuse this order ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-refused = The rules refuse this order: { $reason }
# $battalion: the attacked battalion; $odds: the odds, in the server's words.
js-map-against = Against { $battalion }: { $odds }
# $zone: the zone; $units: units there after the order; $limit: the stack limit.
js-map-stack-after = { $zone } after this order: { $units } of { $limit } units.
# $zone: the zone; $units, $limit: units and their limit; $artillery, $artlimit: artillery and its limit.
js-map-stack-after-art = { $zone } after this order: { $units } of { $limit } units, { $artillery } of { $artlimit } artillery.
js-map-over-limit = You may draft it, but the commit is refused until another order makes room.
js-map-draft-this = Draft this move
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to (a zone's id or a place).
js-map-draft-short = { $n ->
    [one] Draft: { $kind } { $place }, { $n } unit
   *[other] Draft: { $kind } { $place }, { $n } units
}
# $status: the HTTP status of an answer without words.
js-map-error-status = error { $status }
# Said after "Not done:" or in place of the server's refusal.
js-map-unreachable = the server could not be reached.
# $reason: the server's refusal, or js-map-unreachable.
js-map-not-done = Not done: { $reason }
# $n: how many units moved; $kind: the move's kind ("Attack"); $place: where to.
js-map-drafted = { $n ->
    [one] Drafted: { $kind } { $place } with { $n } unit.
   *[other] Drafted: { $kind } { $place } with { $n } units.
}
# An arrow's tooltip. $n: how many units; $kind: the move's kind; $from, $to:
# the places' ids; $draft: the move's number. (English says "units" for one too.)
js-map-arrow-title = { $kind }: { $n } units, { $from } to { $to } (draft { $draft })
js-map-place-title = Reinforcements to place
# $what: the battalion or unit to place.
js-map-place-where = Where does { $what } arrive? Click a highlighted place on the map, or pick it here:
# $what: the battalion or unit to place; $place: where.
js-map-place-confirm = Place { $what } in { $place }? It cannot be taken back.
js-map-checking = Checking…
js-map-place-it = Place it
# $rule: the rule's id; $reason: the server's refusal.
js-map-place-refused-rule = The rules refuse it ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-place-refused = The rules refuse it: { $reason }
js-map-place-accepted = The rules accept it.
# $what: the battalion or unit placed; $place: where.
js-map-placed = Placed: { $what } in { $place }.
# $n: how many reinforcements wait to be placed.
js-map-reinforcements-label = Your reinforcements: { $n } to place. Enter to place them.
# $n: how many companies.
js-map-companies = { $n ->
    [one] { $n } company
   *[other] { $n } companies
}
# $n: how many platoons.
js-map-platoons = { $n ->
    [one] { $n } platoon
   *[other] { $n } platoons
}
# $n: how many other units (neither companies nor platoons).
js-map-others = { $n } other
# A stack's spoken name. $place: its place; $units: what it holds ("2 companies, 1 platoon").
js-map-stack-title = { $place }: your { $units }. Enter to give orders.
# $place: its place; $units: what it holds; $n: the enemy's units there.
js-map-stack-title-enemy = { $place }: your { $units }; enemy { $n } units. Enter to give orders.
js-map-keys = Keys on the map: arrows move between zones, Enter opens your stack's orders (or picks a highlighted destination), Esc closes the orders, ? shows or hides this line.
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to.
js-map-draft-in-place = { $n ->
    [one] { $kind } { $place } (in place): { $n } unit
   *[other] { $kind } { $place } (in place): { $n } units
}
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to; $from: where from.
js-map-draft-from = { $n ->
    [one] { $kind } { $place } from { $from }: { $n } unit
   *[other] { $kind } { $place } from { $from }: { $n } units
}
# $move: the move, as js-map-draft-from says it.
js-map-deleted = Deleted: { $move }.
# $move: the move, as js-map-draft-from says it.
js-map-undone = Undone: { $move }.
# $n: how many drafted moves.
js-map-drafted-moves = Drafted moves ({ $n })
js-map-none-yet = None yet.
js-map-edit = Edit
js-map-delete = Delete
# $move: the move, as js-map-draft-from says it.
js-map-delete-label = Delete: { $move }
# $draft: the move's number.
js-map-yes-delete = Yes, delete move { $draft }
js-map-keep-it = Keep it
# $move: the move, as js-map-draft-from says it.
js-map-undo = Undo: { $move }
# $n: how many ticked units went.
js-map-meanwhile = { $n ->
    [one] { $n } of the ticked units was drafted or moved meanwhile (a teammate's order is in the drafts list).
   *[other] { $n } of the ticked units were drafted or moved meanwhile (a teammate's order is in the drafts list).
}
# $n: how many ticked units went (some are left).
js-map-meanwhile-rest = { $n ->
    [one] { $n } of the ticked units was drafted or moved meanwhile (a teammate's order is in the drafts list): the order holds the rest.
   *[other] { $n } of the ticked units were drafted or moved meanwhile (a teammate's order is in the drafts list): the order holds the rest.
}
js-map-stack-gone = The units here were drafted or moved meanwhile (a teammate's order is in the drafts list).
js-map-close-first = To open another stack or a zone's page, close this order first.
# $place: the zone clicked.
js-map-missed-ticked = { $place } is not open to the ticked units: the highlighted zones are.
# $place: the zone clicked.
js-map-missed-stack = { $place } is not open to this stack's units: the highlighted zones are.
# $place: the zone clicked; $reason: the server's refusal.
js-map-missed-why = { $place } is not open to the ticked units: { $reason }
# $place: the zone clicked; $reason: the server's refusal; $rule: the rule's id.
js-map-missed-why-rule = { $place } is not open to the ticked units: { $reason } ({ $rule })
js-map-hint-order = To order, click one of your stacks (outlined), tick units, then click where they go.
js-map-hint-place = To place reinforcements, click your reinforcement box (outlined), then where they arrive.

## The map's zoom (static/map-zoom.js)

js-zoom-bar = Map zoom
js-zoom-in = Zoom in
js-zoom-out = Zoom out
js-zoom-fit = Fit
js-zoom-fit-title = Fit: show the whole map

## Pages kept current (static/live.js)

js-live-changed = This page has changed since you opened it.
js-live-show-changes = Show the changes

## The replay (static/replay.js)

# $frame: the frame shown; $total: how many frames.
js-replay-count = frame { $frame } of { $total }
js-replay-play = ▶ Play
js-replay-pause = ❚❚ Pause

## The result form (static/result-form.js)

# $cap: the most units the outcome lets be lost (what an empty field means).
js-result-cap = { $cap }, the cap

## The account page (static/account.js)

# $zone: the browser's time zone ("Europe/Paris").
js-account-browser-tz = Use this browser's time zone ({ $zone })
