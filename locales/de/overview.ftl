# Übersicht (Deutsch): die Übersicht einer Kampagne (was ansteht, die
# Phasensteuerung des Spielleiters, Personen, Posten, die Bilanz und
# Notizen), ihr Banner und das Rückgängigmachen, die Liste der Gefechte, die
# Nachrichten, der Rahmen der Chronik und eine Markierung auf der Karte.
# Orte, Namen von Einheiten, Bataillonen und Personen sind Daten.

## Die Übersicht: was ansteht

overview-waiting-on-you = Wartet auf Sie
# $n: unread messages in all the reader's channels (1 or more).
overview-unread = { $n ->
    [one] { $n } ungelesene Nachricht
   *[other] { $n } ungelesene Nachrichten
}
overview-nothing-now = Gerade nichts.
overview-mail-when-your-move = Sie bekommen eine E-Mail, sobald Sie am Zug sind.
# $date: "2026-06-06 14:00 CEST".
overview-due = (bis { $date })
overview-games-title = Laufende Gefechte
overview-phase-deadline = Frist der Phase:
# $span: overview-span-days, -hours or -minutes.
overview-countdown-in = noch { $span }
overview-countdown-overdue = { $span } überfällig
# $d: days, $h: hours.
overview-span-days = { $d } Tg. { $h } Std.
# $h: hours, $m: minutes.
overview-span-hours = { $h } Std. { $m } Min.
# $m: minutes.
overview-span-minutes = { $m } Min.
# $schedule: overview-schedule-words, then -early and -extension, joined by "; ".
overview-schedule = Zeitplan: { $schedule }.
# $phase: overview-phase; $hours: its length.
overview-schedule-length = { $phase } { $hours } Std.
overview-schedule-no-lengths = keine Phasendauern (Fristen von Hand gesetzt)
# $lengths: overview-schedule-length, joined by ", " (or -no-lengths);
# $policy: overview-at-deadline-commit or -hold.
overview-schedule-words = { $lengths }; bei Ablauf der Frist einer Bewegungsphase { $policy }
overview-schedule-early = eine Phase wird weitergeschaltet, sobald alle gehandelt haben
# $hours: the longest extension a player may ask for.
overview-schedule-extension = Spieler können beim Spielleiter bis zu { $hours } Std. mehr beantragen

## Zeit: Verlängerungen und Abwesenheiten

overview-need-more-time = Mehr Zeit nötig?…
# $max: the most hours a player may ask for.
overview-extension-hours = Stunden (höchstens { $max })
overview-extension-reason = Begründung für den Spielleiter
overview-ask-gm = Beim Spielleiter beantragen
overview-extensions-off-gm = In dieser Kampagne können Spieler keine Verlängerung beantragen: die längste Verlängerung im Zeitplan ist 0 (einstellbar unten unter „Zeitplan und was eine Frist bewirkt“, R5.10).
overview-extensions-off = Mehr Zeit nötig? Diese Kampagne nimmt keine Verlängerungsanträge an: der Spielleiter lässt sie im Zeitplan zu (R5.10).
overview-extension-requests = Verlängerungsanträge
# $name: the member asking; $n: how many hours. Their reason follows.
overview-extension-asks = { $name } beantragt { $n ->
    [one] { $n } weitere Stunde
   *[other] { $n } weitere Stunden
}:
overview-grant = Gewähren
overview-refuse = Ablehnen
overview-you = Sie
overview-site-admin = Sie lesen diese Kampagne als Administrator der Seite.
# $role: gm, high_commander, battalion_commander or observer.
overview-role = { $role ->
    [gm] Spielleiter
    [high_commander] Oberbefehlshaber
    [battalion_commander] Bataillonskommandeur
   *[observer] Beobachter
}
# $side: "allies" or "axis" (a badge, a role's side).
overview-side = { $side ->
    [allies] Alliierte
   *[axis] Achse
}
# $until: "2026-06-06 14:00 CEST".
overview-away-until = Sie sind bis { $until } als abwesend gemeldet; Ihr Stellvertreter übernimmt Ihre Posten.
# $until: as above; $note: the member's words.
overview-away-until-note = Sie sind bis { $until } als abwesend gemeldet ({ $note }); Ihr Stellvertreter übernimmt Ihre Posten.
overview-im-back = Ich bin zurück
overview-going-away = Bald abwesend?…
overview-away-explained = Ihre Seite und der Spielleiter sehen es, die andere Seite nicht. In der Zwischenzeit gibt Ihr Stellvertreter (Ihr Oberbefehlshaber, sofern kein anderer benannt ist) Ihre Befehle und trifft Ihre Entscheidungen.
overview-away-from = Von (leer: ab sofort)
overview-away-to = Bis
overview-away-note = Notiz für Ihre Seite
overview-mark-away = Mich abwesend melden
overview-your-battalions = Ihre Bataillone
# $n: the battalion's active units (follows its name and a colon).
overview-battalion-units = { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
}
# $n: battles not closed.
overview-battles-open = Gefechte ({ $n } offen)

