# Seiten (Deutsch): der Rahmen jeder Seite, Anmeldung und Konto, Fehlerseiten.
# Ortsnamen, Einheitennamen und Namen von Personen sind Daten und bleiben,
# wie sie übergeben werden.

## Der Rahmen

# $title: the page's title.
page-description = { $title } in Bocage: Metakampagnen für Combat Mission: Battle for Normandy auf der Karte von Axis & Allies D-Day, mit Befehlen, Gefechten und Chronik.
nav-skip = Zum Inhalt springen
nav-menu = Menü
nav-campaign-menu = Kampagne (Menü)
nav-campaign = Kampagne
nav-overview = Übersicht
nav-map = Karte
nav-orders = Befehle
nav-battles = Gefechte
nav-messages = Nachrichten
nav-history = Chronik
nav-setup = Einstellungen
nav-my-campaigns = Meine Kampagnen
# $name: the member's display name.
nav-account-of = Konto: { $name }
nav-sign-out = Abmelden
nav-sign-in = Anmelden
flash-not-done = Nicht ausgeführt:
flash-checked = Geprüft, nichts gespeichert:
# $n: how many problems (2 or more).
flash-problems = { $n ->
    [one] Ein Problem:
   *[other] { $n } Probleme:
}
flash-rules-cited = Die Regeln:
footer-what = Metakampagnen für Combat Mission: Battle for Normandy
footer-rules = Die Regeln

## Fehler

# $title: the error's title.
error-description = { $title }: Bocage führt Metakampagnen für Combat Mission: Battle for Normandy.
# $rule: a rule's id ("R6.5").
error-rule = Regel { $rule } der Kampagnenregeln.
error-title-400 = Diese Anfrage ergab keinen Sinn
error-title-401 = Bitte melden Sie sich an
error-title-403 = Nicht erlaubt
error-title-404 = Nicht gefunden
error-title-409 = Inzwischen geändert
error-title-413 = Zu groß
error-title-422 = Das geht nicht
error-title-429 = Zu viele Versuche
error-title-500 = Serverfehler
error-title-503 = Bitte gleich noch einmal versuchen
error-sign-in = Melden Sie sich an, um diese Seite zu sehen.
error-not-found = Unter dieser Adresse gibt es nichts, oder Sie dürfen es nicht sehen.
error-internal = Bei uns ist etwas schiefgegangen. Nichts wurde geändert; bitte versuchen Sie es noch einmal.

## Anmelden

login-title = Anmelden
login-email = E-Mail
login-password = Passwort
login-submit = Anmelden
login-forgot = Passwort vergessen?
login-by-invitation = Konten entstehen durch die Einladung eines Spielleiters.
login-wrong = Diese E-Mail-Adresse und dieses Passwort passen zu keinem Konto.

## Sprache

language-label = Sprache
language-browser = Wie mein Browser es wünscht
language-save = Diese Sprache verwenden
language-hint = Seiten, Ablehnungen und E-Mails an Sie werden in ihr geschrieben. Orts- und Einheitennamen bleiben, wie Karte und Spiel sie führen.
language-as-browser = Bocage spricht jetzt in der Sprache zu Ihnen, die der jeweilige Browser wünscht.
# $language: the language's name in itself ("Deutsch").
language-saved = Bocage spricht jetzt { $language } mit Ihnen.

## Konto

account-title = Ihr Konto
account-profile = Profil
account-signed-in-as = Angemeldet als
account-display-name = Anzeigename
account-time-zone = Zeitzone
account-save-profile = Profil speichern

## Befehle

