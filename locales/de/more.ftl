# Weitere Seiten (Deutsch): die übrigen Abschnitte der Kontoseite, die
# Seiten für Passwort und Einladung, das Abbestellen, die Dokumentation der
# API, die Statistik, die Wiederholung, der Spielzugbericht, die Webhooks und
# was die Befehlsseite noch auf Englisch sagte. Ortsnamen, Namen von
# Einheiten und Personen sowie Zahlen sind Daten und bleiben, wie sie sind.

## Konto

account-game-title = Ihre Version von Combat Mission
account-game-hint = Welche CMBN-Version und welche Module Sie haben: die Gefechte einer Kampagne brauchen die Version und die Module, die ihr Spielleiter angibt (R13.2), und der Spielleiter erfährt es, wenn dem Kommandeur eines Gefechts etwas davon fehlt.
account-game-version = CMBN-Version (wie der Titelbildschirm des Spiels sie zeigt, z. B. 5.01)
account-game-modules = Ihre Module, eines pro Zeile (z. B. Commonwealth Forces, Market Garden)
account-save = Speichern
account-password = Passwort
account-current-password = Aktuelles Passwort
account-new-password = Neues Passwort (mindestens 10 Zeichen)
account-confirm-password = Neues Passwort bestätigen
account-end-tokens = Auch meine API-Tokens widerrufen
account-password-hint = Ein neues Passwort meldet alle Browser außer diesem ab. Das Zurücksetzen des Passworts oder ein Einladungslink widerruft außerdem alle API-Tokens.
account-change-password = Passwort ändern
account-tokens = API-Tokens
# Followed by the header a token is sent in (code), then account-tokens-use.
account-tokens-send = Ein Token wird als
# Followed by the link account-tokens-api, then a full stop.
account-tokens-use = gesendet und gibt Zugang zur
account-tokens-api = JSON-API
account-new-token = Neues Token:
account-no-tokens = Noch keine Tokens.
account-col-name = Bezeichnung
account-col-created = Erstellt (UTC)
account-revoke = Widerrufen
account-token-name = Name des Tokens
account-token-example = z. B. meine Skripte
account-create-token = Token erstellen
account-sessions = Wo Sie angemeldet sind
# $n: hours without use before a session ends; $lifetime: hours after
# sign-in at the latest (English says "hours" for any number).
account-sessions-hint = Eine Sitzung endet nach { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    } ohne Nutzung und spätestens { $lifetime } Stunden nach der Anmeldung. Eine Änderung Ihres Passworts meldet alle anderen Sitzungen ab.
account-col-browser = Webbrowser
account-col-address = Adresse
account-col-last-used = Zuletzt genutzt (UTC)
account-this-session = (diese Sitzung)
# $time: when the session began ("2026-06-06 14:00").
account-signed-in-at = angemeldet am { $time }
account-sign-out-everywhere = Überall abmelden
account-mail = E-Mail
account-mail-what = Was
account-mail-how = Wie
account-mail-always = immer
account-mail-immediate = sofort
account-mail-digest = in meiner täglichen Zusammenfassung
account-mail-off = aus
account-digest-hour = Tägliche Zusammenfassung um (Stunde, Ihre Zeitzone)
account-save-mail = E-Mail-Einstellungen speichern
account-calendar = Fristenkalender
account-calendar-hint = Ein privater iCalendar-Link mit allen Phasenfristen und Stichtagen der Gefechte Ihrer Kampagnen.
account-calendar-new = Ihr Kalenderlink (jetzt kopieren: er wird nur einmal angezeigt):
account-calendar-active = Ein Kalenderlink ist aktiv. Verloren? Ersetzen Sie ihn und abonnieren Sie den neuen erneut.
account-calendar-replace = Link ersetzen
account-calendar-create = Kalenderlink erstellen

## E-Mail-Arten (Kontoseite und Abbestellen)

