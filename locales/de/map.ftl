# Karte (Deutsch): die Kartenseite mit Zonentabelle und Markierungen, die
# Seite einer Zone, die Seite eines Bataillons, die Gefechtsübersicht des
# Spielleiters. Ortsnamen, Namen von Einheiten, Bataillonen und Personen,
# CMBN und Zahlen sind Daten und bleiben, wie sie sind.

## Wörter, die die Kartenseiten teilen

# $side: "allies" or "axis".
map-side = { $side ->
    [allies] Alliierte
   *[axis] Achse
}
# $state: how a zone is held: "allies", "axis", "contested", "none" (the
# map's table) or "uncontrolled" (a zone's page).
map-zone-state = { $state ->
    [allies] Alliierte
    [axis] Achse
    [contested] umkämpft
    [none] keine
   *[uncontrolled] unkontrolliert
}
map-mark-objective = Ziel
map-mark-bunker = Bunker
map-mark-entry = Eintrittszone
map-back-to-map = Zurück zur Karte

## Die Karte

# $phase: a saved phase ("Round 1, Allied Combat move").
map-end-of = Ende: { $phase }
map-back-live = Zurück zur aktuellen Karte
map-phases = Phasen
map-previous-phase = Vorherige Phase
map-first-phase = Erste gespeicherte Phase
map-next-phase = Nächste Phase
map-live = Aktuelle Karte
map-show-at = Karte zeigen zum Ende von
map-show = Zeigen
map-zones-table = Zonen als Tabelle
map-col-zone = Kennung
map-col-name = Ortsname
map-col-state = Kontrolle
map-col-allied-units = Einheiten der Alliierten
map-col-axis-units = Einheiten der Achse
map-col-artillery = Artillerie (A/X)
map-col-marks = Merkmale

## Die Markierungen der Karte

# $side: "allies" or "axis".
map-notes-side = { $side ->
    [allies] Markierungen der Alliierten
   *[axis] Markierungen der Achse
}
map-notes = Markierungen
map-notes-hint-side = Pfeile, Kreise und kurze Beschriftungen auf der Karte, die nur Ihre Seite (und der Spielleiter) sieht: Absichten über die Befehle hinaus. Sie gehören zur Runde, in der sie gezeichnet werden; die Karte zeigt die dieser Runde.
map-notes-hint-gm = Pfeile, Kreise und kurze Beschriftungen auf der Karte, die nur die jeweilige Seite (und der Spielleiter) sieht: Absichten über die Befehle hinaus. Sie gehören zur Runde, in der sie gezeichnet werden; die Karte zeigt die dieser Runde.
map-notes-show = Markierungen auf der Karte zeigen
map-notes-none = Keine in dieser Runde.
# $n: how many annotations of earlier rounds.
map-notes-earlier = Frühere Runden ({ $n }): auf den vergangenen Karten ihrer Runde
map-notes-side-label = Seite
map-notes-shape = Form
map-shape-arrow = Pfeil
map-shape-circle = Kreis
map-shape-label = Beschriftung
map-notes-at = Ort
map-notes-arrow-to = Pfeil nach
map-notes-not-arrow = (kein Pfeil)
map-notes-text = Aufschrift
map-notes-example = Um jeden Preis halten
map-notes-draw = Zeichnen

## Befehle fertig (R5.12)

map-ready-said = Sie haben Ihre Befehle als fertig gemeldet; Ihr Oberbefehlshaber sieht das.
map-ready-ask = Alles entworfen, was Sie in dieser Phase vorhatten? Melden Sie es Ihrem Oberbefehlshaber (R5.12).

## Eine Zone

# $zone: what was asked for (a zone id, as typed).
zone-missing = Auf dieser Karte gibt es keine Zone { $zone }.
# $entry: the Axis entry's name ("Rennes").
zone-axis-entry = Eintrittszone der Achse: { $entry }
zone-coastal = Küste
# $terrain: the map's description of the zone's terrain.
zone-terrain = Gelände: { $terrain }
zone-stacking = Stapeln:
# Follows "Stacking: 3 / 12" (units there / the limit).
# $art: artillery units there; $art_limit: the artillery limit.
zone-stacking-rest = Einheiten, { $art } / { $art_limit } Artillerie
zone-no-units = Keine Einheiten.
zone-neighbours = Nachbarzonen
# The side's artillery without a battalion (a group's name).
zone-artillery = Artillerie
# $class: the class a unit counts as (its name says another).
zone-counts-as = zählt als { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}

