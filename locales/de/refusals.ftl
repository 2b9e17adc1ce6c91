# Refusals: what a rule says when a command breaks it (German).
#
# Each message is a rule's words, built from its arguments; the rule's id
# (R6.1, ...) travels beside it and is not part of the text. Arguments:
# $side is "allies" or "axis"; places ($zone, $from, $to, ...) and units
# ($unit, ...) are data, shown as they are; numbers choose plural forms.
#
# German conventions (see GLOSSARY.md): impersonal style, imperatives as
# "Bitte ... + infinitive"; "Sie" only where a person must be addressed.
# After a colon, continue in lower case (nouns excepted), so that "sie"
# (it/they) is never mistaken for the polite "Sie".

## commit

commit-in-move = Befehl { $n }:{ " " }
commit-nothing = Es gibt keine entworfenen Befehle zum Freigeben.

## params

params-range = Parameter: { $name } muss zwischen { $lo } und { $hi } liegen; angegeben: { $given }.
params-ratio-table = Parameter: qb_ratio_table braucht Zeilen mit einem Verhältnis von mindestens 1 und einer Gefechtsart.
params-size-table = Parameter: qb_size_table braucht Zeilen, die letzte ohne Obergrenze.
params-size-grow = Parameter: Die Zeilen von qb_size_table müssen aufsteigend sein.
params-zone = Parameter: Zone { $zone } gibt es auf dieser Karte nicht.
params-launch-box = Parameter: Absprungraum { $launch_box } gibt es auf dieser Karte nicht.

## move_checks

move-combat-moved = { $unit } hat in diesem Spielzug eine Gefechtsbewegung gemacht und kann keine Nicht-Gefechtsbewegung machen.
move-own-territory = { $zone } wird bereits von { $side ->
        [allies] den Alliierten
       *[axis] der Achse
    } kontrolliert: Bewegungen in eigenes Gebiet erfolgen in der Nicht-Gefechtsbewegung.
move-not-your-turn = { $side ->
        [allies] Die Alliierten sind
       *[axis] Die Achse ist
    } am Zug: { $unit } kann sich jetzt nicht bewegen.
move-air-unit = { $unit } ist eine Lufteinheit: sie bleibt in der Luftreserve und wird Gefechten zugewiesen.
move-artillery = { $unit } ist Artillerie: Artillerie bewegt sich nicht in der Gefechtsbewegung.
move-one-battalion = Ein Befehl bewegt nur Einheiten eines einzigen Bataillons (Bataillone kämpfen nie gemeinsam).
move-no-units = Bitte mindestens eine Einheit auswählen.
move-one-origin = Alle Einheiten eines Befehls müssen am selben Ort beginnen: { $first } steht in { $first_place }, { $other } in { $other_place }.
move-already-moved = { $unit } { $act ->
        [attacked] hat in dieser Phase bereits angegriffen
       *[moved] hat sich in dieser Phase bereits bewegt
    } ({ $from } -> { $to }); eine Einheit bewegt sich höchstens { $range ->
        [one] { $range } Zone
       *[other] { $range } Zonen
    } pro Phase.
move-already-drafted = { $unit } hat bereits den entworfenen Befehl { $draft }; bitte diesen ändern oder löschen.
move-land-zones = Einheiten bewegen sich in Landzonen; { $place } ist keine (Verstärkungen werden in der Verstärkungsphase platziert, R10).
move-too-far = Von { $from } nach { $to } sind es { $n } Zonen; Einheiten bewegen sich höchstens { $range ->
        [one] { $range } Zone
       *[other] { $range } Zonen
    } pro Phase.
move-no-route = Von { $from } nach { $to } führt kein Landweg über Zonen; Einheiten bewegen sich höchstens { $range ->
        [one] { $range } Zone
       *[other] { $range } Zonen
    } pro Phase.
