# Mail (Deutsch): der Rahmen jeder Benachrichtigung und was die
# Benachrichtigungen sagen. Namen, Orte und Links sind Daten.

## Der Rahmen

# $name: the recipient's display name.
mail-hello = Hallo { $name },
mail-deadline = Frist:
mail-stop = Diese E-Mails abbestellen

## Die Uhr eines Spielzugs

# $side, $phase: the side and phase in words.
mail-phase-open = Runde { $round }, Spielzug { $side }: die Phase { $phase } hat begonnen
mail-do-combat-bc = Entwerfen Sie Ihre Gefechtsbewegungen: Angriffe, Eroberungen und Landungen.
mail-do-combat-hc = Prüfen Sie die Entwürfe Ihrer Kommandeure, geben Sie die Befehle der Seite frei und weisen Sie Unterstützung zu.
mail-do-non-combat-bc = Entwerfen Sie Ihre Nicht-Gefechtsbewegungen.
mail-do-non-combat-hc = Prüfen Sie die Nicht-Gefechtsbewegungen und geben Sie sie frei; bewegen Sie die Artillerie.
mail-do-reinforcements = Platzieren Sie die eingetroffenen Verstärkungen.
# $link: the last turn's report's address.
mail-last-turn = Was im letzten Spielzug geschah: { $link }
mail-open-orders = Befehle öffnen
mail-orders-committed = Befehle { $side } freigegeben
mail-see-map = Karte ansehen
mail-waits-on-you = Eine Frist ist abgelaufen: die Phase wartet auf Sie
mail-enter-results = Ergebnisse eintragen
mail-all-ready = Alle Bataillonskommandeure haben ihre Befehle als fertig gemeldet
mail-review-commit = Prüfen und freigeben
# $names: the commanders' names, "Anna, Bruno".
mail-ready-names = Fertig gemeldet: { $names }.
mail-moves-waiting = { $n ->
    [one] { $n } entworfener Befehl wartet auf Ihre Freigabe.
   *[other] { $n } entworfene Befehle warten auf Ihre Freigabe.
}
mail-orders-due = Befehle in { $hours } Stunden fällig
mail-phase-ends = Die Phase { $phase } endet bald.

## Das Leben eines Gefechts

mail-battle-set = Gefecht { $battle } in { $zone } angesetzt
mail-open-sheet = Aufbaublatt öffnen
mail-you-attack = Sie befehligen den Angreifer.
# $n: how many defending units at least.
mail-pick-defenders = Wählen Sie mindestens { $n ->
    [one] { $n } verteidigende Einheit
   *[other] { $n } verteidigende Einheiten
}.
mail-choose-defenders = Gefecht { $battle } in { $zone }: wählen Sie Ihre Verteidiger
mail-choose-defenders-action = Verteidiger wählen
mail-no-losses = Ihr Bataillon hat keine Einheiten verloren: es sind keine Verluste zu wählen.
mail-choose-losses = { $n ->
    [one] Wählen Sie, welche Ihrer Einheiten aus dem Gefecht verloren geht, sobald die Phase Gefechtsergebnisse beginnt.
   *[other] Wählen Sie { $n } Ihrer Einheiten aus dem Gefecht, die verloren gehen, sobald die Phase Gefechtsergebnisse beginnt.
}
mail-result-in = Gefecht { $battle } in { $zone }: das Ergebnis liegt vor
mail-result-in-choose = Gefecht { $battle } in { $zone }: das Ergebnis liegt vor, bitte Verluste wählen
mail-open-battle = Gefecht öffnen
mail-due-passed = Gefecht { $battle }: der Stichtag ist verstrichen
mail-set-up = Gefecht { $battle } ist aufgebaut und kann gespielt werden
mail-turn-yours = Gefecht { $battle } in { $zone }: Zugdatei { $n } liegt für Sie bereit
mail-turn-sent = Ihr Gegner hat Zugdatei { $n } von Gefecht { $battle } in { $zone } gesendet. Laden Sie sie herunter, spielen Sie Ihren Spielzug in CMBN und senden Sie Ihre Datei zurück.
mail-download = Datei herunterladen

## Die Kampagne und ihre Leute

