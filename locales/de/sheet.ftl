# sheet
# Das Aufbaublatt eines Gefechts, die Einstellungen der Kampagne und die freien
# Posten. Die eigenen Quick-Battle-Einstellungen von CMBN (Gefechtsart, Truppen-
# und Kartengröße, Tageszeit, Wetter, Boden), Karten-, Einheiten-, Orts- und
# Personennamen sind Daten: sie kommen als Argumente und bleiben, wie CMBN und
# die Karte sie führen.

## Words shared by these pages

# $side: allies or axis.
sheet-side = { $side ->
    [allies] Alliierte
   *[axis] Achse
}

## The battle's sheet

# $battle: the battle's number; $zone: its zone's id ("F14"); the zone's name follows.
sheet-heading = Gefecht { $battle }: { $zone }
# $round: the campaign round.
sheet-round = Runde { $round }
# $status: the live session's state (sheet-live-*).
sheet-live-jump = Live-Sitzung: { $status }
sheet-provisional-head = Vorläufiges Aufbaublatt:
sheet-provisional = die Verteidiger sind noch nicht gewählt; Verhältnis, Gefechtsart und Größe können sich noch ändern.
sheet-quick-battle = Schnelles Gefecht (Quick Battle)
sheet-battle-type = Gefechtsart
sheet-force-size = Truppenstärke
sheet-map-size = Kartengröße
sheet-time-limit = Zeitlimit
# $minutes: a number of minutes.
sheet-minutes = { $minutes } Min.
# $minutes: the Quick Battle's minutes; $bonus: the assault's extra minutes.
sheet-assault-bonus = ({ $minutes } + { $bonus } Sturmbonus)
sheet-game = Spiel
sheet-conditions = Tageszeit / Wetter / Boden
sheet-terrain = Gelände
sheet-fortifications = Befestigungen (die Achse verteidigt)
sheet-naval-support = Marineunterstützung
# $role: attacker or defender; $side: allies or axis.
sheet-force = { $role ->
    [attacker] Angreifer
   *[defender] Verteidiger
}: { $side ->
    [allies] Alliierte
   *[axis] Achse
}
# $name: the commander's name, or "(no commander)".
sheet-played-by = gespielt von { $name }
sheet-hq = (Stab)
sheet-support = Unterstützung
# $n: how many units the side fields.
sheet-units-hidden = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
} (vor Ihnen verborgen, wie in einem CMBN-Gefecht Mensch gegen Mensch).
# $type: the CMBN battle type ("Allied Attack"); $size: the CMBN force size ("Medium").
sheet-maps-heading = Vorgeschlagene QB-Karten ({ $type }, { $size })
sheet-col-type = Typ
sheet-col-size = Größe
sheet-col-dimensions = Abmessungen
sheet-col-stored-length = Gespeicherte Dauer
sheet-col-region = Region / Gelände
sheet-stock = mitgeliefert
# $minutes: the battle's time limit in minutes.
sheet-edit-to = (auf { $minutes } ändern)

## Defenders and support

sheet-defenders = Verteidiger wählen
# $required: how many units the defender must field at least; $max: how many companies and platoons at most.
sheet-defenders-field = Mindestens { $required } aufstellen: höchstens { $max } Kompanien + Züge (R7.1, R6.4).
# $class: company, platoon, artillery or air (the unit's class, beside its name).
sheet-class = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}
# $class: company or platoon (a unit whose name says another class).
sheet-class-counts-as = zählt als { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}
sheet-defenders-confirm = Verteidiger bestätigen
sheet-defenders-default = Standardauswahl übernehmen (Spielleiter)
sheet-support-none = Diesem Gefecht ist keine Unterstützung zugewiesen.
sheet-support-now = Jetzt zugewiesen:
sheet-support-hint = Was beim Speichern angekreuzt ist, ist die Unterstützung des Gefechts: eine Einheit ohne Häkchen wird von diesem Gefecht abgezogen.
# $zone: the battle's zone ("F14").
sheet-no-artillery = Keine Artillerie in oder neben { $zone }.
# $reason: why no air unit is offered.
sheet-no-air = Luftunterstützung: { $reason }
sheet-ship = Marineunterstützung (Landungsangriff)
# $reason: why no ship is offered.
sheet-no-ship = Marineunterstützung: { $reason }
sheet-support-save = Unterstützung speichern

