# Wörter (Deutsch): Texte, die die Regeln für die Seiten bauen (die
# Aufgabenliste, warum eine Einheit nicht ziehen kann, die Bilanz eines
# Bataillons, der Name eines Kanals ...), in der Sprache des Lesers. Namen von
# Orten, Einheiten, Bataillonen und Personen, Zahlen und Regelnummern sind Daten.

## Die Aufgabenliste

# $battle: the battle's number; $place: its zone ("F14 (Isigny / Trévières)"); $attacker, $defender: the battalions' names (or words-todo-battalion).
words-todo-battle = Gefecht { $battle } in { $place }, { $attacker } gegen { $defender }
# $battle: the battle's number.
words-todo-battle-bare = Gefecht { $battle }
# $battalion: a battalion's number (one the campaign no longer has).
words-todo-battalion = Bataillon { $battalion }
# $seat: a battalion's name or word-hc-seat; $holder: the absent member's name; $until: "2024-06-06 06:30".
words-todo-cover = Sie vertreten { $holder } auf dem Posten { $seat }, abwesend bis { $until } UTC: Befehle und Entscheidungen dieses Postens liegen bei Ihnen.
# $battle: words-todo-battle.
words-todo-first-turn = Die erste Zugdatei von { $battle } senden (jeder der beiden Kommandeure darf das).
# $battle: words-todo-battle; $file: the last turn file's number.
words-todo-your-turn = Sie sind am Zug in { $battle }: Zugdatei { $file } herunterladen, Ihren Spielzug in CMBN spielen und Ihre Datei senden.
# $battle: words-todo-battle; $n: how many defenders at least.
words-todo-defenders = Verteidiger für { $battle } wählen (mindestens { $n }).
# $battle: words-todo-battle; $n: how many units fought (all lost).
words-todo-losses-all = Verluste in { $battle } bestätigen: { $n ->
    [one] die einzige Einheit ist verloren
   *[other] alle { $n } Einheiten sind verloren
}.
# $battle: words-todo-battle; $n: how many casualties to choose.
words-todo-casualties = { $n ->
    [one] { $n } Verlust
   *[other] { $n } Verluste
} in { $battle } wählen.
# $battle: words-todo-battle; $side: the side whose commander conceded, allies or axis.
words-todo-result-conceded = Ergebnis von { $battle } eintragen: der Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} hat aufgegeben (R13.5).
# $battle: words-todo-battle.
words-todo-result = Ergebnis von { $battle } eintragen.
# $n: how many drafts.
words-todo-commit = { $n ->
    [one] { $n } Entwurf
   *[other] { $n } Entwürfe
} prüfen und freigeben.
# $phase: combat_move or non_combat_move; $n: how many units may move.
words-todo-draft = Befehle für die Phase { $phase ->
    [combat_move] Gefechtsbewegung
   *[non_combat_move] Nicht-Gefechtsbewegung
} entwerfen: { $n ->
    [one] { $n } Einheit kann
   *[other] { $n } Einheiten können
} sich bewegen.
# $phase: combat_move or non_combat_move; $n: how many units may still move.
words-todo-draft-more = Befehle freigegeben. { $n ->
    [one] { $n } Einheit kann
   *[other] { $n } Einheiten können
} sich in der Phase { $phase ->
    [combat_move] Gefechtsbewegung
   *[non_combat_move] Nicht-Gefechtsbewegung
} noch bewegen (freiwillig).
# $n: how many battles.
words-todo-support = Unterstützung für { $n ->
    [one] { $n } Gefecht
   *[other] { $n } Gefechte
} zuweisen (freiwillig).
# $n: how many reinforcements.
words-todo-place = { $n ->
    [one] { $n } Verstärkung
   *[other] { $n } Verstärkungen
} platzieren.
# $request: what a member asks (words-request-seat or words-request-time).
words-todo-answer = Beantworten: { $request }
# $phase: the phase (as word-phase).
words-todo-advance = Nichts hält das Ende der Phase { $phase ->
    [combat_move] Gefechtsbewegung
    [combat_resolution] Gefechtsdurchführung
    [combat_results] Gefechtsergebnisse
    [non_combat_move] Nicht-Gefechtsbewegung
   *[reinforcements] Verstärkungen
} auf: weiterschalten, sobald die Spieler fertig sind.
# $name: the member; $seat: a battalion's name or word-hc-seat.
words-request-seat = { $name } bittet um den Posten { $seat }.
# $name: the member; $n: how many hours; $reason: the member's words.
words-request-time = { $name } bittet um { $n ->
    [one] { $n } weitere Stunde
   *[other] { $n } weitere Stunden
}: „{ $reason }“
# $side: allies or axis; $phase: combat_move or non_combat_move.
words-gm-drafted-nothing = { $side ->
    [allies] Die Alliierten haben
   *[axis] Die Achse hat
} noch nichts entworfen: wird jetzt weitergeschaltet, entfällt ihre Phase { $phase ->
    [combat_move] Gefechtsbewegung
   *[non_combat_move] Nicht-Gefechtsbewegung
}.
# $side: allies or axis; $n: how many reinforcements wait.
words-gm-unplaced = Der Oberbefehlshaber { $side ->
    [allies] der Alliierten
   *[axis] der Achse
} hat noch { $n ->
    [one] { $n } Verstärkung
   *[other] { $n } Verstärkungen
} zu platzieren: wird jetzt weitergeschaltet, { $n ->
    [one] bleibt sie
   *[other] bleiben sie
} bis zur nächsten Runde im Verstärkungsfeld (R10).
# $n: how many units fought, all of them lost.
words-casualties-all = { $n ->
    [one] Die einzige Einheit, die gekämpft hat, ist
   *[other] Alle { $n } Einheiten, die gekämpft haben, sind
} verloren: bitte die Verluste bestätigen (R8.1).
# $n: how many units are lost; $fought: how many fought.
words-casualties-some = Bitte genau { $n ->
    [one] { $n } verlorene Einheit
   *[other] { $n } verlorene Einheiten
} unter den { $fought } wählen, die gekämpft haben (R8.1); die Vorgabe (Kompanien zuerst) ist angekreuzt.

