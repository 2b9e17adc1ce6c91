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