## The game in CMBN

sheet-game-heading = Das Spiel in CMBN
sheet-stage-label = Stand:
sheet-kit-head = Das CMBN seiner Kommandeure (R13.2):
sheet-kit-hint = Jeder gibt auf seiner Kontoseite an, was er besitzt.
sheet-played = Gespielt
sheet-set-up = Es ist in CMBN aufgebaut
sheet-begun = Unser Spiel hat begonnen
# $whom: the commander to remind (a name, sheet-relay-remind-side or sheet-both-commanders).
sheet-remind = Jetzt { $whom } erinnern
sheet-both-commanders = beide Kommandeure
sheet-remind-hint = per E-Mail, höchstens einmal pro Stunde; verschieben Sie den Stichtag unten, um mehr Zeit zu geben, oder tragen Sie das Ergebnis per Entscheidung ein
sheet-concede-summary = Dieses Gefecht aufgeben…
sheet-concede-hint = Der Spielleiter wird benachrichtigt und trägt das Ergebnis ein, das Ihre Aufgabe nennt (R13.5). Dies kann nicht rückgängig gemacht werden.
# $battle: the battle's number.
sheet-concede = Gefecht { $battle } aufgeben
sheet-turn-files = Zugdateien
# $n: the turn file's number.
sheet-turn-file = Zugdatei { $n }
# $name: who sent it; $at: when, in the reader's time.
sheet-turn-from = von { $name }, { $at }
sheet-downloaded = heruntergeladen
sheet-not-downloaded = noch nicht heruntergeladen
# $n: the turn file's number.
sheet-download-first = Zugdatei { $n } wartet auf Sie und ist noch nicht heruntergeladen: laden Sie sie herunter, spielen Sie Ihren Spielzug in CMBN und senden Sie dann die Datei, die CMBN schreibt.
# $mb: the largest file allowed, in MB.
sheet-send-label = Ihre Zugdatei, wie CMBN sie geschrieben hat (.ema oder .bts), bis { $mb } MB
# $n: the turn file's number.
sheet-send = Zugdatei { $n } senden
# $n: the turn file's number.
sheet-withdraw = Zugdatei { $n } zurücknehmen
sheet-withdraw-hint = bis Ihr Gegner sie herunterlädt

## Live sessions

sheet-live = Live-Sitzung
# $n: how many sessions were played.
sheet-sessions-played = Gespielte Sitzungen: { $n }.
sheet-accept = Diesen Termin annehmen
sheet-decline = Ablehnen
sheet-call-off-summary = Diese Sitzung absagen…
sheet-call-off-hint = Ihr Gegner wird benachrichtigt, und der Termin verschwindet aus beiden Kalendern.
sheet-call-off = Sitzung absagen
sheet-we-played = Wir haben gespielt
sheet-no-show = Mein Gegner ist nicht erschienen
sheet-decision = Ihre Entscheidung (R13.6: ein Nichterscheinen zählt in der Bilanz)
sheet-decide = Über die Sitzung entscheiden
sheet-when-both = Wann beide spielen können
sheet-overlap-none = Noch keine Zeit, die beide Kommandeure markiert haben.
# $zone: the reader's time zone ("Europe/Berlin").
sheet-start = Beginn (Ihre Zeit, { $zone })
# $zone: the reader's time zone ("Europe/Berlin").
sheet-another-start = Oder ein anderer Beginn (Ihre Zeit, { $zone })
sheet-length = Dauer
sheet-propose = Diesen Termin vorschlagen
# $zone: the reader's time zone ("Europe/Berlin").
sheet-mark-summary = Wann Sie spielen können (die nächsten 14 Tage, Ihre Zeit, { $zone })
sheet-mark-hint = Kreuzen Sie jeden Block an, in dem Sie spielen können. Ihr Gegner kann in einem mit „✓ Gegner“ markierten Block spielen und in einem Teil eines mit „◐ teils“ markierten.
sheet-they = ✓ Gegner
sheet-part = ◐ teils
sheet-mark-save = Speichern, wann ich spielen kann

## The GM's conditions and the result