orders-page-not-your-turn = Ihre Seite ist nicht am Zug; sie bewegt sich in ihrem eigenen Spielzug. Werden Sie dennoch gebeten, Verteidiger oder Verluste zu wählen, geschieht das in der Liste der
orders-battles-page = Gefechte
orders-observers = Beobachter lesen Karte und Chronik; sie geben keine Befehle.
# $phase: the phase's name.
orders-draft-a-move = Einen Befehl entwerfen ({ $phase })
orders-none-may-move = Sie haben keine Einheiten, die sich jetzt bewegen dürfen.
orders-none-all-moved = Sie haben keine Einheiten, die sich jetzt bewegen dürfen: jede Einheit hat sich bereits bewegt oder hat einen entworfenen Befehl.
orders-quicker-on = Schneller geht es auf der
orders-the-map = Karte
orders-quicker-how = einen Stapel anklicken, Einheiten ankreuzen, das Ziel anklicken.
orders-to = Nach
orders-attack-battalion = Angriff auf Bataillon
orders-only-one = (das einzige dort oder kein Angriff)
orders-only-legal = Es werden nur zulässige Ziele angeboten; ein Befehl bewegt Einheiten eines einzigen Bataillons von einem einzigen Ort aus.
orders-draft = Befehl entwerfen
orders-check = Diesen Befehl prüfen
orders-cannot-move = Jetzt nicht beweglich: { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}
orders-who-is-done = Wer ist fertig
orders-ready = fertig
orders-not-yet = noch nicht
orders-not-done = Doch noch nicht fertig
orders-done = Meine Befehle sind fertig
orders-done-hint = Meldet Ihrem Oberbefehlshaber, dass Sie in dieser Phase alles entworfen haben, was Sie vorhatten (R5.12); jede Änderung an Ihren Befehlen nimmt die Meldung zurück.
orders-drafted = Entworfene Befehle
orders-none = Keine.
orders-col-battalion = Bataillon
orders-col-units = Einheiten
orders-col-from = Von
orders-col-attacks = Greift an
orders-col-odds = Verhältnis
orders-col-kind = Art
orders-col-by = Autor
orders-delete = Löschen
# $draft: the move's number.
orders-delete-which = Befehl { $draft }
orders-yes-delete = Ja, Befehl { $draft } löschen
orders-edit = Ändern
orders-save-change = Änderung speichern
orders-stacking-problems = Diese entworfenen Befehle können so nicht freigegeben werden (R4.4):
orders-stacking-after = Stapeln nach diesen Befehlen
orders-stack-units = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}
orders-stack-artillery = { $n ->
    [one] { $n } Artillerieeinheit
   *[other] { $n } Artillerieeinheiten
}
orders-over-limit = über dem Limit
orders-commit-refused = Die Freigabe würde jetzt abgelehnt:
orders-commit-summary = Befehle der Seite freigeben ({ $n } entworfen)…
orders-commit-explains = Mit der Freigabe werden alle entworfenen Befehle Ihrer Seite für diese Phase endgültig; Angriffe werden zu Gefechten. Das lässt sich nicht rückgängig machen. Unterstützung (Artillerie, Lufteinheiten, Schiffe) wird danach auf dem Blatt des jeweiligen Gefechts zugewiesen.
orders-commit-yes = Ja, { $n ->
    [one] { $n } entworfenen Befehl
   *[other] { $n } entworfene Befehle
} freigeben
orders-reinforcements = Verstärkungen
# $round: the round they arrive in.
orders-arrives = trifft in Runde { $round } ein
orders-place-in = Platzieren in
orders-place = Platzieren
orders-placed-when = Verstärkungen werden in der Verstärkungsphase der Runde platziert, in der sie eintreffen.

## Meine Kampagnen

table-scrolls = Tabelle (seitlich scrollbar)
list-none = Sie sind noch in keiner Kampagne. Ein Spielleiter fügt Sie per E-Mail hinzu.
list-campaign = Kampagne
list-state = Stand
list-for-you = Für Sie
list-deadline = Frist
# $n: how many things wait on the reader (1 or more).
list-your-move = Sie sind am Zug: { $n } offen
list-optional = { $n } freiwillig
list-nothing = nichts
list-unread = { $n ->
    [one] { $n } neue Nachricht
   *[other] { $n } neue Nachrichten
}
list-no-deadline = keine
list-new = Neue Kampagne
list-name = Name der Kampagne
list-name-example = Overlord, Sommerliga
list-round-1-date = Datum der Runde 1
list-create = Kampagne anlegen
list-you-gm = Sie werden ihr Spielleiter.

## Die Sprache der Kampagne (Spielleiter, auf der Webhook-Seite)

campaign-language-saved = Lageberichte, Webhooks und animierte Karte der Kampagne sind jetzt auf { $language }.
campaign-language-head = Sprache der Kampagne
campaign-language-hint = Lageberichte, Webhooks und die Beschriftungen der animierten Karte gehen in dieser Sprache in Foren und auf Discord. Jedes Mitglied liest Seiten, Mails und Ablehnungen in seiner eigenen.
campaign-language-label = Sprache
campaign-language-save = Sprache speichern