## Ein Bataillon

battalion-missing = In dieser Kampagne gibt es kein solches Bataillon.
# Follows the nation ("US · commanded by Smith").
battalion-commanded-by = geführt von
battalion-nobody = niemandem
battalion-command = Kommando
# $name: the deputy's name, or battalion-no-deputy.
battalion-deputy = Stellvertreter: { $name }
battalion-no-deputy = keiner
# $tenure: who has held the seat since when.
battalion-tenure = Amtszeit: { $tenure }
battalion-hand-over-to = Übergeben an
battalion-hand-over = Übergeben
battalion-hand-over-hint = Das Bataillon behält seine Einheiten und seine Bilanz; der Kanal seiner Seite erfährt davon, und der neue Kommandeur erhält eine Einweisung per E-Mail.
battalion-units = Einheiten
battalion-no-units = Keine Einheiten auf der Karte.
# $class: a unit's class.
battalion-class = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}
# $n: how many units the reader may not name.
battalion-hidden = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
} (Namen verborgen)
# $n: how many units were destroyed.
battalion-lost = Bisher verloren: { $n }
battalion-record = Gefechtsbilanz
battalion-no-record = Noch kein Gefecht geschlagen.

## Die Gefechtsübersicht (des Spielleiters)

board-title = Gefechtsübersicht
board-hint = Jedes offene Gefecht der Kampagnen, die Sie als Spielleiter führen: wo seine Partie steht und worauf sie bei Ihnen wartet, einen Klick entfernt auf seinem Blatt.
board-campaign = Kampagne
board-all-campaigns = Alle Kampagnen
board-sort-by = Sortieren nach
board-sort-next = was auf Sie wartet
board-sort-due = Stichtag
board-sort-held = längste Wartezeit
board-sort-campaign = Kampagne
board-sort-stage = Stand
board-only-mine = Nur was auf mich wartet
board-show = Zeigen
board-none = Kein offenes Gefecht in den Kampagnen, die Sie führen.
# $n: the open battles in all.
board-no-match = Kein Gefecht passt: insgesamt { $n } offen.
board-scrolls = Offene Gefechte (seitlich scrollbar)
board-battle = Gefecht
board-battalions = Bataillone
board-stage = Stand
board-files = Dateien
board-whose-move = Wer ist am Zug
board-due = Stichtag
board-last-activity = Letzte Aktivität
board-your-next = Ihr nächster Schritt
board-next = Nächster Schritt
board-players-play-on = die Spieler spielen weiter
# $n: the campaigns beyond the four the board follows.
board-not-live = Die Übersicht aktualisiert sich bei vier Kampagnen von selbst; Änderungen der übrigen ({ $n }) erscheinen beim Neuladen, oder wählen Sie oben eine Kampagne.
# $stage: where the battle stands.
board-stage-name = { $stage ->
    [declared] Angesetzt
    [defenders_chosen] Verteidiger gewählt
    [set_up] Aufgebaut
    [in_play] Im Spiel
    [result_in] Ergebnis liegt vor
    [casualties_chosen] Verluste gewählt
   *[closed] Abgeschlossen
}
# $mode: how the battle is played; follows the stage after a comma.
board-mode = { $mode ->
    [pbem] per Zugdateien (PBEM)
   *[live] live über TCP/IP
}
# $side: the side whose commander conceded; follows the stage after "; ".
board-conceded = aufgegeben vom Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $who: who holds the turn; $time: how long (board-hours, board-days...).
board-held-for = { $who }, schon { $time }
# $time: the agreed session's date and time.
board-live-session = Live-Sitzung { $time }
board-no-session = noch keine Live-Sitzung vereinbart
# $attacker, $defender: battalions' names.
board-against = { $attacker } gegen { $defender }
# $time: how long ago (board-hours, board-days...).
board-ago = { $time } her
board-less-than-an-hour = weniger als eine Stunde
# $n: hours (1 to 47).
board-hours = { $n } Std.
# $n: days (2 or more).
board-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
board-next-enter-result = Ergebnis eintragen
board-next-decide-session = Über die Live-Sitzung entscheiden
board-next-conceded = Aufgegeben: Ergebnis in der Phase Gefechtsdurchführung eintragen
board-next-chase = Anmahnen, Zeit geben oder entscheiden
board-next-set-up = In CMBN aufbauen