sheet-conditions-gm = Bedingungen (Spielleiter)
sheet-time-of-day = Tageszeit
sheet-weather = Wetter
sheet-ground = Boden
sheet-fortifications-allowance = Zugelassene Befestigungen
sheet-conditions-save = Bedingungen speichern
sheet-due = Stichtag (Ihre Zeitzone; leer = die Frist der Phase)
sheet-due-save = Stichtag speichern
sheet-turn-clock = Bedenkzeit: Stunden, die ein Kommandeur eine Zugdatei halten darf (R13.4; leer = die des Zeitplans)
sheet-turn-clock-save = Bedenkzeit speichern
sheet-enter-result = Ergebnis eintragen (Spielleiter)
sheet-outcome = Ergebnis (aus Sicht des Angreifers)
sheet-outcome-choose = Ergebnis wählen
# $outcome: the outcome (word-outcome); $attacker, $defender: the losses it allows, a number or sheet-loss-range.
sheet-outcome-option = { $outcome }: Angreifer verliert { $attacker }, Verteidiger { $defender }
# $min, $max: numbers of units.
sheet-loss-range = { $min } bis { $max }
# $attackers, $defenders: how many units fought on each side.
sheet-losses-hint = Verlorene Einheiten unter denen im Gefecht ({ $attackers } angreifend, { $defenders } verteidigend), begrenzt durch das Ergebnis (R7.5); ein leeres Feld übernimmt die Obergrenze.
sheet-attacker-lost = Verlorene Einheiten des Angreifers
sheet-defender-lost = Verlorene Einheiten des Verteidigers
sheet-notes = Notizen
sheet-link = Link zu einem Gefechtsbericht (AAR) oder Spielstand
sheet-ruling-summary = Eine Entscheidung: das Spiel hat das Gefecht nicht beendet
sheet-ruling = Warum Sie so entscheiden (R13.5: Chronik und Spielzugbericht nennen die Entscheidung mit dieser Begründung)
sheet-result-enter = Ergebnis eintragen
sheet-result = Ergebnis
# Follows the outcome's name (shown in bold) directly, colon included.
# $attacker, $defender: how many units each side lost.
sheet-result-losses = : Angreifer verliert { $attacker }, Verteidiger verliert { $defender }.
sheet-ruled = Durch Entscheidung des Spielleiters festgelegt:
# $side: allies or axis.
sheet-conceded-by = Vom Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} aufgegeben.
sheet-aar-link = Gefechtsbericht oder Spielstand
sheet-correct-summary = Ergebnis korrigieren…
sheet-reason = Begründung
sheet-correct = Ergebnis korrigieren
sheet-correct-hint = Nur bevor Verluste gewählt sind; die Chronik zeigt, was war und was ist, mit der Begründung.

## Reports, files, casualties

sheet-aars = Gefechtsberichte
# $side: the side's English label ("Allied", "Axis"), else the stored word.
sheet-aar-by = { $side ->
    [Allied] Kommandeur der Alliierten
    [Axis] Kommandeur der Achse
   *[other] Kommandeur { $side }
}
sheet-aar-yours = Ihr Gefechtsbericht (reiner Text; eine Leerzeile beginnt einen Absatz)
sheet-aar-save = Bericht speichern
sheet-files = Dateien des Gefechts
sheet-files-none = Noch keine Dateien.
sheet-col-file = Datei
sheet-col-actions = Aktionen
sheet-gm-only = nur Spielleiter
# $kind: save, png, jpeg or pdf.
sheet-file-kind = { $kind ->
    [save] CMBN-Datei
    [png] PNG-Bild
    [jpeg] JPEG-Bild
   *[pdf] PDF
}
sheet-remove = Entfernen
# $name: the file's name.
sheet-remove-yes = Ja, { $name } entfernen
sheet-turns-above = Eine Zugdatei für Ihren Gegner gehört oben unter „Zugdateien“: hier angehängt wird sie aufbewahrt, nicht gesendet.
# $mb: the largest file allowed, in MB.
sheet-attach-label = Datei anhängen: ein CMBN-Spielstand oder eine Zugdatei (.bts, .btt, .ema), ein PNG- oder JPEG-Screenshot oder ein PDF, bis { $mb } MB
sheet-attach-gm-only = Nur Spielleiter (z. B. der Aufstellungsspielstand des Verteidigers, bevor das Gefecht gespielt ist)
sheet-attach = Anhängen
# $role: Attacker or Defender.
sheet-casualties = { $role ->
    [Attacker] Verluste des Angreifers
   *[Defender] Verluste des Verteidigers
}
sheet-casualties-confirm = Verluste bestätigen
sheet-forum = Forumsbeitrag (BBCode)
sheet-bbcode-label = Das Aufbaublatt als BBCode, für Forumsbeiträge
sheet-plain-text = Reiner Text
sheet-print = Drucken Sie diese Seite für ein Blatt im Format A4 oder Letter.