move-already-there = Die Einheiten stehen bereits in { $zone }.
move-launch-beach = Einheiten im Absprungraum { $launch_box } dürfen nur an dessen Strand { $beach } landen; { $zone } ist nicht dieser Strand.
move-reinforcement-box = Einheiten im Verstärkungsfeld werden vom Oberbefehlshaber in der Verstärkungsphase platziert, nicht bewegt.
move-air-pool = Lufteinheiten bewegen sich nicht.
move-non-combat-attack = Nicht-Gefechtsbewegungen können nicht angreifen.
move-non-combat-enemy = { $zone } wird von { $side ->
        [allies] den Alliierten
       *[axis] der Achse
    } kontrolliert: eine Nicht-Gefechtsbewegung darf nur in eine Zone führen, die die eigene Seite kontrolliert, oder in eine umkämpfte.

## reinforcements

reinforcements-battalion-or-units = Bitte entweder ein Bataillon oder Einheiten zum Platzieren angeben.
reinforcements-one-battalion = Bitte jeweils nur ein Bataillon (oder eine Artillerieeinheit) platzieren.
reinforcements-not-your-side = { $unit } ist keine Einheit { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }.
reinforcements-not-in-box = { $unit } ist nicht im Verstärkungsfeld.
reinforcements-not-yet = { $unit } ist ab Runde { $arrives } verfügbar; aktuell ist Runde { $round }.
reinforcements-launch-box = Alliierte Verstärkungen kommen in einen Absprungraum.
reinforcements-wrong-launch-box = Bataillone ({ $nation }) landen bei { $boxes }; { $here } gehört nicht dazu.
reinforcements-axis-entry = Verstärkungen der Achse kommen in Rennes, Chartres oder Rouen ins Spiel.
reinforcements-not-entry-zone = { $zone } ist keine Eintrittszone der Achse ({ $entries }).
reinforcements-entry-not-held = { $zone } wird nicht von der Achse kontrolliert; Verstärkungen kommen nur dort ins Spiel, wo die Achse die Zone kontrolliert.
reinforcements-stack-limit = { $zone }: es wären { $n } Einheiten der Achse, das Limit ist { $limit }.
reinforcements-artillery-limit = { $zone }: es wären { $n } Artillerieeinheiten der Achse, das Limit ist { $limit }.

## support

support-battle-closed = Gefecht { $battle } ist nicht mehr für Unterstützung offen.
support-listed-twice = { $unit } ist doppelt aufgeführt.
support-not-active = { $unit } ist keine aktive { $class ->
        [air] Lufteinheit
       *[artillery] Artillerieeinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }.
support-already-used = { $unit } unterstützt in diesem Spielzug bereits ein anderes Gefecht.
support-not-on-map = { $unit } ist nicht auf der Karte ({ $place }).
support-out-of-range = { $unit } steht in { $zone }; das ist weder { $battle_zone } noch eine Nachbarzone davon.
support-naval-not-assault = Marineunterstützung gibt es nur für einen alliierten Landungsangriff aus einem Absprungraum auf dessen Strand; Gefecht { $battle } in { $zone } ist keiner.
support-ship-taken = Das einzige Schiff unterstützt in diesem Spielzug bereits ein anderes Gefecht.
support-ships-taken = Alle { $n } Schiffe unterstützen in diesem Spielzug bereits andere Gefechte.

## schedule

schedule-phase-length = Die Dauer der Phase { $phase ->
        [combat_move] Gefechtsbewegung
        [combat_resolution] Gefechtsdurchführung
        [combat_results] Gefechtsergebnisse
        [non_combat_move] Nicht-Gefechtsbewegung
       *[reinforcements] Verstärkungen
    } muss zwischen 1 und { $max } Stunden liegen, nicht { $hours }.
schedule-extension-too-long = Eine Verlängerung darf höchstens { $max } Stunden betragen, nicht { $hours }.
schedule-turn-files-kept = Ein Gefecht bewahrt 1 bis { $max } Zugdateien auf, nicht { $n }.
schedule-turn-clock = Die Bedenkzeit eines Kommandeurs für eine Zugdatei beträgt 1 bis { $max } Stunden, nicht { $hours }.
schedule-turn-pause = Eine Abwesenheit hält die Bedenkzeit für 1 bis { $max } Tage an, nicht { $days }.
schedule-paused = Die Kampagne ist pausiert: ihre Fristen sind eingefroren.
schedule-not-the-deadline = Das ist nicht die Frist der Phase (sie wurde geändert oder bereits verarbeitet).
# $deadline: "2024-06-06 06:30".
schedule-not-passed = Die Frist ist noch nicht abgelaufen (Frist: { $deadline } UTC).
schedule-already-paused = Die Kampagne ist bereits pausiert.
schedule-pause-reason = Eine Pause braucht eine Begründung; alle können sie lesen.
schedule-reason-too-long = Die Begründung muss unter 500 Zeichen bleiben.
schedule-not-paused = Die Kampagne ist nicht pausiert.