account-mail-cat-invitation = Einladungen zu einer Kampagne
account-mail-cat-password-reset = Zurücksetzen des Passworts
account-mail-cat-nudge = Erinnerungen vom Spielleiter
account-mail-cat-directive = Weisungen Ihres Oberbefehlshabers
account-mail-cat-phase = Eine Phase beginnt und Sie haben etwas zu tun
account-mail-cat-reminder = Fällige Befehle: 24 und 2 Stunden vor einer Frist
account-mail-cat-drafts-ready = Alle Bataillonskommandeure sind fertig (Oberbefehlshaber, R5.12)
account-mail-cat-orders = Die Befehle Ihrer Seite wurden freigegeben
account-mail-cat-battle = Ein Gefecht ist angesetzt, Verteidiger sind zu wählen
account-mail-cat-result = Ein Ergebnis liegt vor, Verluste sind zu wählen
account-mail-cat-victory = Die Kampagne ist gewonnen
account-mail-cat-schedule = Die Kampagne pausiert oder läuft weiter; eine Frist wartet auf den Spielleiter
account-mail-cat-message = Neue Nachrichten in Ihren Kanälen
account-mail-cat-summary = Zurück aus einer Abwesenheit: was inzwischen geschah; ein an Sie übergebener Posten

## Passwort vergessen, Einladung, Abbestellen

forgot-check-mail = Bitte den Posteingang prüfen
forgot-sent = Falls zu dieser Adresse ein Konto gehört, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er gilt einmalig und eine Stunde lang.
forgot-send = Link zum Zurücksetzen senden
invite-title = Ihr Passwort wählen
# Followed by the account's email address (in bold), then a full stop.
invite-sets = Das Passwort gilt für das Konto
invite-password = Passwort (mindestens 10 Zeichen)
invite-submit = Passwort festlegen und anmelden
unsubscribe-done = Abbestellt
# Followed by the kind of mail (in bold, an account-mail-cat-* message).
unsubscribe-no-longer = Sie erhalten nicht mehr:
unsubscribe-back-on = Auf Ihrer Kontoseite lässt sich das wieder einschalten.
unsubscribe-stop = Diese E-Mails abbestellen?
unsubscribe-button = Abbestellen

## Die Dokumentation der API (ihr Text läuft um Code herum: jede Nachricht
## ist ein Stück zwischen zwei Code-Elementen)

apidocs-description = Die JSON-API von Bocage: jede Aktion der Kampagnenseiten, mit Beispielen und einem Dokument nach OpenAPI 3.1.
apidocs-title = JSON-API von Bocage (v1)
# Then: /api/v1
apidocs-under = Jeder Endpunkt liegt unter
apidocs-answers = und antwortet mit JSON. Angemeldet wird mit einem persönlichen Token
# Then: the command that makes a token.
apidocs-account-page = (Kontoseite oder
# After the command: ") sent as", then the header.
apidocs-sent-as = ), gesendet als
# After the header and a semicolon.
apidocs-csrf = Anfragen mit Token brauchen kein CSRF-Token. Eine Browsersitzung geht ebenfalls, mit dem Header
apidocs-unsafe = bei unsicheren Methoden.
apidocs-404 = Kampagnen, in denen Sie kein Mitglied sind, antworten mit
apidocs-403 = Eine Rolle, die etwas nicht darf, erhält
apidocs-400 = ein nicht lesbarer Body
apidocs-401 = ein fehlendes oder ungültiges Token
apidocs-422 = und ein Befehl, der gegen eine Regel verstößt,
apidocs-422-after = mit der Regel-ID und den Zahlen. Nichts wird teilweise ausgeführt. Fehler sehen immer so aus:
apidocs-locations = Orte sind Zeichenketten: eine Zone
apidocs-launch-box = ein Absprungraum
apidocs-or = oder
apidocs-sides = Seiten sind
apidocs-and = und
apidocs-phases = Phasen
apidocs-commands = Kommandos antworten mit den Ereignissen, die sie verzeichnet haben, und der Kampagne in ihrem jetzigen Stand
# Then: GET /api/v1/campaigns/{id}
apidocs-as = wie bei
apidocs-minimal = Für einen Client, der viele Änderungen vornimmt und die Kampagne nur bei Bedarf liest, gibt es
# Between "(RFC 7240):" and "campaign".
apidocs-leaves = die Antwort lässt dann
apidocs-keeps = weg, behält aber alles andere
apidocs-where = wo der Endpunkt sie nennt
apidocs-carries = und trägt
apidocs-machine = Die maschinenlesbare Beschreibung ist
# $who: who may call the endpoint (English, from the API's table);
# $status: the HTTP status of a success.
apidocs-who = Wer: { $who }. Antwortet mit { $status }.
apidocs-request = Anfrage
apidocs-response = Antwort