## Das Feld des Spielleiters

overview-gm-panel = Spielleiter
overview-battle-board = Die Gefechtstafel: alle offenen Gefechte der Kampagnen, die Sie leiten
overview-no-blocker = Keine Regel hält die nächste Phase auf.
overview-before-advance = Bevor die Phase weitergeschaltet werden kann:
overview-cannot-be-forced = nicht erzwingbar
overview-force = Erzwingen: die Vorgaben anwenden (R7.1, R8.1, nicht freigegebene Entwürfe verwerfen)
overview-reason-recorded = Begründung (wird festgehalten)
overview-advance-summary = Zur nächsten Phase weiterschalten…
overview-advance-explained = Die Phase endet für alle: nicht freigegebene Entwürfe werden verworfen, und was die Spieler nicht erledigt haben, wird nur dann für sie erledigt (die Vorgaben von R7.1 und R8.1), wenn Sie es erzwingen. Der letzte Phasenwechsel lässt sich rückgängig machen.
overview-advance-yes = Ja, weiterschalten
overview-deadline-label = Frist (Ihre Zeitzone)
overview-set-deadline = Frist setzen
overview-deadline-passed = Die Frist ist abgelaufen; die Uhr verarbeitet sie innerhalb einer Minute.
overview-process-now = Jetzt verarbeiten
overview-schedule-summary = Zeitplan und was eine Frist bewirkt…
overview-schedule-explained = Die Dauer jeder Phase in Stunden, angewandt, wenn die Phase beginnt (leer: keine Frist).
# $phase: a phase, as a label.
overview-phase = { $phase ->
    [combat_move] Gefechtsbewegung
    [combat_resolution] Gefechtsdurchführung
    [combat_results] Gefechtsergebnisse
    [non_combat_move] Nicht-Gefechtsbewegung
   *[reinforcements] Verstärkungen
}
# $phase: overview-phase.
overview-phase-hours = { $phase } (Stunden)
overview-at-deadline = Bei Ablauf der Frist einer Bewegungsphase
overview-at-deadline-commit = werden die zulässigen Entwürfe der Seite so freigegeben, wie sie sind
overview-at-deadline-hold = bleiben die Einheiten der Seite stehen (Entwürfe werden verworfen)
overview-early-advance = Eine Phase weiterschalten, sobald alle gehandelt haben, die handeln müssen
overview-longest-extension = Längste Verlängerung, die ein Spieler beantragen kann (Stunden; 0: keine)
overview-pbem-battles = Gefechte per PBEM (R13.3, R13.4)
overview-turn-clock = Bedenkzeit: Stunden, die ein Kommandeur eine Zugdatei behalten darf (leer: 48)
overview-turn-pause = Tage, die eine Abwesenheit die Bedenkzeit anhält (leer: 7)
overview-turn-files-kept = Zugdateien, die jedes Gefecht aufbewahrt (leer: 3)
overview-save-schedule = Zeitplan speichern
overview-resume = Kampagne fortsetzen (Fristen verschieben sich um die Pause)
overview-pause-reason = Begründung, die alle lesen
overview-pause = Kampagne pausieren
overview-undo-summary = Den letzten Phasenwechsel rückgängig machen…
overview-undo-explained = Die Kampagne kehrt zum Stand vor dem letzten Weiterschalten zurück (R12.2); was seitdem geschehen ist, geht verloren.
overview-undo-yes = Ja, rückgängig machen
overview-nudge-label = Einen Spieler per E-Mail erinnern (einmal am Tag)
overview-nudge = Erinnern
overview-being-set-up = Die Kampagne wird eingerichtet.
overview-open-setup = Einstellungen öffnen
overview-over = Die Kampagne ist beendet.
overview-undelivered = Nicht zugestellte E-Mails
# $n: seats open (1 or more); a link to them follows.
overview-open-seats = { $n ->
    [one] { $n } freier Posten
   *[other] { $n } freie Posten
} für einen neuen Kommandeur:
overview-see-open-seats = die freien Posten ansehen