## annotations

annotations-name-side = Bitte die Seite (`side`) angeben, zu der diese Ebene gehört (der Spielleiter hat keine eigene Seite).
annotations-campaign-over = Die Kampagne ist beendet: ihre Karten bleiben so erhalten, wie sie waren.
# $zone: what was given (its first 20 characters), in quotes, escaped.
annotations-not-a-zone = { $zone } ist keine Zone der Karte (F1 bis F42).
annotations-too-many = Eine Seite hat höchstens { $max } Markierungen auf der Karte; bitte zuerst einige entfernen.
annotations-arrow-target = Ein Pfeil zeigt auf eine zweite Zone der Karte („Pfeil nach“, `to`), nicht auf seine eigene.
annotations-text-too-long = Der Text einer Markierung hat höchstens { $max } Zeichen; dieser hat { $n }.
annotations-label-empty = Eine Beschriftung braucht Text.
annotations-one-line = Der Text einer Markierung ist einzeilig.
# $code: the character's code point in hexadecimal, at least four digits ("202E").
annotations-hidden-char = Der Text einer Markierung enthält nur sichtbare Zeichen und Leerzeichen (nicht U+{ $code }).

## ctx

# $what: what the phase is for, in words ("Reinforcements are placed");
# $phases: the phases it happens in, in words ("Combat move or Combat resolution").
ctx-wrong-phase = { $action ->
        [defenders] Verteidiger wählen
        [support] Unterstützung zuweisen
        [commit] Befehle freigeben
        [correction] Ein Ergebnis korrigieren
        [draft] Befehle entwerfen
        [reinforcements] Verstärkungen platzieren
        [casualties] Verluste wählen
       *[results] Gefechtsergebnisse eintragen
    } ist nur { $phases ->
        [combat_move-or-combat_resolution] in den Phasen Gefechtsbewegung oder Gefechtsdurchführung
        [combat_move-or-non_combat_move] in den Phasen Gefechtsbewegung oder Nicht-Gefechtsbewegung
        [combat_resolution-or-combat_results] in den Phasen Gefechtsdurchführung oder Gefechtsergebnisse
        [combat_move] in der Phase Gefechtsbewegung
        [combat_resolution] in der Phase Gefechtsdurchführung
        [combat_results] in der Phase Gefechtsergebnisse
        [non_combat_move] in der Phase Nicht-Gefechtsbewegung
       *[reinforcements] in der Phase Verstärkungen
    } möglich; jetzt läuft die Phase { $phase ->
        [combat_move] Gefechtsbewegung
        [combat_resolution] Gefechtsdurchführung
        [combat_results] Gefechtsergebnisse
        [non_combat_move] Nicht-Gefechtsbewegung
       *[reinforcements] Verstärkungen
    }.
ctx-no-units = Bitte mindestens eine Einheit auswählen.
ctx-unit-twice = Einheit { $unit } ist doppelt aufgeführt.
ctx-unit-destroyed = { $unit } wurde vernichtet und kann nicht handeln.
ctx-campaign-won = Die Kampagne ist beendet: { $side ->
        [allies] die Alliierten haben
       *[axis] die Achse hat
    } in Runde { $round } gewonnen. Es werden keine Befehle mehr angenommen.
ctx-campaign-over = Die Kampagne ist beendet. Es werden keine Befehle mehr angenommen.
ctx-not-started = Die Kampagne hat noch nicht begonnen: der Spielleiter richtet sie noch ein.

## corrections