## Statistik

stats-title = Statistik
stats-hint = Wie die Kampagne verlief, Runde für Runde, so weit Sie es wissen können: gezählt aus Ihrer Sicht auf die Karte am Ende jeder gespeicherten Phase.
stats-hint-secrets = Unterstützung und Verstärkungen werden nur für die Seite gezählt, deren Geheimnisse Sie teilen.
stats-csv = Spielzüge als CSV herunterladen
stats-replay = Wiederholung der Kampagne
stats-none = Noch nichts zu zählen: die Kampagne hat nicht begonnen.
# $title: a chart's title.
stats-as-table = { $title } als Tabelle
stats-table-of = { $title }: Tabelle (seitlich scrollbar)
stats-col-round = Runde
stats-turns = Spielzug für Spielzug
stats-turns-table = Spielzüge (seitlich scrollbar)
stats-col-turn = Spielzug
# "A" stands for the Allies, "X" for the Axis.
stats-col-zones = Zonen A / X / umkämpft
stats-col-objectives = Ziele A / X
stats-col-allied-units = Kompanien / Züge / Artillerie / Luft der Alliierten
stats-col-axis-units = Kompanien / Züge / Artillerie / Luft der Achse
stats-col-battle-results = Gefechte (gewonnen / unentschieden / gehalten)
stats-col-losses = Verluste A / X
stats-col-artillery-lost = Verlorene Artillerie A / X
stats-col-allied-support = Unterstützung der Alliierten (Art. / Luft / Schiffe)
stats-col-allied-reinforcements = Verstärkungen der Alliierten
stats-col-axis-support = Unterstützung der Achse (Art. / Luft)
stats-col-axis-reinforcements = Verstärkungen der Achse
# $round: the round's number; $side: "allies" or "axis".
stats-turn = R{ $round } { $side ->
    [allies] Alliierte
   *[axis] Achse
}
stats-now = (jetzt)
stats-battalions = Bataillone
stats-battalions-table = Bataillone (seitlich scrollbar)
stats-battalions-hint = Aktive Kompanien und Züge jedes Bataillons Ihrer Seite am Ende jedes Spielzugs.
stats-by-type = Gefechte nach Gefechtsart
stats-by-type-table = Gefechte nach Gefechtsart (seitlich scrollbar)
stats-col-type = Gefechtsart
stats-no-battles = Noch kein Gefecht.
stats-battles-table = Gefechte (seitlich scrollbar)
stats-col-battle = Gefecht
stats-col-zone = Gebiet
stats-col-attacker = Angreifer
stats-col-outcome = Ergebnis
stats-col-lost = Verloren A / X
# $side: "allies" or "axis" (a column's or a badge's word).
stats-side = { $side ->
    [allies] Alliierte
   *[axis] Achse
}
stats-not-fought = noch nicht ausgefochten
# The charts: their titles, what they count, their series.
stats-chart-strength = Stärke im Verlauf der Runden
stats-chart-strength-unit = Kompanien und Züge
stats-chart-zones = Gehaltene Zonen
stats-chart-zones-unit = Zonen
stats-chart-battles = Ausgang der Gefechte je Runde
stats-chart-battles-unit = Gefechte
stats-series-allies = Alliierte
stats-series-axis = Achse
stats-series-contested = Umkämpft
stats-series-won = Angreifer siegreich
stats-series-drawn = Unentschieden
stats-series-held = Verteidiger hielt stand

## Wiederholung