## The sheet's words made in code

# $status: the battle's state.
sheet-status = { $status ->
    [closed] abgeschlossen
    [casualties_chosen] Verluste gewählt
    [result_entered] Ergebnis eingetragen
    [awaiting_defenders] wartet auf Verteidiger
    [ready_for_setup] bereit zum Aufbau
   *[being_played] wird gespielt
}
# $stage: the battle's stage in CMBN (R13.1).
sheet-stage = { $stage ->
    [declared] Angesetzt
    [defenders_chosen] Verteidiger gewählt
    [set_up] Aufgebaut
    [in_play] Im Spiel
    [result_in] Ergebnis liegt vor
    [casualties_chosen] Verluste gewählt
   *[closed] Abgeschlossen
}
# $stage: sheet-stage; $mode: pbem or live.
sheet-stage-played = { $stage } ({ $mode ->
    [pbem] PBEM
   *[live] Live-Sitzung
})
sheet-relay-none = Noch keine Zugdatei: jeder der beiden Kommandeure kann die erste senden.
# $n: the last file's number; $waited: how long it has waited (sheet-waited-*).
sheet-relay-your-move = Datei { $n } · Sie sind am Zug, seit { $waited }
# $n: the last file's number; $who: who is to move (a name or sheet-relay-side-commander); $waited: sheet-waited-*.
sheet-relay-their-move = Datei { $n } · { $who } ist am Zug, seit { $waited }
# $n: how many turn files were sent.
sheet-relay-sent = { $n ->
    [one] { $n } Zugdatei gesendet
   *[other] { $n } Zugdateien gesendet
}
# $side: allies or axis (the commander to move, unnamed).
sheet-relay-side-commander = der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $side: allies or axis (the commander the GM reminds, unnamed).
sheet-relay-remind-side = den Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $at, $next: times, in the reader's time.
sheet-relay-reminded = Letzte Erinnerung vom Spielleiter: { $at }; die nächste ist ab { $next } möglich.
# $side: allies or axis.
sheet-relay-conceded = Der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} hat dieses Gefecht aufgegeben: der Spielleiter trägt das Ergebnis ein.
sheet-waited-under-hour = weniger als einer Stunde
# $n: hours.
sheet-waited-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
# $n: days.
sheet-waited-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tagen
}
sheet-live-over = Keine Sitzung: das Spiel dieses Gefechts ist vorbei.
sheet-live-none = Noch keine Sitzung vorgeschlagen: markieren Sie, wann Sie spielen können, und schlagen Sie dann einen Termin vor.
# $by: the side that proposed (allies or axis); $other: the other side; $length: sheet-hours etc.
sheet-live-proposed = Vorgeschlagen vom Kommandeur { $by ->
    [allies] der Alliierten
   *[axis] der Achse
}, für { $length }: wartet auf den Kommandeur { $other ->
    [allies] der Alliierten
   *[axis] der Achse
}.
# $length: the session's length (sheet-hours etc.).
sheet-live-agreed = Vereinbart, für { $length }: die Sitzung steht in den Kalender-Feeds beider Kommandeure, mit einer Erinnerung eine Stunde vorher.
# $length: the session's length (sheet-hours etc.).
sheet-live-begun = Vereinbart, für { $length }: die Sitzung hat begonnen.
# $side: allies or axis.
sheet-live-reported-played = Der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} meldet, dass gespielt wurde.
# $by: the side that reports; $absent: the side that did not come (allies or axis).
sheet-live-reported-no-show = Der Kommandeur { $by ->
    [allies] der Alliierten
   *[axis] der Achse
} meldet, dass der Kommandeur { $absent ->
    [allies] der Alliierten
   *[axis] der Achse
} nicht erschienen ist.
# $side: allies or axis.
sheet-live-not-marked = Der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} hat noch nicht markiert, wann er spielen kann.
# $side: allies or axis; $n: how many spans of time.
sheet-live-marked = Der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} hat markiert, wann er in den nächsten 14 Tagen spielen kann: { $n ->
    [one] { $n } Zeitraum
   *[other] { $n } Zeiträume
}.
sheet-live-played-it = Es wurde gespielt
# $side: allies or axis.
sheet-live-absent = Der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} ist nicht erschienen
# The reader, where times are said in each commander's zone ("you: Tue 8 Dec 19:00–22:00").
sheet-you = Sie
# $day: the day ("Tue 8 Dec"); $from, $to: hours ("16:00").
sheet-cell = { $day }, { $from } bis { $to }

