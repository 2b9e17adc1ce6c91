# script (Deutsch): die Wörter der Seitenskripte (static/*.js).
# The words the page scripts write into the page (static/*.js, said by
# say() in static/say.js). A message counting names its count $n; the
# server renders it with 1 and 7, so it holds no other digit.

## The map's order panel (static/map-orders.js)

js-map-no-answer = Der Server hat nicht geantwortet; bitte erneut versuchen.
js-map-finding-together = Es wird gesucht, wohin diese Einheiten gemeinsam ziehen können…
# $place: the stack's place (a zone or a box).
js-map-orders-from = Befehle ab { $place }
js-map-close = Schließen
js-map-tick-all = Alle auswählen
js-map-untick-all = Alle abwählen
# $battalion: the battalion (or the side's artillery) whose ticks went.
js-map-ticks-cleared = Ein Befehl bewegt nur Einheiten eines Bataillons (R6.5): die Auswahl bei { $battalion } wurde aufgehoben.
js-map-ticks-cleared-other = Ein Befehl bewegt nur Einheiten eines Bataillons (R6.5): die Auswahl beim anderen Bataillon wurde aufgehoben.
# $n: how many units the folded battalion has here.
js-map-show-its = { $n ->
    [one] Die { $n } Einheit zeigen
   *[other] Alle { $n } Einheiten zeigen
}
# $n: how many units here may not move now.
js-map-cannot-move = { $n ->
    [one] Jetzt nicht beweglich: { $n } Einheit
   *[other] Jetzt nicht beweglich: { $n } Einheiten
}
# Put in place of the unit's name in a reason shared by several units
# ("X made a combat move" said of several: "each made a combat move").
js-map-each = jede
# $place: the stack's place. Follows what happened to its units.
js-map-nothing-left = Ab { $place } ist nichts mehr zu befehlen.
# $kind: the move's kind ("Attack"); $place: where to.
js-map-checking-for = Diese Einheiten werden geprüft für: { $kind } { $place }…
# $kind: the move's kind ("Attack"); $place: where to.
js-map-dest-closed = { $kind } { $place } steht diesen Einheiten jetzt nicht offen.
# $kind: the move's kind ("Attack"); $place: where to; $why: the server's reason.
js-map-dest-closed-why = { $kind } { $place } steht diesen Einheiten jetzt nicht offen: { $why }
js-map-choose-again = Bitte neu wählen:
# $place: the zone clicked that offers several orders.
js-map-what-in = Was tun sie in { $place }?
js-map-pick-proposed = Eine hervorgehobene Zone auf der Karte anklicken oder hier wählen: die übliche Gruppe für diesen Befehl wird vorausgewählt und lässt sich ändern.
js-map-pick = Eine hervorgehobene Zone auf der Karte anklicken oder hier wählen:
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to.
js-map-order-summary = { $n ->
    [one] { $kind } { $place } mit { $n } Einheit.
   *[other] { $kind } { $place } mit { $n } Einheiten.
}
js-map-attack-battalion = Anzugreifendes Bataillon
js-map-checking-order = Der Befehl wird geprüft…
# $rule: the rule's id ("R6.4"); $reason: the server's refusal.
js-map-refused-rule = Die Regeln lehnen diesen Befehl ab ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-refused = Die Regeln lehnen diesen Befehl ab: { $reason }
# $battalion: the attacked battalion; $odds: the odds, in the server's words.
js-map-against = Gegen { $battalion }: { $odds }
# $zone: the zone; $units: units there after the order; $limit: the stack limit.
js-map-stack-after = { $zone } nach diesem Befehl: { $units } von { $limit } Einheiten.
# $zone: the zone; $units, $limit: units and their limit; $artillery, $artlimit: artillery and its limit.
js-map-stack-after-art = { $zone } nach diesem Befehl: { $units } von { $limit } Einheiten, { $artillery } von { $artlimit } Artillerieeinheiten.
js-map-over-limit = Der Befehl lässt sich entwerfen, die Freigabe wird aber abgelehnt, bis ein anderer Befehl Platz schafft.
js-map-draft-this = Diesen Befehl entwerfen
# $n: how many units are ticked; $kind: the move's kind ("Attack"); $place: where to (a zone's id or a place).
js-map-draft-short = { $n ->
    [one] Entwerfen: { $kind } { $place }, { $n } Einheit
   *[other] Entwerfen: { $kind } { $place }, { $n } Einheiten
}
# $status: the HTTP status of an answer without words.
js-map-error-status = Fehler { $status }
# Said after "Not done:" or in place of the server's refusal.
js-map-unreachable = der Server war nicht erreichbar.
# $reason: the server's refusal, or js-map-unreachable.
js-map-not-done = Nicht ausgeführt: { $reason }
# $n: how many units moved; $kind: the move's kind ("Attack"); $place: where to.
js-map-drafted = { $n ->
    [one] Entworfen: { $kind } { $place } mit { $n } Einheit.
   *[other] Entworfen: { $kind } { $place } mit { $n } Einheiten.
}
# An arrow's tooltip. $n: how many units; $kind: the move's kind; $from, $to:
# the places' ids; $draft: the move's number. (English says "units" for one too.)
js-map-arrow-title = { $kind }: { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}, { $from } nach { $to } (Befehl { $draft })
js-map-place-title = Zu platzierende Verstärkungen
# $what: the battalion or unit to place.
js-map-place-where = Wo trifft { $what } ein? Einen hervorgehobenen Ort auf der Karte anklicken oder hier wählen:
# $what: the battalion or unit to place; $place: where.
js-map-place-confirm = { $what } in { $place } platzieren? Das lässt sich nicht rückgängig machen.
js-map-checking = Wird geprüft…
js-map-place-it = Platzieren
# $rule: the rule's id; $reason: the server's refusal.
js-map-place-refused-rule = Die Regeln lehnen das ab ({ $rule }): { $reason }
# $reason: the server's refusal.
js-map-place-refused = Die Regeln lehnen das ab: { $reason }
js-map-place-accepted = Die Regeln lassen es zu.
# $what: the battalion or unit placed; $place: where.
js-map-placed = Platziert: { $what } in { $place }.
# $n: how many reinforcements wait to be placed.
js-map-reinforcements-label = Ihre Verstärkungen: { $n } zu platzieren. Eingabetaste zum Platzieren.
# $n: how many companies.
js-map-companies = { $n ->
    [one] { $n } Kompanie
   *[other] { $n } Kompanien
}
# $n: how many platoons.
js-map-platoons = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
# $n: how many other units (neither companies nor platoons).
js-map-others = { $n ->
    [one] { $n } sonstige
   *[other] { $n } sonstige
}
# A stack's spoken name. $place: its place; $units: what it holds ("2 companies, 1 platoon").
js-map-stack-title = { $place }: eigene { $units }. Eingabetaste, um Befehle zu geben.
# $place: its place; $units: what it holds; $n: the enemy's units there.
js-map-stack-title-enemy = { $place }: eigene { $units }; { $n ->
    [one] { $n } feindliche Einheit
   *[other] { $n } feindliche Einheiten
}. Eingabetaste, um Befehle zu geben.
js-map-keys = Tasten auf der Karte: Pfeiltasten wechseln zwischen den Zonen, die Eingabetaste öffnet die Befehle des eigenen Stapels (oder wählt ein hervorgehobenes Ziel), Esc schließt die Befehle, ? blendet diese Zeile ein oder aus.
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to.
js-map-draft-in-place = { $n ->
    [one] { $kind } { $place } (vor Ort): { $n } Einheit
   *[other] { $kind } { $place } (vor Ort): { $n } Einheiten
}
# A drafted move. $n: how many units; $kind: the move's kind; $place: where to; $from: where from.
js-map-draft-from = { $n ->
    [one] { $kind } { $place } aus { $from }: { $n } Einheit
   *[other] { $kind } { $place } aus { $from }: { $n } Einheiten
}
# $move: the move, as js-map-draft-from says it.
js-map-deleted = Gelöscht: { $move }.
# $move: the move, as js-map-draft-from says it.
js-map-undone = Rückgängig gemacht: { $move }.
# $n: how many drafted moves.
js-map-drafted-moves = Entworfene Befehle ({ $n })
js-map-none-yet = Noch keine.
js-map-edit = Bearbeiten
js-map-delete = Löschen
# $move: the move, as js-map-draft-from says it.
js-map-delete-label = Löschen: { $move }
# $draft: the move's number.
js-map-yes-delete = Ja, Befehl { $draft } löschen
js-map-keep-it = Behalten
# $move: the move, as js-map-draft-from says it.
js-map-undo = Rückgängig: { $move }
# $n: how many ticked units went.
js-map-meanwhile = { $n ->
    [one] { $n } der ausgewählten Einheiten wurde inzwischen anderweitig entworfen oder bewegt (der Befehl eines Mitspielers steht in der Liste der entworfenen Befehle).
   *[other] { $n } der ausgewählten Einheiten wurden inzwischen anderweitig entworfen oder bewegt (der Befehl eines Mitspielers steht in der Liste der entworfenen Befehle).
}
# $n: how many ticked units went (some are left).
js-map-meanwhile-rest = { $n ->
    [one] { $n } der ausgewählten Einheiten wurde inzwischen anderweitig entworfen oder bewegt (der Befehl eines Mitspielers steht in der Liste der entworfenen Befehle): der Befehl behält die übrigen.
   *[other] { $n } der ausgewählten Einheiten wurden inzwischen anderweitig entworfen oder bewegt (der Befehl eines Mitspielers steht in der Liste der entworfenen Befehle): der Befehl behält die übrigen.
}
js-map-stack-gone = Die Einheiten hier wurden inzwischen anderweitig entworfen oder bewegt (der Befehl eines Mitspielers steht in der Liste der entworfenen Befehle).
js-map-close-first = Um einen anderen Stapel oder die Seite einer Zone zu öffnen, bitte zuerst diesen Befehl schließen.
# $place: the zone clicked.
js-map-missed-ticked = { $place } steht den ausgewählten Einheiten nicht offen: die hervorgehobenen Zonen schon.
# $place: the zone clicked.
js-map-missed-stack = { $place } steht den Einheiten dieses Stapels nicht offen: die hervorgehobenen Zonen schon.
# $place: the zone clicked; $reason: the server's refusal.
js-map-missed-why = { $place } steht den ausgewählten Einheiten nicht offen: { $reason }
# $place: the zone clicked; $reason: the server's refusal; $rule: the rule's id.
js-map-missed-why-rule = { $place } steht den ausgewählten Einheiten nicht offen: { $reason } ({ $rule })
js-map-hint-order = Für einen Befehl einen eigenen Stapel (umrandet) anklicken, Einheiten auswählen, dann das Ziel anklicken.
js-map-hint-place = Um Verstärkungen zu platzieren, das eigene Verstärkungsfeld (umrandet) anklicken, dann den Ort, an dem sie eintreffen.

## The map's zoom (static/map-zoom.js)

js-zoom-bar = Karten-Zoom
js-zoom-in = Vergrößern
js-zoom-out = Verkleinern
js-zoom-fit = Einpassen
js-zoom-fit-title = Einpassen: die ganze Karte zeigen

## Pages kept current (static/live.js)

js-live-changed = Diese Seite hat sich geändert, seit Sie sie geöffnet haben.
js-live-show-changes = Änderungen anzeigen

## The replay (static/replay.js)

# $frame: the frame shown; $total: how many frames.
js-replay-count = Bild { $frame } von { $total }
js-replay-play = ▶ Abspielen
js-replay-pause = ❚❚ Anhalten

## The result form (static/result-form.js)

# $cap: the most units the outcome lets be lost (what an empty field means).
js-result-cap = { $cap }, die Obergrenze

## The account page (static/account.js)

# $zone: the browser's time zone ("Europe/Paris").
js-account-browser-tz = Zeitzone dieses Browsers verwenden ({ $zone })