replay-title = Wiederholung
replay-none = Noch nichts abzuspielen: die erste Phase ist nicht beendet.
# $round: the round's number; $side: "allies" or "axis"; $phase: the phase.
replay-frame-title = Runde { $round }, { $phase ->
    [combat_move] Gefechtsbewegung
    [combat_resolution] Gefechtsdurchführung
    [combat_results] Gefechtsergebnisse
    [non_combat_move] Nicht-Gefechtsbewegung
   *[reinforcements] Verstärkungen
} { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $current: the frame shown; $total: how many frames.
replay-frame-of = Bild { $current } von { $total }
# $viewpoint: allies, axis, public or complete.
replay-viewpoint-name = { $viewpoint ->
    [allies] Alliierte
    [axis] Achse
    [public] Öffentlich
   *[complete] Vollständig (ohne Nebel des Krieges)
}
# $name: a replay-viewpoint-name.
replay-view = Sicht: { $name }
replay-controls = Steuerung der Wiederholung
replay-previous = ◀ Zurück
replay-play = ▶ Abspielen
replay-next = Weiter ▶
replay-speed = Tempo
replay-slow = langsam
replay-normal = mittel
replay-fast = schnell
replay-go-to = Springen zu
# $round: the round's number.
replay-round = Runde { $round }
# $battle: the battle's number; $zone: its zone ("F14").
replay-battle-in = Gefecht { $battle } in { $zone }
replay-show = Anzeigen
replay-viewpoint = Sicht
replay-switch = Wechseln
replay-keys = Tasten: ← und → blättern, die Leertaste spielt ab und hält an. Pfeile: durchgezogen für Angriffe, gestrichelt für Bewegungen, gepunktet für Landungen und Ankünfte; ein Ring markiert eine Zone, die den Besitzer gewechselt hat.
replay-phases = Phasen
replay-forum = Für das Forum
replay-gif = Die ganze Kampagne als animiertes Bild
replay-gif-frames = (ein Bild pro Spielzug)
replay-gif-round = Runde { $round }
replay-public-hint = Die öffentliche Sicht: was alle sehen dürfen, nichts Geheimes einer Seite; sie darf daher überall veröffentlicht werden.
# What happened in a frame, joined by commas ("3 moves, 1 battle begun").
replay-moves = { $n ->
    [one] { $n } Bewegung
   *[other] { $n } Bewegungen
}
replay-battles-begun = { $n ->
    [one] { $n } Gefecht begonnen
   *[other] { $n } Gefechte begonnen
}
replay-battles-decided = { $n ->
    [one] { $n } Gefecht entschieden
   *[other] { $n } Gefechte entschieden
}
replay-zones-changed = { $n ->
    [one] { $n } Zone hat den Besitzer gewechselt
   *[other] { $n } Zonen haben den Besitzer gewechselt
}
replay-no-moves = keine Bewegungen

## Spielzugbericht

# $campaign: the campaign's name; $round: the round; $side: "allies" or "axis".
report-title = { $campaign }: Runde { $round }, Spielzug { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
report-heading = Runde { $round }, Spielzug { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
report-public = Öffentliche Fassung
report-own = Fassung Ihrer Seite
report-own-note = (mit eingesetzter Unterstützung; dem Gegner nie gezeigt)
report-plain-text = Reiner Text
report-zones-changed = Zonen mit neuem Besitzer
report-none = Keine.
report-victory-track = Siegleiste
report-nobody = niemand
# $n: rounds left (English says "rounds" for any number).
report-rounds-left = { $n ->
    [one] Noch { $n } Runde.
   *[other] Noch { $n } Runden.
}
# $deadline: the next deadline, in the reader's time zone.
report-next-deadline = Nächste Frist: { $deadline }.
# $battle: the battle's number; $place: its zone and name.
report-battle-in = Gefecht { $battle } in { $place }
# $attacker, $defender: losses in units.
report-losses = (Verluste: Angreifer { $attacker }, Verteidiger { $defender })
# $support: what the attacker used (English, from the report).
report-support = Unterstützung: { $support }
# $side: "allies" or "axis".
report-side-commander = { $side ->
    [allies] Kommandeur der Alliierten:
   *[axis] Kommandeur der Achse:
}
report-aar = Gefechtsbericht (AAR)
report-reinforcements = Eingetroffene Verstärkungen
report-artillery-lost = Verlorene Artillerie
report-so-far = Die Kampagne bisher
report-all-stats = Die ganze Statistik
report-map = Die Karte am Ende des Spielzugs
report-png = Die Karte als Bild (PNG), für Forenbeiträge

## Webhooks

webhooks-intro = Bocage kann die öffentlichen Neuigkeiten dieser Kampagne in einen Discord-Kanal oder an jeden Dienst senden, der JSON annimmt: Spielzugberichte (bei Discord mit der Karte am Ende des Spielzugs), beginnende Phasen, angesetzte Gefechte, Ergebnisse und den Sieg. Gesendet wird nur, was jedes Mitglied sehen darf, nie die Geheimnisse einer Seite.
webhooks-list = Webhooks dieser Kampagne
webhooks-none = Noch keine Webhooks.
webhooks-col-address = Adresse
webhooks-col-format = Datenformat
webhooks-col-events = Ereignisse
webhooks-col-actions = Aktionen
webhooks-remove = Entfernen
# $host: the webhook's host (its address is secret).
webhooks-remove-which = den Webhook an { $host }
webhooks-add = Webhook hinzufügen
webhooks-address = Adresse (in Discord: Kanaleinstellungen, Integrationen, Webhooks, Webhook-URL kopieren)
webhooks-https = nur https
webhooks-https-except = außer für die Hosts, die diese Seite erlaubt
webhooks-never-private = nie eine private oder lokale Adresse. Die Adresse bleibt geheim: diese Seite zeigt nur ihren Host.
webhooks-events-to-send = Zu sendende Ereignisse
webhooks-add-button = Den Webhook hinzufügen
webhooks-failed = Fehlgeschlagene Zustellungen
webhooks-format-generic = Allgemeines JSON
webhooks-event-turn-report = Spielzugbericht
webhooks-event-phase-opened = Phase begonnen
webhooks-event-battle-set = Gefecht angesetzt
webhooks-event-result-in = Ergebnis eingetragen
webhooks-event-victory = Sieg

## Befehle (was pages.ftl nicht sagt) und der Stand einer Kampagne

# $n: how many units of the group.
orders-group-units = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}
# $goes: where the group may go, orders-goes items joined by commas.
orders-may = möglich: { $goes }
# $kind: the kind of move; $to: the destination ("F14").
orders-goes = { $kind ->
    [attack] Angriff auf
    [capture] Einnahme von
    [reinforce] Verstärkung in
    [land] Landung in
   *[move] Bewegung nach
} { $to }
# $kind: the kind of move to a destination.
orders-kind = { $kind ->
    [attack] Angriff
    [capture] Einnahme
    [reinforce] Verstärkung
    [land] Landung
   *[move] Bewegung
}
# $targets: the battalions an attack may target, joined by orders-or.
orders-attack-of = Angriff: { $targets }
orders-or = oder
# $name: a battalion; $zone: its zone; $odds: the odds (English, from the rules).
orders-target = { $name } (steht in { $zone }; { $odds })
# $who: a battalion's name or orders-side-artillery; $place: where it is.
orders-group = { $who } steht in { $place }
# $side: "allies" or "axis".
orders-side-artillery = { $side ->
    [allies] Artillerie der Alliierten
   *[axis] Artillerie der Achse
}
orders-artillery = Artillerie
orders-kind-combat = Gefechtsbewegung
orders-kind-non-combat = Nicht-Gefechtsbewegung
# $class: a unit's class (company, platoon, artillery, air).
orders-class = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}
# A unit whose name says another class than the one it counts as.
orders-class-counts-as = { $class ->
    [company] zählt als Kompanie
    [platoon] zählt als Zug
    [artillery] zählt als Artillerie
   *[air] zählt als Lufteinheit
}
# $place: where the units are stuck.
orders-stuck-in = (in { $place })

## Ein Diagramm in einem Satz (die Beschreibung seines SVG)

chart-describe-none = { $title }: noch keine Runde gespielt.
chart-describe-over = { $title } über { $n } Runden: { $values }.
chart-describe-end = { $title } am Ende von { $round }: { $values }.