## The campaign's setup page

setup-read-only = Nur der Spielleiter ändert die Einstellungen. Hier können Sie sie lesen.
setup-ready = Bereit zum Start?
setup-all-in-place = Alles ist bereit.
setup-start = Kampagne starten
setup-start-hint = Der Start friert die Einstellungen ein und eröffnet Runde 1, Spielzug der Alliierten, Phase Gefechtsbewegung.
setup-started-hint = Die Kampagne hat begonnen; Bataillone können weiterhin umbenannt werden und neue Kommandeure erhalten.
setup-game = Das Spiel (R13.2)
setup-game-none = Noch keine CMBN-Version und keine Module angegeben.
# $game: the CMBN version and modules ("CMBN 5.01 with Commonwealth Forces").
setup-game-played = Jedes Gefecht wird mit { $game } gespielt.
setup-version = CMBN-Version
setup-modules = Module (eines pro Zeile)
setup-game-save = Spiel speichern
setup-corrections = Korrekturen
setup-corrections-hint = Berichtigen, was schiefgegangen ist: jede Korrektur braucht eine Begründung, und die Chronik zeigt, was war und was ist (den Namen einer Einheit nur ihrer eigenen Seite).
setup-corrections-link = Alle bisherigen Korrekturen
setup-unit = Einheit
setup-destroyed-note = (vernichtet)
setup-put-in = Versetzen nach
setup-reason = Begründung
setup-correct-unit = Einheit korrigieren
setup-zone = Kartenzone
setup-controlled-by = Kontrolliert von
setup-allies = den Alliierten
setup-axis = der Achse
setup-correct-zone = Zone korrigieren
setup-battalions = Bataillone
setup-col-nation = Nationalität
setup-col-where = Wo
setup-col-commander = Kommandeur
setup-battalion-name = Name des Bataillons
setup-no-commander-option = (keiner)
setup-save = Speichern
setup-unit-name = Name der Einheit
setup-rename = Umbenennen
setup-destroyed-badge = vernichtet
setup-restore-to = Wiederherstellen in
setup-restore = Wiederherstellen (R3.5)
setup-no-commander = keiner
setup-remove = Entfernen
setup-add-battalion-heading = Ein Bataillon hinzufügen
setup-name = Name des Bataillons
setup-no-commander-yet = (noch keiner)
setup-starts-in = Beginnt in
setup-arrives-reinforcements = Kommt in Runde (Verstärkungen)
setup-add-battalion = Bataillon hinzufügen
setup-support-heading = Artillerie und Luftunterstützung
setup-type = Typ
# $side: allies or axis (as stored).
setup-type-artillery = ({ $side ->
    [allies] Alliierte
   *[axis] Achse
}, Artillerie)
# $side: allies or axis (as stored).
setup-type-air = ({ $side ->
    [allies] Alliierte
   *[axis] Achse
}, Luftreserve)
setup-artillery-in = Artillerie steht in
setup-arrives = Kommt in Runde
setup-add-support = Unterstützung hinzufügen
setup-rules = Regelparameter
setup-rounds = Runden (R5.1)
setup-stack-limit = Stapellimit (R4.1)
setup-artillery-stack = Artillerie pro Zone (R4.2)
setup-move-range = Bewegungsweite (R6.1)
setup-battle-companies = Kompanien pro Gefecht (R6.4)
setup-ships = Schiffe (R2.4)
setup-air-allies = Lufteinheiten der Alliierten (R3.4)
setup-air-axis = Lufteinheiten der Achse (R3.4)
setup-bunkers = Bunkerbefestigungen (R2.3)
setup-gm-reads = Der Spielleiter liest den Nachrichtenkanal jeder Seite
setup-tables = Tabellen (R7.2 Verhältnis, R7.3 Größe, R10.2 Absprungräume, R10.3 Eintritt, R11.1 Ziele)
setup-params-save = Parameter speichern
setup-calendar = Kalender und Kontrolle
setup-round-1 = Runde 1 ist am
setup-date-save = Datum speichern
setup-control-hint = Jede Zone wird zu Beginn von der Achse kontrolliert; eine Zone, in der nur Einheiten einer Seite stehen, geht beim Start an diese Seite.
setup-control-set = Kontrolle festlegen
setup-webhooks = Discord und Webhooks
setup-webhooks-text = Spielzugberichte, Ergebnisse und andere öffentliche Neuigkeiten in einen Discord-Kanal oder an einen JSON-Endpunkt senden.
setup-webhooks-link = Webhooks verwalten
setup-scenario = Szenariodatei
setup-export = Diese Kampagne exportieren (JSON)
setup-import-label = Eine Szenariodatei als neue Kampagne importieren (JSON einfügen)
setup-import = Importieren