## Das Banner

# $side: "allies" or "axis".
overview-victory = Sieg { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
overview-status-setup = Wird eingerichtet
overview-status-finished = Beendet
# $side: the winner, "allies" or "axis".
overview-status-won = Beendet: Sieg { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
overview-status-active = Runde { $round } · Spielzug { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} · { $phase }

## Die Bilanz

overview-reliability = Zuverlässigkeit
overview-your-record = Ihre Bilanz
overview-record-table = Eingehaltene Fristen (seitlich scrollbar)
overview-col-member = Mitglied
overview-col-met = Eingehalten
overview-col-covered = Vertreten
overview-col-excused = Entschuldigt
overview-col-missed = Versäumt
overview-col-time-to-act = Zeit zum Handeln
overview-col-turn-files = Zugdateien rechtzeitig
overview-col-time-to-answer = Antwortzeit
# $done: turn files sent within the turn clock; $total: turn files sent.
overview-turns-in-time = { $done } von { $total }
# $n: live sessions the member did not come to.
overview-no-shows = ({ $n ->
    [one] { $n } Live-Sitzung
   *[other] { $n } Live-Sitzungen
} versäumt)
overview-record-explained = Jede Frist, bei der etwas auf ein Mitglied wartete: rechtzeitig eingehalten, während der Abwesenheit vom Stellvertreter übernommen, entschuldigt (abwesend oder Verlängerung gewährt) oder versäumt; und jede Zugdatei, die es als Antwort per PBEM geschickt hat, innerhalb der Bedenkzeit oder nicht (eine Live-Sitzung, zu der es nicht kam, zählt als nicht rechtzeitige Zugdatei).
overview-record-gm = Jedes Mitglied liest nur die eigene Bilanz; die andere Seite liest keine.
overview-record-yours = Nur Sie und der Spielleiter lesen sie.

## Notizen

overview-notepad = Notizblock
overview-notepad-label = Nur Sie lesen ihn
overview-save-notepad = Notizblock speichern
overview-sealed-notes = Versiegelte Notizen
overview-no-note-open = Noch ist keine Notiz geöffnet.
# $author: who sealed it; $at: "2026-06-06 14:00" (UTC).
overview-sealed-by = { $author }, versiegelt am { $at } UTC
# $round: the round at whose start it opens.
overview-opens-at-round = öffnet sich in Runde { $round }
overview-opens-at-end = öffnet sich am Ende
overview-still-sealed = noch versiegelt: nur Sie lesen sie
overview-seal-summary = Eine Notiz versiegeln…
overview-your-note = Ihre Notiz
overview-opens-to-everyone = Für alle lesbar ab
# $round: a round (an option after overview-opens-to-everyone).
overview-round-option = Runde { $round }
overview-end-option = dem Ende der Kampagne
overview-seal-it = Versiegeln
overview-seal-hint = Einmal versiegelt, lässt sie sich nicht mehr ändern; bis dahin liest sie niemand sonst, nicht einmal der Spielleiter.

## Stellvertreter und Posten

overview-deputies = Stellvertreter
overview-deputies-explained = Solange ein Kommandeur abwesend ist, gibt der Stellvertreter seines Postens die Befehle und trifft die Entscheidungen. Ein Bataillon ohne benannten Stellvertreter übernimmt der Oberbefehlshaber seiner Seite.
overview-col-seat = Posten
overview-col-deputy-now = Stellvertreter derzeit
overview-col-name-deputy = Stellvertreter benennen
# $name: the seat (a battalion, or a side's High Commander).
overview-deputy-of = Stellvertreter für { $name }
overview-the-default = (die Vorgabe)
overview-save = Speichern
# $name: the seat, as above (hidden words after overview-save).
overview-the-deputy-of = (Stellvertreter für { $name })
# A link (overview-handover-link) and a full stop follow.
overview-handover-hint = Ein Bataillon wird auf seiner eigenen Seite einem anderen Kommandeur übergeben (seinem Namen oben folgen); ein Posten, den niemand innehat, kann
overview-handover-link = für einen Neuen freigegeben werden
# $seat: the seat; $now: who holds it now. A list of members follows.
overview-hand-seat = Den Posten { $seat } (derzeit { $now }) übergeben an
overview-hand-over = Übergeben

## Mitglieder

overview-members = Mitglieder
overview-col-name = Mitglied
overview-col-email = E-Mail
overview-col-role = Rolle
# $until: "2026-06-06 14:00 CEST".
overview-away-badge = abwesend bis { $until }
overview-look-alike-title = Namen, die gleich aussehen, lassen sich verwechseln; bitten Sie einen der beiden, auf seiner Kontoseite einen anderen zu wählen.
# $name: the other member's name, with their role.
overview-reads-like = sieht aus wie { $name }
overview-remove = Entfernen…
# $name: the member.
overview-yes-remove = Ja, { $name } entfernen
overview-col-side = Seite
overview-side-none = (keine)
overview-allies = Alliierte
overview-axis = Achse
overview-add-member = Mitglied hinzufügen

## Eine Markierung (das Feld der Karte)

# $round: the round it was drawn in; the annotation's words follow.
annotation-line-round = Runde { $round }:
# $author: who drew it (follows the annotation's words).
annotation-line-by = , von { $author }
# $id: the annotation's number.
annotation-line-remove-label = Markierung { $id } entfernen
annotation-line-remove = Entfernen

## Die Liste der Gefechte

battle-list-none = Noch keine Gefechte.
battle-list-col-battle = Gefecht
battle-list-col-round = Runde
battle-list-col-zone = Gebiet
battle-list-col-attacker = Angreifer
battle-list-col-defender = Verteidiger
battle-list-col-type = Gefechtsart
battle-list-col-status = Stand
battle-list-col-waiting = Wartet auf
battle-list-col-due = Stichtag
# $battle: the battle's number.
battle-list-sheet = Gefecht { $battle }: Blatt
battle-list-overdue = überfällig
# $status: where the battle stands.
battle-list-status = { $status ->
    [awaiting_defenders] Wartet auf Verteidiger
    [ready_for_setup] Bereit zum Aufbau
    [being_played] Wird gespielt
    [result_entered] Ergebnis eingetragen
    [casualties_chosen] Verluste gewählt
    [closed] Abgeschlossen
    [set_up] Aufgebaut
    [in_play] Läuft
   *[other] { $status }
}

## Nachrichten

messages-channels = Kanäle
# $n: unread messages in the channel.
messages-new = { $n } neu
messages-none = Noch keine Nachrichten.
messages-edited = bearbeitet
# $name: who deleted it.
messages-deleted-by = Nachricht gelöscht von { $name }.
messages-edit = Bearbeiten
messages-message = Nachricht
messages-save = Speichern
messages-delete = Löschen
messages-post-label = Nachricht (reiner Text; Links werden anklickbar)
messages-directive = Eine Weisung an die Seite: geht per E-Mail an jeden Kommandeur, unabhängig von seinen E-Mail-Einstellungen
messages-send = Senden

## Die Chronik (ihre Einträge stehen in history.ftl)

history-page-statistics = Statistik
history-page-replay = Wiederholung
history-page-round = Runde
history-page-all-rounds = alle
history-page-kind = Art
history-page-all-kinds = alle
# $kind: an entry's kind; one not named here reads as its code in words.
history-page-kind-name = { $kind ->
    [campaign_created] Kampagne angelegt
    [campaign_imported] Kampagne importiert
    [params_set] Kampagnenparameter geändert
    [calendar_set] Kalender festgelegt
    [battalion_added] Bataillon hinzugefügt
    [battalion_updated] Bataillon geändert
    [battalion_removed] Bataillon entfernt
    [unit_renamed] Einheit umbenannt
    [support_added] Unterstützung hinzugefügt
    [unit_removed] Einheit entfernt
    [unit_restored] Einheit wiederhergestellt
    [control_set] Kontrolle festgelegt
    [member_added] Mitglied hinzugefügt
    [member_removed] Mitglied entfernt
    [campaign_started] Kampagne gestartet
    [draft] Befehl entworfen
    [draft_deleted] Entwurf gelöscht
    [ready_set] Als fertig gemeldet
    [ready_taken_back] Fertigmeldung zurückgenommen
    [orders_committed] Befehle freigegeben
    [control_changed] Kontrolle gewechselt
    [artillery_captured] Artillerie erbeutet
    [battle_created] Gefecht entstanden
    [support_assigned] Unterstützung zugewiesen
    [defenders_chosen] Verteidiger gewählt
    [battle_ready] Gefecht bereit
    [battle_set_up] Gefecht aufgebaut
    [battle_in_play] Gefecht läuft
    [turn_sent] Zugdatei gesendet
    [turn_withdrawn] Zugdatei zurückgenommen
    [turn_fetched] Zugdatei abgeholt
    [turn_chased] Zugdatei angemahnt
    [battle_conceded] Gefecht aufgegeben
    [session_times_marked] Zeiten für Sitzung markiert
    [session_proposed] Sitzung vorgeschlagen
    [session_answered] Sitzung beantwortet
    [session_reported] Sitzung gemeldet
    [session_confirmed] Sitzung bestätigt
    [battle_chased] Gefecht angemahnt
    [turn_clock_set] Bedenkzeit festgelegt
    [game_kit_set] CMBN-Version festgelegt
    [conditions_set] Bedingungen festgelegt
    [battle_due_set] Stichtag festgelegt
    [result_entered] Ergebnis eingetragen
    [casualties_chosen] Verluste gewählt
    [battle_closed] Gefecht abgeschlossen
    [reinforcement_placed] Verstärkung platziert
    [deadline_set] Frist gesetzt
    [gm_override] Eingriff des Spielleiters
    [drafts_dropped] Entwürfe verworfen
    [phase_advanced] Phase weitergeschaltet
    [turn_started] Spielzug begonnen
    [campaign_won] Kampagne gewonnen
    [phase_undone] Phasenwechsel rückgängig gemacht
    [schedule_set] Zeitplan festgelegt
    [deadline_passed] Frist abgelaufen
    [all_ready] Alle fertig
    [battle_due_passed] Stichtag überschritten
    [paused] Pausiert
    [resumed] Fortgesetzt
    [absence_set] Abwesenheit gemeldet
    [absence_ended] Abwesenheit beendet
    [deputy_set] Stellvertreter benannt
    [correction] Korrektur
    [seat_opened] Posten freigegeben
    [seat_claimed] Posten beansprucht
    [seat_handed_over] Posten übergeben
    [extension_requested] Verlängerung beantragt
    [extension_decided] Über Verlängerung entschieden
    [annotated] Markierung gesetzt
    [annotation_removed] Markierung entfernt
   *[other] { $kind }
}
history-page-filter = Filtern
history-page-past-maps = Frühere Karten
# $round: the round; $side: "allies" or "axis"; $phase: overview-phase.
history-page-end-of = Ende von Runde { $round }, { $phase } { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $label: a saved map's label that names no phase.
history-page-end-of-label = Ende von { $label }
history-page-col-when = Wann
history-page-col-phase = Spielphase
history-page-col-who = Wer
history-page-col-what = Was
history-page-setup = Einrichtung
# $round: the round; $side: "allies" or "axis".
history-page-turn = Runde { $round } · Spielzug { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}
# $round: the round; $side: a side the entry names that is neither.
history-page-turn-of = Runde { $round } · Spielzug { $side }
history-page-turn-report = Bericht zum Spielzug
history-page-older = Ältere Einträge