corrections-reason-needed = Eine Korrektur braucht eine Begründung; sie wird in der Chronik festgehalten.
corrections-reason-too-long = Die Begründung muss unter { $max } Zeichen bleiben.
corrections-unit-already-there = { $unit } steht bereits in { $place }.
corrections-zone-already = { $zone } wird bereits von { $side ->
        [allies] den Alliierten
       *[axis] der Achse
    } kontrolliert.
corrections-no-result = Gefecht { $battle } hat kein Ergebnis zum Korrigieren; bitte eines eintragen.
corrections-casualties-chosen = Die Verluste von Gefecht { $battle } sind bereits gewählt: bitte stattdessen die Einheiten korrigieren (wiederherstellen oder verschieben).
corrections-losses-exceed = Die Verluste können die beteiligten Einheiten nicht übersteigen: { $attacking } beim Angreifer, { $defending } beim Verteidiger.

## absence

absence-dates = Die Abwesenheit muss nach ihrem Beginn enden und in der Zukunft liegen.
absence-too-long = Eine Abwesenheit dauert höchstens { $days } Tage; eine längere bitte später erneut eintragen.
absence-note-too-long = Die Notiz muss unter 500 Zeichen bleiben.
absence-not-away = Es ist keine Abwesenheit eingetragen.
absence-one-seat = Bitte genau einen Posten angeben: ein Bataillon (`battalion`) oder den Oberbefehlshaber einer Seite (`high_commander`).
absence-deputy = Ein Stellvertreter ist ein Oberbefehlshaber oder Bataillonskommandeur { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }.
absence-deputy-or-gm = Ein Stellvertreter ist ein Oberbefehlshaber oder Bataillonskommandeur { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } oder der Spielleiter.
absence-own-deputy = Der Inhaber eines Postens kann nicht sein eigener Stellvertreter sein.

## setup

setup-started = Die Kampagne hat begonnen: ihre Einstellungen sind eingefroren.
setup-launch-box-allied = Absprungräume sind für alliierte Einheiten.
setup-air-pool = In der Luftreserve stehen nur Lufteinheiten.
setup-arrival-round = Eine Einheit im Verstärkungsfeld braucht eine Ankunftsrunde.
# $what: what is named, in words ("A battalion", "A support unit").
setup-name-length = { $what ->
        [battalion] Ein Bataillon
        [unit] Eine Einheit
       *[support] Eine Unterstützungseinheit
    } braucht einen Namen mit 1 bis 80 Zeichen.

## results

results-notes-too-long = Notizen sind auf { $notes_max } Zeichen begrenzt, Links auf { $link_max }.
results-link = Der Link zum Gefechtsbericht (AAR) ist eine http://- oder https://-Adresse (oder leer).
results-battle-closed = Gefecht { $battle } ist abgeschlossen.
results-casualties-started = Die Verluste für Gefecht { $battle } werden bereits gewählt; das Ergebnis kann sich nicht mehr ändern.
results-defenders-first = Gefecht { $battle }: die Verteidiger müssen gewählt sein, bevor das Ergebnis eingetragen wird.
# $outcome: the outcome's name ("Major Victory"); $attacker_range and
# $defender_range: "exact" when the least and the most losses are the same.
results-losses-attacker = { $outcome }: der Angreifer verliert { $attacker_range ->
        [exact] genau { $attacker_min }
       *[range] { $attacker_min } bis { $attacker_max }
    } von { $attackers } Einheiten; eingetragen: { $attacker_entered }.
results-losses-defender = { $outcome }: der Verteidiger verliert { $defender_range ->
        [exact] genau { $defender_min }
       *[range] { $defender_min } bis { $defender_max }
    } von { $defenders } Einheiten; eingetragen: { $defender_entered }.
results-losses-both = { $outcome }: der Angreifer verliert { $attacker_range ->
        [exact] genau { $attacker_min }
       *[range] { $attacker_min } bis { $attacker_max }
    } von { $attackers } Einheiten; eingetragen: { $attacker_entered }; der Verteidiger verliert { $defender_range ->
        [exact] genau { $defender_min }
       *[range] { $defender_min } bis { $defender_max }
    } von { $defenders } Einheiten; eingetragen: { $defender_entered }.