mail-moves-changed = Ihre Befehle wurden geändert: sie gelten nicht mehr als fertig
# $who: who changed them (a name, or mail-your-hc).
mail-moves-changed-by = { $who } hat Ihre Befehle geändert, daher gelten sie nicht mehr als fertig (R5.12). Bitte prüfen Sie sie erneut und melden Sie sie als fertig, sobald sie es sind.
mail-your-hc = Ihr Oberbefehlshaber
mail-see-orders = Befehle ansehen
mail-over = Die Kampagne ist beendet
mail-final-map = Endgültige Karte ansehen
mail-paused = Die Kampagne ist pausiert
mail-resumes = Die Kampagne läuft weiter
mail-open-campaign = Kampagne öffnen
mail-seat-refused = Ihre Anfrage für einen Posten wurde abgelehnt
# $text: a history entry's words, as a sentence.
mail-sentence = { $text }.
mail-see-seats = Freie Posten ansehen
mail-seat-asked = Ein Mitglied bittet um einen freien Posten
mail-answer = Antworten
mail-extension-asked = Ein Spieler bittet um mehr Zeit
mail-answer-overview = In der Übersicht antworten
mail-extension-granted = Ihr Verlängerungsantrag wurde genehmigt
mail-extension-refused = Ihr Verlängerungsantrag wurde abgelehnt
mail-extension-granted-line = Der Spielleiter hat Ihren Antrag auf { $hours ->
    [one] 1 weitere Stunde
   *[other] { $hours } weitere Stunden
} genehmigt.
mail-extension-refused-line = Der Spielleiter hat Ihren Antrag auf { $hours ->
    [one] 1 weitere Stunde
   *[other] { $hours } weitere Stunden
} abgelehnt.
# $at: "2024-06-06 06:30".
mail-deadline-now = Die neue Frist endet am { $at } UTC.

## Zusammenfassungen und Briefings

# $since: "2024-06-06 06:30".
mail-away-nothing = Während Ihrer Abwesenheit ist nichts geschehen (seit { $since } UTC).
mail-away-things = Während Ihrer Abwesenheit (seit { $since } UTC) { $n ->
    [one] ist { $n } Ereignis geschehen, das Sie nachlesen können:
   *[other] sind { $n } Ereignisse geschehen, die Sie nachlesen können:
}
# $text: a history entry's words.
mail-round-entry = Runde { $round }: { $text }
mail-and-more = ... und { $n ->
    [one] { $n } weiterer Eintrag
   *[other] { $n } weitere Einträge
} in der Chronik.
mail-welcome-back = Willkommen zurück: was während Ihrer Abwesenheit geschehen ist
mail-read-history = Chronik lesen
# $seat: a battalion's name, or "the Allied High Commander".
mail-briefing = Ihr Briefing: Sie übernehmen den Posten { $seat }
mail-open-command = Ihr Kommando öffnen
mail-relieved = Ihr Kommando ist in andere Hände übergegangen

## Konten, Erinnerungen und Nachrichten

mail-reset = Ihr Passwort zurücksetzen
mail-reset-line = Jemand (hoffentlich Sie) hat darum gebeten, Ihr Bocage-Passwort zurückzusetzen. Der Link ist eine Stunde lang gültig und funktioniert nur einmal. Wenn Sie es nicht waren, ignorieren Sie diese E-Mail.
mail-reset-action = Neues Passwort wählen
mail-nudge = Der Spielleiter wartet auf Sie
# $from: the writer's name.
mail-directive = Weisung von { $from }
# $channel: the thread's title (the side's, a battle's).
mail-message = { $from } im Kanal { $channel }
mail-open-messages = Nachrichten öffnen
# $role: word-role.
mail-invited = Sie sind als { $role } eingeladen
mail-invited-line = Der Spielleiter hat Sie der Kampagne { $campaign } als { $role } hinzugefügt.
mail-invited-password = Wählen Sie Ihr Passwort, um sich anzumelden (der Link gilt 7 Tage).
mail-invited-sign-in = Melden Sie sich an, um die Kampagne zu sehen.
mail-choose-password = Passwort wählen

## Die tägliche Übersicht

mail-digest = Tägliche Übersicht von Bocage: { $n ->
    [one] { $n } Neuigkeit
   *[other] { $n } Neuigkeiten
}
mail-open-bocage = Bocage öffnen

## Zugdateien und aufgegebene Gefechte