## The setup page's words made in code

# $n: how many units (not destroyed).
setup-units = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}
# $units: setup-units; $n: how many are destroyed.
setup-units-destroyed = { $units } ({ $n } vernichtet)
# $round: the round reinforcements arrive in.
setup-arrives-round = Runde { $round }
# $side: allies or axis; $class: artillery or air (a support unit whose name the reader may not see).
setup-hidden-support = { $class ->
    [artillery] Artillerie
    [air] Lufteinheit
    [company] Kompanie
   *[platoon] Zug
} { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
setup-destroyed = vernichtet
# $place: where the unit stands.
setup-in = steht in { $place }
# $name: the launch box's name.
setup-launch-box = { $name } (Absprungraum)
setup-reinforcement-box = Verstärkungsfeld
setup-imported = Szenario als neue Kampagne importiert.
# $links: each invited email with its link, " · " between them.
setup-imported-links = Szenario importiert. Einladungslinks: { $links }

## Open seats

seats-title = Freie Posten
seats-hint = Posten, die für einen neuen Kommandeur frei sind (weil jemand gegangen ist oder der Spielleiter jemanden ersetzt): übernehmen Sie einen, um ihn zu befehligen. Ihre Einweisung (die Einheiten, ihre Bilanz, die Fristen und die letzten Nachrichten Ihrer Seite) kommt per E-Mail.
seats-none = Kein Posten ist frei.
seats-yours-head = Sie haben diesen Posten derzeit inne
seats-yours = ; er ist für einen Neuen frei, der ihn von Ihnen übernimmt.
seats-asked = Sie haben um diesen Posten gebeten; der Spielleiter entscheidet.
seats-take = Kommando übernehmen
seats-ask = Den Spielleiter um diesen Posten bitten
seats-close = Diesen Posten schließen
seats-requests = Anfragen
# $name: the member who asks; $seat: the seat (a battalion's name, or word-hc-seat).
seats-asks-for = { $name } bittet um den Posten { $seat }
seats-approve = Genehmigen
seats-refuse = Ablehnen
seats-open-heading = Einen Posten freigeben
seats-seat = Posten
seats-at-once = wer ihn übernimmt, befehligt sofort
seats-open = Posten freigeben
seats-open-hint = Freie Posten stehen hier für jedes Mitglied, auch für Beobachter; laden Sie einen Neuen als Beobachter ein, dann kann er einen übernehmen.
# $n: how many of the battalion's units are on the map; $places: where, comma-separated.
seats-units-on-map = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
} auf der Karte ({ $places })
seats-hc-state = Die Befehle, die Unterstützung und die Verstärkungen der Seite.

## The sheet's own words, made in code (the date, the support, the forms)

