# Chronik (Deutsch): was jeder Eintrag der Chronik einer Kampagne sagt, beim
# Lesen in der Sprache des jeweiligen Lesers. Orte, Namen von Einheiten und
# Bataillonen sowie Namen von Personen sind Daten. Zuerst die Wörter, die
# mehrere Einträge teilen.

## Wörter

# $side: "allies" or "axis".
# German: a genitive that follows a noun ("Spielzug der Alliierten",
# "Artillerie der Achse", "vom Kommandeur der Alliierten").
word-side = { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# German: used after "Phase" ("Phase Gefechtsbewegung").
word-phase = { $phase ->
    [combat_move] Gefechtsbewegung
    [combat_resolution] Gefechtsdurchführung
    [combat_results] Gefechtsergebnisse
    [non_combat_move] Nicht-Gefechtsbewegung
   *[reinforcements] Verstärkungen
}
word-act = { $act ->
    [moved] bewegt
    [attacked] angegriffen
    [captured] erobert
    [reinforced] verstärkt
   *[landed] gelandet
}
# CMBN's battle outcomes, as each language's players name them.
word-outcome = { $outcome ->
    [total_victory] Totaler Sieg
    [major_victory] Großer Sieg
    [tactical_victory] Taktischer Sieg
    [minor_victory] Knapper Sieg
    [draw] Unentschieden
    [minor_loss] Knappe Niederlage
    [tactical_loss] Taktische Niederlage
    [major_loss] Große Niederlage
   *[total_loss] Totale Niederlage
}
# $class: company, platoon, artillery or air; $n: how many (1 or more).
word-count = { $class ->
    [company] { $n ->
        [one] { $n } Kompanie
       *[other] { $n } Kompanien
    }
    [platoon] { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
    [artillery] { $n ->
        [one] { $n } Artillerieeinheit
       *[other] { $n } Artillerieeinheiten
    }
   *[air] { $n ->
        [one] { $n } Lufteinheit
       *[other] { $n } Lufteinheiten
    }
}
word-no-units = keine Einheiten
place-reinforcement-box = das Verstärkungsfeld
place-air-pool = die Luftreserve

## Der Spielzug

history-started = Die Kampagne hat begonnen: Runde 1, Spielzug der Alliierten, Phase Gefechtsbewegung
# $from_side, $from_phase, $to_side, $to_phase: word-side and word-phase.
history-phase-advanced = Runde { $from_round }, Spielzug { $from_side }, Phase { $from_phase } -> Runde { $to_round }, Spielzug { $to_side }, Phase { $to_phase }
history-turn-begins = In Runde { $round } beginnt der Spielzug { $side }
# $winner: "allies" or "axis".
history-won-held = { $winner ->
    [allies] Die Alliierten gewinnen
   *[axis] Die Achse gewinnt
}. Die Alliierten haben { $objectives } am Ende zweier aufeinanderfolgender Runden gehalten (R11.1).
history-won-not-held = { $winner ->
    [allies] Die Alliierten gewinnen
   *[axis] Die Achse gewinnt
}. Die Alliierten haben bis zum Ende von Runde { $round } nicht alle Ziele eingenommen und gehalten (R11.2).
history-early = Runde { $round }, Spielzug { $side }, Phase { $phase }: alle haben gehandelt, die Phase schaltet vorzeitig weiter.
# $reason: what the GM wrote.
history-paused = Die Kampagne ist pausiert: { $reason }. Die Fristen sind eingefroren.
# $hours: the pause's length in hours, one decimal ("2.5").
history-resumed = Die Kampagne läuft nach einer Pause von { $hours } h weiter.

## Befehle

# $units: the units' names; $to: where to.
history-drafted = Befehl { $draft } entworfen: { $units } -> { $to }
history-draft-changed = Befehl { $draft } geändert: { $units } -> { $to }
history-draft-deleted = Befehl { $draft } gelöscht
# $moves: each move (history-committed-move or -inner), "; " between.
history-committed = Befehle { $side } freigegeben: { $moves }
# $who: a battalion's name, or history-side-artillery; $what: a count.
history-committed-move = { $who }: { $what } { $from } -> { $to } ({ $act })
history-committed-inner = { $units } -> { $to }
history-side-artillery = Artillerie { $side }
# $entry: the entry; $by: history-on-behalf.
history-with-by = { $entry } ({ $by })
history-on-behalf = { $deputy } in Vertretung für { $holders }

## Gefechte

# $named: the defending units' names.
history-defenders-chosen = Gefecht { $battle } in { $zone }: Verteidiger gewählt: { $named }
history-defenders-default = Gefecht { $battle } in { $zone }: Verteidiger standardmäßig gewählt (R7.1): { $named }
# $counted: a count of units by class.
history-battle-ready = Gefecht { $battle } in { $zone } kann aufgebaut werden: { $n ->
    [one] { $n } verteidigende Einheit
   *[other] { $n } verteidigende Einheiten
} ({ $counted })
history-conditions-set = Gefecht { $battle }: Bedingungen festgelegt
# $due: "2024-06-06 06:30".
history-due-set = Gefecht { $battle } in { $zone }: Stichtag auf { $due } UTC gesetzt
history-due-cleared = Gefecht { $battle } in { $zone }: Stichtag aufgehoben
history-result = Gefecht { $battle } in { $zone }: { $outcome } (Verluste: Angreifer { $attacker_losses }, Verteidiger { $defender_losses })
# $ruling: the GM's words.
history-result-ruled = Gefecht { $battle } in { $zone }: { $outcome } (Verluste: Angreifer { $attacker_losses }, Verteidiger { $defender_losses }), durch Entscheidung des Spielleiters: { $ruling }
history-result-conceded = Gefecht { $battle } in { $zone }: { $outcome } (Verluste: Angreifer { $attacker_losses }, Verteidiger { $defender_losses }), vom Kommandeur { $side } aufgegeben
# $state: word-control.
history-battle-closed = Gefecht { $battle } abgeschlossen: { $lost ->
    [one] { $lost } Einheit
   *[other] { $lost } Einheiten
} verloren; { $zone } { $state }
# German: the verb is part of the word ("F14 wird von den Alliierten kontrolliert").
word-control = { $state ->
    [allies] wird von den Alliierten kontrolliert
    [axis] wird von der Achse kontrolliert
    [contested] ist umkämpft
   *[uncontrolled] wird von keiner Seite kontrolliert
}

## Truppen

# $class: company, platoon, artillery or air.
# German: nominative, no article; the side follows it ("Kompanie der Achse").
word-class = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerieeinheit
   *[air] Lufteinheit
}
# $nation: the nation's name as the game has it ("US", "German Army (Heer)"); $at: where.
history-battalion-added = { $name } ({ $nation }) in { $at } hinzugefügt
history-battalion-updated = Bataillon { $name } aktualisiert
history-removed = { $name } entfernt
history-renamed = { $old } in { $name } umbenannt
history-support-added = { $class } { $side } in { $at } hinzugefügt
history-support-added-named = { $name } (Seite { $side }) in { $at } hinzugefügt
history-unit-removed = { $class } { $side } entfernt
# $why: the GM's reason.
history-unit-restored = Der Spielleiter hat eine Einheit ({ $class } { $side }) in { $to } wiederhergestellt (R3.5; Begründung: { $why })
history-unit-restored-named = Der Spielleiter hat { $name } in { $to } wiederhergestellt (R3.5; Begründung: { $why })

## Personen

# German: after "als" and "nicht mehr" ("ist als Beobachter beigetreten").
word-role = { $role ->
    [gm] Spielleiter
    [high_commander] Oberbefehlshaber
    [battalion_commander] Bataillonskommandeur
   *[observer] Beobachter
}
history-joined = { $name } ist als { $role } beigetreten
history-joined-side = { $name } ist als { $role } { $side } beigetreten
history-member-removed = { $name } ist nicht mehr { $role }
# $from, $to: "2024-06-06 06:30"; $note: the member's words.
history-away = { $name } ist von { $from } bis { $to } UTC abwesend
history-away-note = { $name } ist von { $from } bis { $to } UTC abwesend: { $note }
history-back = { $name } ist zurück
history-back-ended = { $name } ist zurück (die Abwesenheit ist abgelaufen)
history-deputy = { $deputy } ist Stellvertreter von { $name }
history-covered-by-hc = { $name } wird vom Oberbefehlshaber { $side } vertreten
history-no-deputy = { $name } hat keinen Stellvertreter

## Posten

# German: no article, since it follows "Posten" ("der Posten Oberbefehlshaber
# der Alliierten", like "der Posten 1/8th Infantry").
word-hc-seat = Oberbefehlshaber { $side }
# $seat: a battalion's name, or word-hc-seat.
history-seat-closed = Der Posten { $seat } ist nicht mehr frei
history-seat-open-at-once = Der Posten { $seat } (Seite { $side }) ist für einen neuen Kommandeur frei: wer ihn übernimmt, führt sofort das Kommando
history-seat-open-approved = Der Posten { $seat } (Seite { $side }) ist für einen neuen Kommandeur frei: der Spielleiter genehmigt, wer ihn übernimmt
history-seat-asked = { $name } bittet um den Posten { $seat }
history-seat-refused = Der Spielleiter hat die Anfrage von { $name } für den Posten { $seat } abgelehnt
history-seat-taken = Der Posten { $seat } ist besetzt
history-handed = { $name } übernimmt den Posten { $seat } (Runde { $round })
history-handed-from = { $name } übernimmt den Posten { $seat } von { $from } (Runde { $round })

## Fertig gemeldet

history-ready = { $name }: meine Befehle sind fertig
history-not-ready = { $name }: meine Befehle sind doch noch nicht fertig
history-ready-taken-back = Die Befehle von { $name } gelten nicht mehr als fertig: { $by } hat sie geändert

## Live-Sitzungen

history-session-times = Gefecht { $battle } in { $zone }: { $name } hat eingetragen, wann live gespielt werden kann
# $at: "2024-06-06 20:00".
history-session-proposed = Gefecht { $battle } in { $zone }: { $name } schlägt eine Live-Sitzung für { $at } UTC vor
history-session-accepted = Gefecht { $battle } in { $zone }: { $name } nimmt die Live-Sitzung an
history-session-called-off = Gefecht { $battle } in { $zone }: { $name } sagt die Live-Sitzung ab
history-session-declined = Gefecht { $battle } in { $zone }: { $name } lehnt die Live-Sitzung ab
history-in-play = Gefecht { $battle } in { $zone } läuft
history-session-played = Gefecht { $battle } in { $zone }: { $name } meldet die Live-Sitzung als gespielt
history-session-no-show = Gefecht { $battle } in { $zone }: { $name } meldet, dass der Kommandeur { $side } nicht erschienen ist
history-session-confirmed = Gefecht { $battle } in { $zone }: der Spielleiter bestätigt, dass die Live-Sitzung gespielt wurde
history-session-confirmed-no-show = Gefecht { $battle } in { $zone }: der Spielleiter bestätigt, dass der Kommandeur { $side } nicht erschienen ist

## Ein Gefecht spielen

# $mode: pbem or live.
word-mode = { $mode ->
    [pbem] mit PBEM-Zugdateien
   *[live] live über TCP/IP
}
history-set-up = Gefecht { $battle } in { $zone } ist in CMBN aufgebaut und wird { $mode } gespielt
history-turn-sent = Gefecht { $battle } in { $zone }: { $name } hat Zugdatei { $n } gesendet
history-turn-withdrawn = Gefecht { $battle } in { $zone }: { $name } hat Zugdatei { $n } zurückgezogen
history-turn-fetched = Gefecht { $battle } in { $zone }: Zugdatei { $n } wurde heruntergeladen

## Kontrolle

# $state: word-control (with its verb: "F14 wird von den Alliierten kontrolliert").
history-control-changed = Kontrolle geändert: { $zone } { $state }
history-control-uncontested = { $zone } ist nicht mehr umkämpft: die Zone { $state }
history-artillery-overrun = Artillerie { $side } in { $zone } wurde überrannt und vernichtet (R8.3)
history-overrun-named = { $name } in { $zone } wurde überrannt und vernichtet (R8.3)

## Verstärkungen und Verluste

# $what: a battalion's or units' names; $place: where.
history-placed = { $what } in { $place } platziert
history-placed-support = { $class } { $side } in { $place } platziert
word-none = keine
# $what: a count of units by class, word-none, or (the side's) the units' names.
history-casualties = Gefecht { $battle }: Verluste { $side } gewählt: { $what }
history-casualties-default = Gefecht { $battle }: Verluste { $side } standardmäßig gewählt (R8.1): { $what }

## Entscheidungen und Verlängerungen

history-conceded = Gefecht { $battle } in { $zone }: der Kommandeur { $side } gibt auf; der Spielleiter trägt das Ergebnis ein
history-chased-one = Gefecht { $battle } in { $zone }: der Spielleiter hat den Kommandeur { $side } angemahnt
history-chased-both = Gefecht { $battle } in { $zone }: der Spielleiter hat beide Kommandeure angemahnt
# $deadline: "2024-06-06 06:30"; $reason: the member's words.
history-extension-asked = { $name } beantragt eine Verlängerung der Frist vom { $deadline } UTC um { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}: { $reason }
history-extension-granted = Der Spielleiter hat den Verlängerungsantrag von { $name } um { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} genehmigt
history-extension-refused = Der Spielleiter hat den Verlängerungsantrag von { $name } um { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} abgelehnt

## Fristen und Zeitplan

# A phase of a turn: "Runde 2, Spielzug der Achse, Phase Gefechtsbewegung".
word-turn-phase = Runde { $round }, Spielzug { $side }, Phase { $phase }
# $what: word-turn-phase; $then: one of history-then-*.
history-deadline-passed = Die Frist ist abgelaufen ({ $what }): { $then }.
history-then-advanced = die Phase wurde weitergeschaltet
history-then-results = die Phase wartet auf die Ergebnisse des Spielleiters
history-then-defenders = als Nächstes sind die Verteidiger fällig
# $at: "2024-06-06 06:30"; $why: one of history-why-*.
history-deadline-set = Frist für die Phase { $phase } auf { $at } UTC gesetzt
history-deadline-set-why = Frist für die Phase { $phase } auf { $at } UTC gesetzt ({ $why })
history-deadline-cleared = Frist für die Phase { $phase } aufgehoben
history-deadline-cleared-why = Frist für die Phase { $phase } aufgehoben ({ $why })
history-why-schedule = laut Zeitplan
history-why-defenders = Verteidiger fällig
history-why-extended = vom Spielleiter verlängert
history-why-pause = durch die Pause von { $hours } h verschoben
history-undone = Der Spielleiter hat den letzten Phasenwechsel rückgängig gemacht; zurück zu Runde { $round }, Spielzug { $side }, Phase { $phase }
# $drafts: "#3, #5".
history-drafts-dropped = Bei Ablauf der Frist { $n ->
    [one] konnte { $n } entworfener Befehl nicht freigegeben werden und wurde verworfen
   *[other] konnten { $n } entworfene Befehle nicht freigegeben werden und wurden verworfen
}: { $drafts }
# $schedule: the schedule in words (English only for now).
history-schedule = Zeitplan: { $schedule }
# $what: word-chosen.
history-due-passed = Gefecht { $battle } in { $zone } hatte den Stichtag { $due } UTC: niemand hat bis dahin die { $what } gewählt, daher gilt die Standardwahl.
word-chosen = { $what ->
    [casualties] Verluste
   *[defenders] Verteidiger
}
history-uncommitted-dropped = { $n ->
    [one] { $n } nicht freigegebener Befehl verworfen
   *[other] { $n } nicht freigegebene Befehle verworfen
}

## Einstellungen und Korrekturen

history-params = Kampagnenparameter geändert
# $date: "1944-06-06".
history-calendar = Kampagnenkalender festgelegt: Runde 1 ist der { $date }
history-control-set = { $zone } der Seite { $side } zugewiesen
# $subject, $before, $after: what was corrected, as the correction names it; $why: the GM's reason.
history-correction = Korrektur durch den Spielleiter: { $subject }: { $before } -> { $after } (Begründung: { $why })

## Markierungen

# German: accusative ("hat einen Pfeil … gezeichnet / entfernt").
word-arrow = einen Pfeil { $zone } → { $to }
word-circle = einen Kreis um { $zone }
word-label = eine Beschriftung auf { $zone }
# $shape: word-arrow, -circle or -label; $text: the annotation's words.
word-annotation-text = { $shape } („{ $text }“)
history-annotated = { $name } hat { $what } auf der Karte der eigenen Seite gezeichnet
history-annotation-removed = { $name } hat { $what } entfernt

## Die Kampagne

history-created = Kampagne { $name } erstellt
history-imported = Kampagne { $name } aus einer Szenariodatei importiert
# $reason: the GM's words.
history-forced = Phasenwechsel vom Spielleiter erzwungen: { $reason }
history-kit-cleared = Die Kampagne gibt keine CMBN-Version und keine Module mehr an
# $kit: the CMBN version and modules, as the game names them.
history-kit = Jedes Gefecht wird mit { $kit } gespielt
# $n: how many units attack.
history-battle-created = Gefecht { $battle } in { $zone }: { $attacker } ({ $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}) greift { $target } an
history-support = Gefecht { $battle }: Artillerieunterstützung { $artillery }, Luftunterstützung { $air }
# $ship: the ship's name.
history-support-ship = Gefecht { $battle }: Artillerieunterstützung { $artillery }, Luftunterstützung { $air }, Marineunterstützung durch { $ship }

## Zugdateien

history-turn-clock = Gefecht { $battle } in { $zone }: seine Bedenkzeit beträgt { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
history-turn-clock-schedule = Gefecht { $battle } in { $zone }: seine Bedenkzeit richtet sich wieder nach dem Zeitplan
history-turn-held-away = Gefecht { $battle } in { $zone }: der abwesende Kommandeur { $side } hält Zugdatei { $n } länger als die Pause von { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
}, die seine Abwesenheit der Bedenkzeit gewährt; der Spielleiter wird benachrichtigt
history-turn-reminded = Gefecht { $battle } in { $zone }: der Kommandeur { $side } wurde an Zugdatei { $n } erinnert
history-turn-held-twice = Gefecht { $battle } in { $zone }: Zugdatei { $n } wird zum zweiten Mal über die Bedenkzeit hinaus gehalten; der Spielleiter und der Oberbefehlshaber { $side } werden benachrichtigt

## Was an die Öffentlichkeit oder in ein Forum geht, in der Sprache der Kampagne (#44)

forum-report-title = { $campaign }: Runde { $round }, Spielzug { $side }
forum-report-none = Keine.
forum-report-head-zones = Zonen mit neuem Besitzer
forum-report-head-battles = Gefechte
forum-report-head-reinforcements = Eingetroffene Verstärkungen
forum-report-head-artillery = Verlorene Artillerie
forum-report-head-track = Siegesleiste
forum-report-battle = Gefecht { $id } in { $place }: { $battle_type }, { $outcome }
forum-report-losses = Verluste: Angreifer { $attacker }, Verteidiger { $defender }
forum-report-support = Unterstützung: { $support }
forum-report-support-none = keine
forum-report-artillery = { $n } Artillerie
forum-report-air = { $n } Luftunterstützung
forum-report-aar = Gefechtsbericht: { $text }
forum-report-commanders = Bericht des Kommandeurs { $side }: { $text }
forum-report-not-fought = noch nicht ausgetragen
forum-report-by-ruling = { $outcome } (durch Entscheid: { $ruling })
forum-report-conceded = { $outcome } (aufgegeben vom Kommandeur { $side })
forum-report-holder = { $side ->
    [allies] Alliierte
    [axis] Achse
   *[nobody] niemand
}
forum-report-track = Alliierte { $allies } · Achse { $axis } · { $n ->
    [one] noch { $n } Runde
   *[other] noch { $n } Runden
}
forum-report-next-deadline = Nächste Frist: { $when }
summary-strength = Stärke (Kompanien und Züge): Alliierte { $allies }, Achse { $axis }. Gehaltene Zonen: Alliierte { $allies_zones }, Achse { $axis_zones }, umkämpft { $contested }.
summary-battles = Gefechte bisher: { $n } (Angreifer siegte { $won }, unentschieden { $drawn }, Verteidiger hielt { $held }).
public-turn-report = Lagebericht: Runde { $round }, Spielzug { $side }
public-phase-open = Runde { $round }, Spielzug { $side }: Phase { $phase } ist eröffnet
public-battle-set = Gefecht { $battle } angesetzt
public-result-in = Gefecht { $battle }: Ergebnis liegt vor
public-campaign-over = Die Kampagne ist beendet
public-banner-end-of-turn = Ende von Runde { $round }, Spielzug { $side }
public-frame-turn = Runde { $round }, Spielzug { $side }
public-frame-phase = Runde { $round }, Spielzug { $side }, { $phase }

## Der Kalender, in der Sprache des Mitglieds (#44)

calendar-name = Bocage-Fristen
calendar-deadline = { $campaign }: Runde { $round }, Spielzug { $side }, Phase { $phase } endet
calendar-battle-due = { $campaign }: Gefecht { $battle } in { $zone } fällig
calendar-session = { $campaign }: Gefecht { $battle } in { $zone }, Live-Partie in CMBN

word-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
word-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