# Same conventions as refusals.ftl: $side is "allies" or "axis"; places and
# units are data, shown as they are; numbers choose plural forms.

## extensions

extensions-no-deadline = Die Phase hat keine Frist, die verlängert werden könnte.
extensions-not-taken = Der Spielleiter nimmt in dieser Kampagne keine Verlängerungsanträge an.
extensions-asked-already = Die Anfrage wurde bereits gestellt; der Spielleiter hat noch nicht geantwortet.
extensions-hours = Bitte 1 bis { $cap } Stunden beantragen, nicht { $hours }.
extensions-reason = Bitte dem Spielleiter eine Begründung nennen, unter 500 Zeichen.

## clock

clock-paused-due = Die Kampagne ist pausiert: ihre Stichtage sind eingefroren.
clock-not-due-date = Das ist nicht der Stichtag des Gefechts (er wurde geändert oder bereits verarbeitet).
clock-due-not-passed = Der Stichtag ist noch nicht verstrichen (Stichtag: { $due } UTC).
clock-nothing-waits = Nichts wartet auf den Stichtag von Gefecht { $battle }.
clock-no-absence = Dieses Mitglied hat keine solche Abwesenheit (sie ist beendet oder wurde geändert).
clock-absence-not-over = Die Abwesenheit ist noch nicht abgelaufen (Ende: { $to } UTC).

## battles

battles-defenders-chosen = Die Verteidiger von Gefecht { $battle } sind bereits gewählt.
battles-not-defender = { $unit } ist keine Einheit von { $battalion } in { $zone }.
battles-too-many-companies = { $companies } Einheiten der Klasse Kompanie gewählt; höchstens { $max } zuzüglich beliebig vieler Züge dürfen verteidigen.
battles-field-at-least = Bitte mindestens { $required } Einheiten aufbieten (der Angreifer hat { $committed } eingesetzt); { $fielded } gewählt.
battles-field-at-least-of = Bitte mindestens { $required } Einheiten aufbieten (der Angreifer hat { $committed } eingesetzt); { $fielded } von { $battalion } gewählt.
battles-conditions-limit = Bedingungen sind auf je { $max } Zeichen begrenzt.
battles-due-past = Ein Stichtag muss in der Zukunft liegen.

## seats

seats-name-one = Bitte genau einen Posten angeben: ein Bataillon (`battalion`) oder den Oberbefehlshaber einer Seite (`high_commander`).
seats-not-open = Dieser Posten ist nicht frei.
seats-asked-already = Eine Anfrage für einen Posten läuft bereits; zuerst antwortet der Spielleiter.
seats-no-longer-open = Dieser Posten ist nicht mehr frei.
seats-may-no-longer-take = { $member } darf { $seat } nicht mehr übernehmen: ein freier Posten { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } geht an einen Beobachter oder einen Kommandeur dieser Seite.

## phases

phases-deadline-past = Die Frist muss in der Zukunft liegen.
phases-cannot-advance = Die Phase kann nicht weiterschalten: { $blocker }. Bitte zuerst das Ergebnis eintragen.
phases-cannot-advance-yet = Noch nicht: { $blocker }.
phases-blocker-drafts = { $n ->
        [one] { $n } entworfener Befehl
       *[other] { $n } entworfene Befehle
    } vom Oberbefehlshaber nicht freigegeben
phases-blocker-defenders = Gefecht { $battle } in { $zone }: Verteidiger nicht gewählt
phases-blocker-result = Gefecht { $battle } in { $zone }: kein Ergebnis eingetragen
phases-blocker-casualties = Gefecht { $battle } in { $zone }: Verluste { $who ->
        [attacker] des Angreifers
       *[defender] des Verteidigers
    } nicht gewählt
phases-blocker-reinforcements = Der Oberbefehlshaber { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } hat noch { $units ->
        [one] eine Verstärkungseinheit
       *[other] { $units } Verstärkungseinheiten
    } zu platzieren (bei erzwungenem Weiterschalten wartet der Rest im Verstärkungsfeld)
phases-force-reason = Ein erzwungenes Weiterschalten braucht eine Begründung; es wird als Eingriff des Spielleiters festgehalten.
phases-nothing-to-undo = Es gibt keinen Phasenwechsel, der rückgängig gemacht werden könnte.