mail-chase-away = Gefecht { $battle } in { $zone }: sein Kommandeur ist länger abwesend, als die Bedenkzeit ruht
mail-chase-away-line = Der Kommandeur { $side } in Gefecht { $battle } in { $zone } ist abwesend und hält Zugdatei { $n } während seiner Abwesenheit bereits länger als { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}: die Bedenkzeit läuft wieder. Gewähren Sie mehr Zeit, suchen Sie einen Ersatz für ihn oder treffen Sie eine Entscheidung (R13.4, R13.5).
mail-chase-1 = Gefecht { $battle } in { $zone }: Ihre Zugdatei wird erwartet
mail-chase-1-line = Zugdatei { $n } von Gefecht { $battle } in { $zone } wartet seit mehr als { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} auf Sie. Spielen Sie Ihren Spielzug in CMBN und senden Sie Ihre Datei zurück.
mail-chase-2 = Gefecht { $battle } in { $zone }: eine Zugdatei wird zum zweiten Mal über die Bedenkzeit hinaus gehalten
mail-chase-2-line = Zugdatei { $n } von Gefecht { $battle } in { $zone } wartet seit mehr als { $hours } Stunden auf den Kommandeur { $side }.
# $now: "now" (the combat resolution phase runs) or "later".
word-when-result = { $now ->
    [now] jetzt
   *[later] in der Phase Gefechtsdurchführung
}
mail-conceded = Gefecht { $battle } in { $zone }: der Kommandeur { $side } gibt auf
# $when: word-when-result.
mail-conceded-gm = Der Kommandeur { $side } hat Gefecht { $battle } in { $zone } aufgegeben. Tragen Sie das Ergebnis { $when } ein: es wird vermerken, dass das Gefecht aufgegeben wurde (R13.5).
mail-conceded-told = Der Kommandeur { $side } hat Gefecht { $battle } in { $zone } aufgegeben: das Spiel ist vorbei, es werden keine Zugdateien mehr gesendet, und der Spielleiter trägt das Ergebnis { $when } ein (R13.5).
mail-see-battle = Gefecht ansehen
mail-enter-result = Ergebnis eintragen
mail-gm-chase = Gefecht { $battle } in { $zone }: der Spielleiter bittet Sie weiterzuspielen
mail-gm-chase-live = Gefecht { $battle } in { $zone } wartet auf Sie: vereinbaren Sie einen Termin, um live zu spielen, spielen Sie es in CMBN, oder sagen Sie dem Spielleiter, was es aufhält.
mail-gm-chase-pbem = Gefecht { $battle } in { $zone } wartet auf Sie: spielen Sie Ihren Spielzug in CMBN und senden Sie Ihre Zugdatei, oder sagen Sie dem Spielleiter, was es aufhält.

## Live-Partien (R13.6)

mail-session-proposed = Gefecht { $battle } in { $zone }: eine Live-Partie wird vorgeschlagen
mail-session-proposed-line = Ihr Gegner schlägt vor, Gefecht { $battle } in { $zone } am { $when } live zu spielen, Dauer { $length }. Bitte auf dem Gefechtsblatt annehmen oder ablehnen.
mail-session-answer = Vorschlag beantworten
mail-session-agreed = Gefecht { $battle } in { $zone }: Ihre Live-Partie ist vereinbart
mail-session-agreed-on = Ihr Gegner hat die Live-Partie von Gefecht { $battle } in { $zone } am { $when } angenommen. Sie steht in Ihrem Kalender-Feed, mit einer Erinnerung eine Stunde vorher.
mail-session-agreed-line = Ihr Gegner hat die Live-Partie von Gefecht { $battle } in { $zone } angenommen. Sie steht in Ihrem Kalender-Feed, mit einer Erinnerung eine Stunde vorher.
mail-session-declined = Gefecht { $battle } in { $zone }: keine Live-Partie vereinbart
mail-session-declined-line = Ihr Gegner hat die Live-Partie von Gefecht { $battle } in { $zone } abgelehnt oder abgesagt. Bitte auf dem Gefechtsblatt eine andere Zeit vorschlagen.
mail-session-see = Zum Gefecht
mail-session-played = Der Kommandeur { $side } meldet, dass die Live-Partie von Gefecht { $battle } in { $zone } gespielt wurde. Bitte auf dem Gefechtsblatt bestätigen.
mail-session-absent = Der Kommandeur { $side } meldet, dass der Kommandeur { $absent } nicht zur Live-Partie von Gefecht { $battle } in { $zone } erschienen ist. Bitte auf dem Gefechtsblatt entscheiden: ein bestätigtes Nichterscheinen zählt in der Bilanz (R13.6).
mail-session-to-decide = Gefecht { $battle } in { $zone }: eine Live-Partie ist zu entscheiden
mail-session-decide = Partie entscheiden
mail-session-missed = Gefecht { $battle } in { $zone }: eine Live-Partie wurde versäumt
mail-session-missed-line = Der Spielleiter bestätigt, dass der Kommandeur { $absent } nicht zur Live-Partie von Gefecht { $battle } in { $zone } erschienen ist; das zählt in seiner Bilanz (R13.6). Bitte auf dem Gefechtsblatt eine neue Zeit vereinbaren.
mail-session-book = Neue Partie ansetzen