## Einheiten und Befehle

# $class: company, platoon, artillery or air (beside a unit's name).
words-class = { $class ->
    [company] Kompanie
    [platoon] Zug
    [artillery] Artillerie
   *[air] Lufteinheit
}
# $class: company or platoon (a unit whose name says another class).
words-counts-as = { $class ->
    [company] zählt als Kompanie
   *[platoon] zählt als Zug
}
# $first: the first reason, with its rule; $n: how many more reasons.
words-first-of-more = { $first } (und { $n ->
    [one] { $n } weiterer Grund
   *[other] { $n } weitere Gründe
} für andere Orte)
# $first: the items but the last, ", " between; $last: the last item.
words-and = { $first } und { $last }
# $kind: attack, capture, reinforce, land or move.
words-move-kind = { $kind ->
    [attack] Angriff
    [capture] Einnahme
    [reinforce] Verstärkung
    [land] Landung
   *[move] Bewegung
}
words-place-reinforcement-box = Verstärkungsfeld
words-place-air-pool = Luftreserve
# $class: company, platoon, artillery or air; $n: how many (1 or more).
words-enemy-count = { $class ->
    [company] { $n ->
        [one] { $n } feindliche Kompanie
       *[other] { $n } feindliche Kompanien
    }
    [platoon] { $n ->
        [one] { $n } feindlicher Zug
       *[other] { $n } feindliche Züge
    }
    [artillery] { $n ->
        [one] { $n } feindliche Artillerieeinheit
       *[other] { $n } feindliche Artillerieeinheiten
    }
   *[air] { $n ->
        [one] { $n } feindliche Lufteinheit
       *[other] { $n } feindliche Lufteinheiten
    }
}
words-no-enemy-units = keine feindlichen Einheiten