## notes

notes-sealed-length = Eine versiegelte Notiz hat 1 bis { $max } Zeichen; diese hat { $n }.
notes-campaign-over = Die Kampagne ist beendet: eine Notiz kann auf keinen späteren Zeitpunkt mehr versiegelt werden.
notes-later-round = Eine Notiz öffnet sich in einer späteren Runde: { $first } bis { $last }, oder am Ende (jetzt ist Runde { $round }).
notes-too-many = Höchstens { $max } versiegelte Notizen pro Mitglied und Kampagne.
notes-notepad-length = Der Notizblock fasst { $max } Zeichen; dieser Text hat { $n }.

## members

members-side-needed = Oberbefehlshaber und Bataillonskommandeure gehören zu einer Seite: bitte Alliierte oder Achse wählen.
members-side-not-needed = Nur Oberbefehlshaber und Bataillonskommandeure haben eine Seite.
members-one-hc = Die Seite { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } hat bereits einen Oberbefehlshaber ({ $hc }); bitte diesen zuerst entfernen.
members-other-side = { $member } spielt bereits für die andere Seite: bitte zuerst diese Rolle entfernen (ein Mitglied spielt nur für eine Seite).
members-name-taken = Ein Mitglied dieser Kampagne heißt bereits { $name }; eine der beiden Personen muss zuerst auf ihrer Kontoseite einen anderen Anzeigenamen wählen.
members-last-gm = Eine Kampagne braucht einen Spielleiter: bitte einen weiteren hinzufügen, bevor der letzte entfernt wird.

## casualties

casualties-no-result = Gefecht { $battle } hat noch kein Ergebnis.
casualties-already-chosen = Die Verluste { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } in Gefecht { $battle } sind bereits gewählt.
casualties-listed-twice = Einheit { $unit } ist doppelt aufgeführt.
casualties-not-fought = { $unit } hat nicht in Gefecht { $battle } gekämpft.
casualties-unknown-not-fought = Einheit { $unit } hat nicht in Gefecht { $battle } gekämpft.
casualties-exactly = Bitte genau { $n ->
        [one] { $n } verlorene Einheit
       *[other] { $n } verlorene Einheiten
    } wählen; { $chosen } gewählt.

## attacks

attacks-no-units = { $battalion } hat in { $zone } keine Einheiten zum Angreifen.
attacks-name-target = In { $zone } stehen mehrere feindliche Bataillone: bitte das angegriffene angeben ({ $battalions }).
attacks-already-attacked = { $target } in { $zone } wurde in diesem Spielzug bereits angegriffen; ein verteidigendes Bataillon in einem Gebiet ist höchstens einmal pro Spielzug Ziel eines Angriffs.
attacks-several-attacks = { $target } in { $zone } ist Ziel von { $attacks } Angriffen; ein Bataillon in einem Gebiet wird höchstens einmal pro Spielzug angegriffen, und zwar von einem einzigen Bataillon.
attacks-too-many-companies = Der Angriff auf { $target } in { $zone } umfasst { $companies } Einheiten der Klasse Kompanie; höchstens { $max } zuzüglich beliebig vieler Züge dürfen angreifen.

## forces

forces-arrival-round = Die Ankunftsrunde muss zwischen 1 und { $max } liegen.
forces-battalion-units = Ein Bataillon braucht seine Einheiten.
forces-support-class = Unterstützungseinheiten sind Artillerie- oder Lufteinheiten.
forces-not-destroyed = { $unit } ist nicht vernichtet.

## roles

roles-commander-member = Der Kommandeur muss Mitglied dieser Kampagne sein.
roles-cannot-command = { $member } kann { $battalion } nicht führen: ein Bataillon wird von einem Bataillonskommandeur oder dem Oberbefehlshaber seiner Seite geführt ({ $side ->
        [allies] Alliierte
       *[axis] Achse
    }).
roles-user-cannot-command = Benutzer { $user } kann { $battalion } nicht führen: ein Bataillon wird von einem Bataillonskommandeur oder dem Oberbefehlshaber seiner Seite geführt ({ $side ->
        [allies] Alliierte
       *[axis] Achse
    }).