# $battle: the battle's number.
sheet-title = Aufbaublatt für Gefecht { $battle }
# Time of day, weather or ground the GM has not set.
sheet-gm-choice = nach Wahl des Spielleiters
sheet-no-commander = (kein Kommandeur)
# $ship: the ship's name.
sheet-naval-supports = { $ship } unterstützt den Landungsangriff
# $unit: an artillery unit's name (FO: a forward observer in CMBN).
sheet-support-via-fo = { $unit } über einen vorgeschobenen Beobachter (FO)
# $unit: an air unit's name.
sheet-support-via-fac = { $unit } über einen Fliegerleitoffizier
# $ship: the ship's name.
sheet-support-naval = Schiffsartillerie ({ $ship }): die schwerste angebotene Artillerie außerhalb der Karte, über einen vorgeschobenen Beobachter (FO)
# $bunkers, $trenches, $wire, $mines: how many bunkers, trench sections, barbed wire pieces and minefield tiles.
sheet-fortifications-suggested = { $bunkers ->
    [one] { $bunkers } Bunker
   *[other] { $bunkers } Bunker
}, { $trenches } Grabenabschnitte, { $wire } Stacheldrahtsperren, { $mines ->
    [one] { $mines } Minenfeldkachel
   *[other] { $mines } Minenfeldkacheln
} (Vorschlag)
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type ("Axis Assault"); $size: the CMBN force size ("Huge").
sheet-maps-note-none = Der Katalog hat { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} vom Typ { $kind } in der Größe { $size }; keine andere Größe konnte ergänzt werden.
# $n: how many maps of that type and size the catalogue has; $kind: the CMBN battle type; $size: the CMBN force size; $sizes: the nearest CMBN sizes added, comma-separated ("Large, Medium").
sheet-maps-note-nearest = Der Katalog hat { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} vom Typ { $kind } in der Größe { $size }; die nächste Größe ({ $sizes }) wurde ergänzt.
# $n: a file's size in bytes.
sheet-size-bytes = { $n } Byte
# $n: a file's size in kilobytes.
sheet-size-kb = { $n } kB
# $whole, $tenth: a file's size in megabytes, its whole part and its tenths ("1" and "5" for 1.5).
sheet-size-mb = { $whole },{ $tenth } MB

## The sheet as BBCode for a forum post (the forum's tags stay in the code)

# $campaign: the campaign's name; $battle: the battle's number; $zone: its zone's id ("F14"); $name: the zone's name (may be empty).
sheet-bb-heading = { $campaign } - Gefecht { $battle } in { $zone } { $name }
# $round: the campaign round; $date: the battle's date; $region: the region ("France").
sheet-bb-round = Runde { $round } - { $date } - { $region }
sheet-bb-provisional-head = VORLÄUFIG:
sheet-bb-provisional = die Verteidiger sind noch nicht gewählt; Verhältnis und Größe können sich ändern.
sheet-bb-game = Spiel:
sheet-bb-quick-battle = Schnelles Gefecht (Quick Battle):
sheet-bb-force-size = Truppenstärke:
# $force: the CMBN force size; $map: the CMBN map size; $minutes: the time limit.
sheet-bb-size = { $force } - Karte { $map } - { $minutes } Min.
sheet-bb-conditions = Tageszeit / Wetter / Boden:
# $role: attacker or defender; $side: allies or axis.
sheet-bb-force = { $role ->
    [attacker] ANGREIFER
   *[defender] VERTEIDIGER
} ({ $side ->
    [allies] Alliierte
   *[axis] Achse
}):
# $support: one support line (sheet-support-via-fo and the like).
sheet-bb-support = Unterstützung: { $support }
# $n: how many units the side fields (English says "units" for one too).
sheet-bb-units-hidden = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
} (verborgen)
sheet-bb-fortifications = Befestigungen (die Achse verteidigt, Bunkerzone):
sheet-bb-maps = Vorgeschlagene QB-Karten:
# $name: the map's name; $kind: its CMBN battle type; $size: its CMBN size; $width, $depth: metres; $minutes: its stored length.
sheet-bb-map = { $name } ({ $kind } { $size }, { $width } × { $depth } m, { $minutes } Min.)