## Warten

words-waited-under-hour = weniger als eine Stunde
# $n: hours (1 to 47).
words-waited-hours = { $n } Std.
# $n: days (2 or more).
words-waited-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
# $who: who a battle waits on.
words-waiting = { $who ->
    [defenders] der Bataillonskommandeur des Verteidigers (Verteidiger wählen)
    [setup] der Spielleiter (aufbauen; das Ergebnis wird in der Phase Gefechtsdurchführung eingetragen)
    [playing] die Kommandeure und der Spielleiter (spielen, Ergebnis eintragen)
    [advance] der Spielleiter (zur Phase Gefechtsergebnisse weiterschalten, in der die Verluste gewählt werden)
    [both] beide Bataillonskommandeure (Verluste)
    [attacker] der Bataillonskommandeur des Angreifers (Verluste)
   *[defender] der Bataillonskommandeur des Verteidigers (Verluste)
}

## Nachrichten

words-channel-public = Alle
# $side: allies or axis.
words-channel-side = { $side ->
    [allies] Seite der Alliierten
   *[axis] Seite der Achse
}
# $name: the player's name, or words-channel-player.
words-channel-desk = Spielleiter-Kanal: { $name }
# $user: the player's number (one no longer a member).
words-channel-player = Spieler { $user }
# $battle: the battle's number; $zone: its zone id.
words-channel-battle = Gefecht { $battle } in { $zone }
# $battle: the battle's number.
words-channel-battle-bare = Gefecht { $battle }
# $side: word-side; $role: word-role ("Allied High Commander").
words-role-of-side = { $role } { $side }
# The role of one who has left the campaign.
words-former-member-role = ehemaliges Mitglied
# The name of one who has left the campaign.
words-former-member = ein ehemaliges Mitglied
# A seat without a deputy (or holder) now.
words-seat-nobody = niemand

## Bataillone und Bilanzen

# $name: a member; $round: a round.
words-tenure-round = { $name }, Runde { $round }
# $name: a member; $from, $to: rounds.
words-tenure-rounds = { $name }, Runden { $from }–{ $to }
# $name: a member; $from: a round.
words-tenure-from = { $name } ab Runde { $from }
words-tenure-nobody = noch niemand
# $round: the round; $battle: the battle's number; $zone: its zone id; $role: attacked or defended; $how: words-record-result or words-battle-status.
words-record-line = Runde { $round }, Gefecht { $battle } in { $zone }: { $role ->
    [attacked] angegriffen
   *[defended] verteidigt
}, { $how }
# $outcome: word-outcome; $n: how many units the battalion lost.
words-record-result = { $outcome } (aus Sicht des Angreifers); { $n ->
    [one] { $n } Einheit
   *[other] { $n } Einheiten
} verloren
# $status: where a battle stands.
words-battle-status = { $status ->
    [awaiting_defenders] wartet auf Verteidiger
    [ready_for_setup] bereit zum Aufbau
    [being_played] wird gespielt
    [result_entered] Ergebnis eingetragen
    [casualties_chosen] Verluste gewählt
   *[closed] abgeschlossen
}
# $name: the member; $n: how many recent deadlines are counted (1 to 3); $parts: words-record-kept, ", " between.
words-record-warning = { $name }, bei { $n ->
    [one] der letzten Frist
   *[other] den letzten { $n } Fristen
}: { $parts }
# $kept: missed, excused or covered; $n: how many deadlines.
words-record-kept = { $kept ->
    [missed] { $n } verpasst
    [excused] { $n } entschuldigt (abwesend oder mit gewährter Verlängerung)
   *[covered] { $n } vom Stellvertreter übernommen
}

## Das Spiel

# $version: CMBN's version ("5.01").
words-kit-version = CMBN { $version }
# $version: CMBN's version; $modules: the modules (words-and).
words-kit-version-modules = CMBN { $version } mit { $modules }
# $modules: the modules (words-and).
words-kit-modules = CMBN mit { $modules }