roles-email = Das sieht nicht nach einer E-Mail-Adresse aus.

## handover

handover-name-one = Bitte genau einen Posten angeben: ein Bataillon (`battalion`) oder den Oberbefehlshaber einer Seite (`high_commander`).
handover-already-holds = { $member } hat { $seat } bereits inne.
handover-not-bc = { $member } ist kein Bataillonskommandeur { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }: bitte zuerst der Seite hinzufügen.

## start

start-no-hc = Die Seite { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } hat keinen Oberbefehlshaber.
start-several-hcs = Die Seite { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } hat { $hcs } Oberbefehlshaber; vorgesehen ist genau einer (R1.2).
start-no-battalion = Die Seite { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } hat kein Bataillon.
start-no-commander = { $battalion } hat keinen Bataillonskommandeur.
start-wrong-commander = { $battalion } wird von { $member } geführt; dieses Mitglied ist weder Bataillonskommandeur noch Oberbefehlshaber { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } (R1.2).
start-wrong-commander-user = { $battalion } wird von Benutzer { $user } geführt; dieser Benutzer ist weder Bataillonskommandeur noch Oberbefehlshaber { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    } (R1.2).
start-off-map = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) steht in { $zone }; das liegt nicht auf der Karte.
start-air-on-map = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) ist eine Lufteinheit auf der Karte; Lufteinheiten stehen in der Luftreserve.
start-no-launch-box = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) steht im Absprungraum { $launch_box }, der nicht auf der Karte liegt.
start-axis-launch-box = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) ist eine Einheit der Achse in einem Absprungraum.
start-no-arrival = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) wartet ohne Ankunftsrunde im Verstärkungsfeld.
start-not-air = Einheit { $unit } ({ $class ->
        [company] Kompanie
        [platoon] Zug
        [artillery] Artillerieeinheit
       *[air] Lufteinheit
    } { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }) steht in der Luftreserve, ist aber keine Lufteinheit.
start-stack-limit = { $zone }: { $units } Einheiten { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }, das Limit ist { $limit } (R4.1).
start-artillery-stack = { $zone }: { $units } Artillerieeinheiten { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }, das Limit ist { $limit } (R4.2).
start-started = Die Kampagne hat begonnen: ihre Einstellungen sind eingefroren.
start-not-ready = Die Kampagne ist nicht startbereit:{ " " }

## stacking

stacking-stack-limit = { $zone }: es wären { $units } Einheiten { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }, das Limit ist { $limit }.
stacking-artillery-stack = { $zone }: es wären { $units } Artillerieeinheiten { $side ->
        [allies] der Alliierten
       *[axis] der Achse
    }, das Limit ist { $limit }.

## ready

ready-not-move-phase = Befehle werden in einer Bewegungsphase als fertig gemeldet; die aktuelle Phase ist keine.
ready-already = Die Befehle sind bereits als fertig gemeldet.
ready-not-yet = Die Befehle sind noch nicht als fertig gemeldet.

## orders

orders-not-your-turn = { $side ->
        [allies] Die Alliierten sind
       *[axis] Die Achse ist
    } am Zug: jede Seite gibt ihre Befehle in ihrem eigenen Spielzug.

## ids

ids-counter-exhausted = Die Kampagne hat jede Kennung vergeben, die ihr Zähler { $counter } liefern kann ({ $max }); nichts Neues kann mehr nummeriert werden.

## execute

clock-nothing-due = Nichts ist fällig: eine andere Instanz oder ein früherer Durchlauf hat es bereits erledigt.

## play

play-over = Gefecht { $battle } in { $zone } ist vorbei: sein Ergebnis liegt vor.
play-defenders-first = Gefecht { $battle } in { $zone }: die Verteidiger werden gewählt, bevor das Gefecht aufgebaut wird.
play-already-set-up = Gefecht { $battle } in { $zone } ist bereits aufgebaut.
play-not-set-up = Gefecht { $battle } in { $zone } ist noch nicht aufgebaut: der Spielleiter erstellt es zuerst in CMBN.
play-already-in-play = Gefecht { $battle } in { $zone } läuft bereits.

## kit

kit-unchanged = Die Kampagne gibt bereits diese CMBN-Version und diese Module an.
kit-name-length = Der Name einer CMBN-Version oder eines Moduls hat 1 bis { $max } Zeichen, ohne Steuerzeichen.
kit-too-many = Höchstens { $max } Module; { $given } angegeben.

## relay

relay-not-yours = Datei { $file } haben Sie nicht hochgeladen: bitte die eigene Zugdatei senden.
relay-not-a-save = Datei { $file } ist keine CMBN-Datei: eine Zugdatei ist eine von CMBN geschriebene Datei (.ema, .bts).
relay-sent-already = Datei { $file } wurde bereits gesendet.
relay-twice = Sie haben Zugdatei { $n } von Gefecht { $battle } in { $zone } gesendet: die Dateien wechseln sich ab, die nächste sendet der Gegner.
relay-live = Gefecht { $battle } in { $zone } wird live über TCP/IP gespielt, nicht mit Zugdateien.
relay-nothing-to-withdraw = Gefecht { $battle } in { $zone } hat keine Zugdatei, die zurückgezogen werden könnte.
relay-not-your-file = Zugdatei { $n } gehört dem Gegner: nur ihr Absender kann sie zurückziehen.
relay-fetched = Zugdatei { $n } wurde bereits heruntergeladen: sie kann nicht mehr zurückgezogen werden.
relay-not-chased = Zugdatei { $n } von Gefecht { $battle } wird noch nicht über die Bedenkzeit hinaus gehalten oder wurde bereits angemahnt.

# R13.5 concession and rulings
ruling-conceded-already = Gefecht { $battle } in { $zone } wurde bereits aufgegeben (vom Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}): der Spielleiter trägt das Ergebnis ein.
ruling-chased-lately = Gefecht { $battle } in { $zone } wurde vor weniger als { $hours ->
    [one] einer Stunde
   *[other] { $hours } Stunden
} angemahnt: bitte den Kommandeuren etwas Zeit geben.
ruling-reason = Die Begründung einer Entscheidung hat höchstens { $max } Zeichen, ein- oder mehrzeilig, ohne Steuerzeichen.

# R13.6 live sessions
session-pbem = Gefecht { $battle } in { $zone } wird mit PBEM-Zugdateien gespielt, nicht live.
session-conceded = Gefecht { $battle } in { $zone } wurde aufgegeben: der Spielleiter trägt das Ergebnis ein.
session-spans-many = Höchstens { $max } Zeiträume; { $given } angegeben.
session-span-backwards = { $count ->
    [one] Ein Zeitraum endet, bevor er beginnt.
   *[other] { $count } Zeiträume enden, bevor sie beginnen.
}
session-span-far = { $count ->
    [one] Ein Zeitraum reicht
   *[other] { $count } Zeiträume reichen
} über die kommenden { $days } Tage hinaus: bitte nur diese Tage markieren.
session-past = Eine Sitzung muss in der Zukunft beginnen.
session-far = Eine Sitzung muss innerhalb der kommenden { $days } Tage beginnen.
session-length = Eine Sitzung dauert { $min } bis { $max } Minuten; { $given } angegeben.
session-booked = Für Gefecht { $battle } ist eine Sitzung vereinbart: bitte diese absagen, bevor eine andere vorgeschlagen wird.
session-nothing-to-answer = Für Gefecht { $battle } liegt kein an Sie gerichteter Sitzungsvorschlag vor.
session-already-agreed = Die Sitzung von Gefecht { $battle } ist bereits vereinbart.
session-not-begun = Die Sitzung von Gefecht { $battle } hat noch nicht begonnen.
session-reported = Die Sitzung von Gefecht { $battle } wurde bereits gemeldet (vom Kommandeur { $side ->
    [allies] der Alliierten
   *[axis] der Achse
}): der Spielleiter entscheidet.
session-none-agreed = Für Gefecht { $battle } ist keine Sitzung vereinbart.
support-set-up = Gefecht { $battle } ist in CMBN mit der damaligen Unterstützung aufgebaut: seine Unterstützung ändert sich nicht mehr.
