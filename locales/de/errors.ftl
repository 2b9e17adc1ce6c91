# Errors and flashes (German): the English texts of locales/en/errors.ftl
# (refusals of a request, and what a page says after a form) in this
# language, with the same placeables. Names, ids, numbers, field names,
# URLs and rule ids (R1.2) are data.

## src/error.rs

err-disk-full = Die Festplatte des Servers ist voll: es wurde nichts geändert. Lesen funktioniert weiterhin; bitte später noch einmal versuchen.
err-db-away = Die Datenbank antwortet gerade nicht: es wurde nichts geändert. Bitte in einigen Sekunden noch einmal versuchen.

## src/web/commands.rs

# Also in src/web/http/input.rs.
err-address-malformed = Diese Adresse ist fehlerhaft.
# Also in src/web/api/commands.rs and src/web/http/input.rs.
# $reason: the JSON reader's explanation (English, from the library).
err-json-unreadable = Der JSON-Inhalt konnte nicht gelesen werden: { $reason }.

## src/web/auth/csrf.rs

err-csrf-cross-site = Dieses Formular wurde von einer anderen Website gesendet und abgelehnt.
err-csrf-stale = Ihre Sitzung ist abgelaufen oder das Formular ist veraltet: es wurde nichts geändert. Bitte die Seite neu laden und es noch einmal versuchen.

## src/web/http/input.rs

err-form-too-large = Dieses Formular ist größer, als Bocage annimmt (256 KB). Es wurde nichts geändert.
# Also in src/web/pages/campaign/forms.rs and form_readers.rs.
# $reason: the form reader's explanation (English, from the library).
err-form-unreadable-because = Das Formular konnte nicht gelesen werden: { $reason }.
# $what: the field's name in English words from the code (e.g. "arrival round"); $value: what was typed (at most 20 characters).
err-not-a-number = { $what }: bitte eine Zahl angeben; „{ $value }“ ist keine.
# $reason: the address reader's explanation (English, from the library).
err-address-malformed-because = Diese Adresse ist fehlerhaft: { $reason }.
# $reason: the query reader's explanation (English, from the library).
err-query-malformed = Die Parameter der Adresse (Query-String) sind fehlerhaft: { $reason }.

## src/web/http/errors.rs

err-request-too-large = Diese Anfrage ist größer, als Bocage hier annimmt (256 KB für Formulare und Szenariodateien, 2 MB für JSON). Es wurde nichts geändert.

## src/web/api/commands.rs

err-dry-run-flag = dry_run ist true oder false.
err-json-not-object = Der JSON-Inhalt muss ein Objekt sein.

## src/web/api/campaigns.rs

# $phase: the phase's label in English, e.g. "Round 3, Allied Combat move".
err-no-saved-map-for = Für { $phase } gibt es keine gespeicherte Karte.
err-units-not-ids = units müssen Einheiten-IDs sein, z. B. 3,4,5
# Also in src/web/api/files.rs, src/web/drawn.rs, src/app/files.rs and src/rules (ctx.rs, clock.rs).
# $battle: the battle's number.
err-no-battle = In dieser Kampagne gibt es kein Gefecht { $battle }.
# Also in src/web/pages/campaign/setup.rs.
err-export-gm-only = Nur der Spielleiter exportiert die Kampagne (sie enthält die Geheimnisse beider Seiten).
err-import-admin-or-gm = Nur ein Website-Administrator oder ein Spielleiter importiert Szenarien.
err-scenario-not-utf8 = Die Szenariodatei ist kein UTF-8-Text.
# Also in src/web/pages/campaign/report.rs and fields.rs.
err-side-allies-or-axis = Die Seite muss allies oder axis sein.
# $value: the version asked for.
err-version-side-or-public = Die Version ist side oder public, nicht "{ $value }".
# Also in src/web/pages/campaign/report.rs.
# $round: the round's number.
err-turn-not-played-allied = Runde { $round }: der Spielzug der Alliierten ist noch nicht gespielt.
# $round: the round's number.
err-turn-not-played-axis = Runde { $round }: der Spielzug der Achse ist noch nicht gespielt.

## src/web/api/files.rs

# Also in src/web/pages/campaign/files.rs.
err-upload-unreadable = Der Upload konnte nicht gelesen werden.
# $value: the value given.
err-gm-only-flag = gm_only ist true oder false, nicht "{ $value }".
# $battle: the battle's number.
err-no-turn-files-to-follow = Gefecht { $battle } hat keine Zugdateien, die Sie verfolgen dürfen: seine beiden Kommandeure, deren Oberbefehlshaber und der Spielleiter verfolgen sie, sobald es für PBEM aufgebaut ist.

## src/web/api/story.rs

# $value: the format asked for (at most 20 characters).
err-format-json-or-csv = Das Format ist json oder csv, nicht "{ $value }".

## src/web/api/live.rs

err-view-not-event-id = view ist die ID eines Ereignisses: 16 Hexadezimalziffern.

## src/web/pages/campaign/forms.rs

flash-done = Erledigt.

## src/web/pages/campaign/form_readers.rs

err-form-unreadable = Das Formular konnte nicht gelesen werden.
err-away-until = Bitte angeben, bis wann Sie abwesend sind.
err-choose-seat = Bitte einen Posten wählen.
# $reason: the JSON reader's explanation (English, from the library).
err-tables-not-json = Die Tabellen sind kein gültiges JSON: { $reason }.
err-date-format = Das Datum muss wie 1944-06-06 aussehen.
err-choose-nation = Bitte eine Nation wählen.
err-unknown-support = Unbekannte Art von Unterstützung.
err-choose-outcome = Bitte eines der neun Ergebnisse wählen.
err-time-block = Ein Zeitblock konnte nicht gelesen werden.
err-session-start = Bitte wählen, wann die Sitzung beginnt.
# $link: the invitation link.
flash-invitation-created = Einladung erstellt. Bitte diesen Link an den Spieler senden (7 Tage gültig): { $link }
flash-member-added = Mitglied hinzugefügt.
flash-orders-done = Ihre Befehle sind als fertig gemeldet: Ihr Oberbefehlshaber sieht es. Eine Änderung an Ihren Befehlen nimmt die Meldung zurück.
flash-orders-not-done = Ihre Befehle sind nicht mehr als fertig gemeldet.
flash-seat-requested = Ihre Anfrage ging an den Spielleiter, der sie annimmt oder ablehnt.
flash-seat-taken = Der Posten gehört Ihnen: Sie haben jetzt das Kommando (siehe Ihre Bataillone).
flash-seat-closed = Posten geschlossen: er wird nicht mehr angeboten.
flash-seat-opened = Posten geöffnet: er steht auf der Seite der freien Posten, für jedes Mitglied sichtbar.
flash-orders-committed = Befehle freigegeben.
flash-orders-committed-one-battle = Befehle freigegeben. 1 Gefecht angesetzt: Artillerie-, Luft- und Marineunterstützung können Sie auf dem Aufbaublatt jedes Gefechts zuweisen (Seite Gefechte), wenn Sie möchten.
# $n: how many battles were declared (2 or more).
flash-orders-committed-battles = Befehle freigegeben. { $n } Gefechte angesetzt: Artillerie-, Luft- und Marineunterstützung können Sie auf dem Aufbaublatt jedes Gefechts zuweisen (Seite Gefechte), wenn Sie möchten.
# $status: the campaign's status, already in the reader's language.
flash-undone = Rückgängig gemacht: zurück zu { $status }

## src/web/pages/campaign/fields.rs

# $field: the form field's name (code); $value: what was sent (at most 20 characters).
err-field-not-id = { $field }: „{ $value }“ ist keine ID.
# $what: what is missing, in English words from the code (e.g. "rounds", "the new commander").
err-give-the = Bitte { $what } angeben.
err-date-time-format = Bitte Datum und Uhrzeit angeben, z. B. 2026-12-01T18:00.
err-time-not-in-zone = Diese Uhrzeit gibt es in Ihrer Zeitzone nicht (Zeitumstellung).
# $value: what was sent (at most 20 characters).
err-not-an-id = „{ $value }“ ist keine ID.

## src/web/pages/campaign/messages.rs

flash-message-changed = Nachricht geändert.
flash-message-deleted = Nachricht gelöscht.

## src/web/pages/campaign/webhooks.rs

# Also in src/app/webhooks.rs.
err-webhooks-gm-only = Nur der Spielleiter verwaltet die Webhooks der Kampagne.
# $host: the webhook's host name.
flash-webhook-added = Webhook an { $host } hinzugefügt.
flash-webhook-removed = Webhook entfernt.

## src/web/pages/campaign/files.rs

err-form-out-of-date = Dieses Formular ist veraltet; bitte die Seite neu laden und es noch einmal versuchen.
err-one-file = Nur eine Datei pro Upload.
# $file: the file's name.
flash-file-attached = { $file } angehängt.
# $file: the turn file's name.
flash-turn-file-sent = { $file } gesendet: Ihr Gegner wird benachrichtigt.
# $file: the file's name.
flash-file-removed = { $file } entfernt.

## src/web/pages/campaign/aars.rs

flash-aar-saved = Gefechtsbericht gespeichert.

## src/web/pages/campaign/notes.rs

flash-notepad-saved = Notizblock gespeichert.
flash-choose-round = Bitte die Runde wählen, in der sich die Notiz öffnet.
flash-note-sealed = Notiz versiegelt.

## src/web/pages/campaign/overview.rs

err-start-date-format = Das Startdatum muss wie 1944-06-06 aussehen.
flash-campaign-created = Kampagne erstellt. Bataillone und Mitglieder kommen unter Einstellungen hinzu.
err-nudge-gm-only = Nur der Spielleiter erinnert Spieler.
# Also a form's answer in src/rules/registry.rs.
flash-reminder-sent = Erinnerung gesendet.

## src/web/pages/campaign/replay.rs

# $n: how many frames the replay has.
err-replay-frames = Die Wiederholung hat die Bilder 1 bis { $n }.
err-round-number = Die Runde ist eine Zahl, z. B. round=3.

## src/web/pages/campaign/setup.rs

# $problems: the problems found, in English, separated by "; ".
err-scenario-refused = Die Szenariodatei wurde abgelehnt, es wurde nichts erstellt: { $problems }
err-import-gm-or-admin = Nur ein Spielleiter oder ein Website-Administrator importiert Szenarien.

## src/web/pages/account.rs

err-sign-in-rate = Zu viele Anmeldeversuche von Ihrer Adresse. Bitte eine Minute warten und es dann noch einmal versuchen.
flash-game-saved = Gespeichert: die Spielleiter Ihrer Kampagnen sehen es.
# $value: the time zone given (at most 60 characters).
err-time-zone-unknown = „{ $value }“ ist keine Zeitzone, die Bocage kennt.
flash-profile-saved = Profil gespeichert.
err-password-confirm = Das neue Passwort und seine Bestätigung stimmen nicht überein.
flash-password-changed = Passwort geändert.
flash-password-changed-one-token = Passwort geändert. 1 API-Token wurde beendet: bitte bei Bedarf neue erstellen.
# $n: how many API tokens ended (2 or more).
flash-password-changed-tokens = Passwort geändert. { $n } API-Tokens wurden beendet: bitte bei Bedarf neue erstellen.
err-token-name = Bitte dem Token einen Namen geben (1 bis 60 Zeichen), damit Sie es später wiedererkennen.
flash-token-created = Token erstellt. Bitte jetzt kopieren: es wird nur einmal angezeigt.
flash-token-revoked = Token widerrufen.

## src/web/pages/language.rs

err-choose-language = Bitte eine der angebotenen Sprachen wählen.

## src/web/pages/mailpages.rs

err-digest-hour = Die Stunde der täglichen Zusammenfassung muss zwischen 0 und 23 liegen.
# $value: the mode given (at most 20 characters).
err-mail-mode = „{ $value }“ ist weder immediate noch digest noch off.
flash-mail-prefs-saved = E-Mail-Einstellungen gespeichert.
flash-calendar-created = Neuer Kalenderlink erstellt; ein älterer funktioniert nicht mehr.
flash-calendar-revoked = Kalenderlink widerrufen.
err-reset-rate = Zu viele Anfragen zum Zurücksetzen von Ihrer Adresse. Bitte eine Minute warten und es dann noch einmal versuchen.

## src/web/pages/invite.rs

flash-welcome = Willkommen bei Bocage. Ihr Passwort ist gesetzt.

## src/web/pages/sessions.rs

flash-session-signed-out = Diese Sitzung ist abgemeldet.

## src/web/drawn.rs

# $value: the viewpoint asked for (at most 20 characters).
err-viewpoint-unknown = Die Sicht ist allies, axis, public oder complete, nicht "{ $value }".
err-viewpoint-not-yet = Bis die Kampagne vorbei ist, sehen Sie die Wiederholung so, wie Sie die Kampagne gesehen haben; die anderen Sichten öffnen sich an ihrem Ende.

## src/render/animation.rs

# $round: the round's number.
err-round-no-phase = Runde { $round } hat noch keine gespeicherte Phase zum Zeigen.
err-campaign-no-phase = Die Kampagne hat noch keine gespeicherte Phase zum Zeigen.
# $n: how many frames it would be; $max: the most a picture holds.
err-too-many-frames = Das wären { $n } Bilder; eine Animation fasst höchstens { $max }. Bitte nur eine Runde anfordern (round=3).
err-nothing-to-draw = Es gibt nichts zu zeichnen.

## src/app/passwords.rs

err-password-short = Bitte ein Passwort mit mindestens 10 Zeichen wählen.
err-password-long = Passwörter haben höchstens 256 Zeichen.

## src/app/faces/accounts.rs

err-password-wrong = Ihr aktuelles Passwort ist nicht richtig.

## src/app/accounts.rs

# $campaign: the campaign's name; $name: the other member's display name.
err-name-taken = In { $campaign } trägt { $name } bereits diesen Namen; bitte einen anderen wählen.

## src/app/execute.rs

err-admin-not-member = Website-Administratoren dürfen jede Kampagne lesen, handeln aber nur in denen, deren Mitglied sie sind.

## src/app/intake.rs

# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $size: the file's size (e.g. "1.2 MB").
err-campaign-full = Die Dateien dieser Kampagne belegen { $used } von { $max } MB; eine Datei von { $size } passt nicht mehr hinein. Der Spielleiter kann alte Dateien entfernen.

## src/app/files.rs

# $max: the largest file in MB (a number).
err-file-too-large = Eine Gefechtsdatei darf höchstens { $max } MB groß sein; es wurde nichts gespeichert.
err-attach-commanders-only = Nur die beiden Kommandeure eines Gefechts und der Spielleiter hängen Dateien daran an.
err-file-name = Bitte die Datei benennen (z. B. turn 3.ema): ihr Name sagt, was sie zu sein behauptet.
# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $file: the file's name; $size: its size (e.g. "1.2 MB").
err-campaign-full-file = Die Dateien dieser Kampagne belegen { $used } von { $max } MB; { $file } ({ $size }) passt nicht mehr hinein. Der Spielleiter kann alte Dateien entfernen.
err-upload-lost = Das Hochladen dauerte über einen Tag und wurde verworfen; nichts wurde gespeichert. Senden Sie die Datei erneut.
# $id: the file's number.
err-no-file = In dieser Kampagne gibt es keine Datei { $id }, die Sie sehen dürfen.
err-file-remove = Nur wer die Datei hochgeladen hat und der Spielleiter entfernen sie.
err-turn-file-remove = Dies ist eine Zugdatei aus dem Zugdatei-Wechsel des Gefechts (R13.3): sie verschwindet, wenn neuere Dateien sie ersetzen oder ihr Absender sie zurücknimmt, bevor sie heruntergeladen ist.
# $file: the file's name.
err-file-not-base64 = Die Bytes der Datei { $file } sind kein Base64.
# $file: the file's name.
err-file-digest = Datei { $file } passt nicht zu ihrem SHA-256-Hash.
err-too-many-files = zu viele Dateien

## src/rules/files.rs

err-file-empty = Die Datei ist leer.
# $file: the file's name.
err-file-kind-unknown = „{ $file }“ ist keine Dateiart, die Bocage aufbewahrt. Bocage bewahrt CMBN-Dateien (.bts, .btt, .ema), PNG- und JPEG-Screenshots und PDFs auf.
# $file: the file's name; $kind: what its name claims, in English words from the code ("CMBN file", "PNG image", "JPEG image", "PDF"); $found: what its content is, in English words from the code (e.g. "a PNG image", "text").
err-file-content = „{ $file }“ ist als { $kind } benannt, aber der Inhalt ist { $found }: Dateien werden nach ihrem Inhalt geprüft, nicht nach ihrem Namen. Bocage bewahrt CMBN-Dateien (.bts, .btt, .ema), PNG- und JPEG-Screenshots und PDFs auf.

## src/app/aars.rs

err-aar-commanders-only = Nur die beiden Kommandeure eines Gefechts schreiben seine Gefechtsberichte.
err-aar-after-result = Ein Gefechtsbericht wird geschrieben, sobald das Ergebnis vorliegt (R7.5).
# $max: the most characters a report has; $n: how many this one has.
err-aar-length = Ein Gefechtsbericht hat 1 bis { $max } Zeichen; dieser hat { $n }.

## src/app/messages.rs

err-write-something = Bitte zuerst etwas schreiben.
# $max: the most characters a message holds; $n: how many this one has.
err-message-too-long = Eine Nachricht hat höchstens { $max } Zeichen; diese hat { $n }.
err-directive-hc-only = Nur ein Oberbefehlshaber sendet eine Weisung, und zwar im eigenen Kanal der Seite.
# $max: the most messages a minute.
err-message-rate = Höchstens { $max } Nachrichten pro Minute; bitte kurz warten, Ihr Text bleibt erhalten.
# $minutes: how long after posting a message may be edited.
err-message-edit-author = Nur der Verfasser darf eine Nachricht bearbeiten, innerhalb von { $minutes } Minuten nach dem Senden.
err-message-delete = Nur der Verfasser oder der Spielleiter darf eine Nachricht löschen.

## src/app/campaigns.rs

# $label: the phase label asked for (at most 40 characters).
err-no-saved-map-label = Für „{ $label }“ gibt es keine gespeicherte Karte.
err-create-admin-only = Nur ein Website-Administrator darf Kampagnen erstellen.
err-campaign-name = Eine Kampagne braucht einen Namen mit 1 bis 80 Zeichen.
# $map: the map asked for (at most 40 characters).
err-no-map = Es gibt keine Karte „{ $map }“.
# $role: the role given in the scenario file.
err-not-a-role = { $role } ist keine Rolle

## src/app/prepare.rs

err-no-template = Für diese Nation gibt es keine Vorlage.

## src/app/mail.rs

err-nudge-not-member = Dieser Spieler ist kein Mitglied dieser Kampagne.
err-nudged-recently = Dieser Spieler wurde in den letzten 24 Stunden bereits erinnert.

## src/app/webhooks.rs

err-language-gm-only = Nur der Spielleiter wählt die Sprache der Kampagne.
err-webhook-address-length = Eine Webhook-Adresse hat 1 bis 500 Zeichen.
# $value: the format given.
err-webhook-format = Das Format ist discord oder generic, nicht "{ $value }".
# $value: the event given.
err-webhook-event = "{ $value }" ist kein Ereignis; bitte aus turn_report, phase_opened, battle_set, result_in, victory wählen.
err-webhook-no-event = Bitte mindestens ein Ereignis zum Senden wählen.
# $max: the most webhooks a campaign has.
err-webhooks-max = Eine Kampagne hat höchstens { $max } Webhooks.
# $id: the webhook's number.
err-no-webhook = In dieser Kampagne gibt es keinen Webhook { $id }.

## src/hooks/mod.rs

err-webhook-backslash = Eine Webhook-Adresse enthält keine Backslashes und keine Steuerzeichen.
err-webhook-https = Eine Webhook-Adresse beginnt mit https://.
err-webhook-host = Eine Webhook-Adresse nennt einen Host (und keinen Benutzer und kein Passwort).
# $scheme: the address's scheme (e.g. ftp).
err-webhook-scheme = Webhooks gehen nur an https-Adressen (diese ist { $scheme }://); ein http-Host muss in webhooks.allow stehen.
# $host: the webhook's host name.
err-webhook-no-address = { $host } wird zu keiner Adresse aufgelöst.
# $ip: the internal address; $host: the webhook's host name.
err-webhook-internal = Abgelehnt: { $ip } ist eine private, Loopback- oder Link-Local-Adresse ({ $host }); ein Website-Administrator kann sie in webhooks.allow eintragen.

## src/rules/roles.rs

# $max: the most characters a display name has.
err-display-name-length = Ein Anzeigename hat 1 bis { $max } Zeichen.
# $code: the character's code point in hexadecimal (e.g. 200B).
err-display-name-hidden = Ein Anzeigename enthält nur sichtbare Zeichen und Leerzeichen (nicht U+{ $code }).

## src/rules/location.rs

# $value: the place given.
err-not-launch-box = „{ $value }“ ist kein Absprungraum
# $value: the place given (at most 40 characters).
err-not-place = „{ $value }“ ist kein Ort auf der Karte
# $value: the phase label given (at most 40 characters).
err-not-phase = „{ $value }“ ist keine Phase wie 3.allies.combat_move

## src/rules/registry.rs

# What a campaign page's form says once done (its entry's `say`).
flash-params-saved = Parameter gespeichert.
flash-calendar-saved = Kalender gespeichert.
flash-battalion-added = Bataillon hinzugefügt.
flash-battalion-saved = Bataillon gespeichert.
flash-battalion-removed = Bataillon entfernt.
flash-unit-renamed = Einheit umbenannt.
flash-support-unit-added = Unterstützungseinheit hinzugefügt.
flash-unit-removed = Einheit entfernt.
flash-control-saved = Kontrolle gespeichert.
flash-member-removed = Mitglied entfernt.
flash-campaign-started = Die Kampagne hat begonnen: Runde 1, die Alliierten sind am Zug, Gefechtsbewegung.
flash-move-drafted = Befehl entworfen. Der Oberbefehlshaber gibt die Befehle der Seite frei.
flash-move-changed = Befehl geändert.
flash-move-deleted = Befehl gelöscht.
flash-reinforcements-placed = Verstärkungen platziert.
flash-support-saved = Unterstützung gespeichert.
flash-defenders-chosen = Verteidiger gewählt.
flash-conditions-saved = Bedingungen gespeichert.
flash-due-date-saved = Stichtag gespeichert.
flash-game-kit-saved = Gespeichert: jedes Aufbaublatt nennt es.
flash-marked-set-up = Als aufgebaut markiert: seine Kommandeure werden benachrichtigt.
flash-battle-in-play = Das Gefecht läuft.
flash-turn-sent = Zugdatei gesendet: Ihr Gegner wird benachrichtigt.
flash-turn-taken-back = Zugdatei zurückgenommen.
flash-marked-downloaded = Als heruntergeladen markiert.
flash-turn-clock-saved = Bedenkzeit gespeichert.
flash-conceded = Aufgegeben: der Spielleiter wird benachrichtigt und trägt das Ergebnis ein.
flash-play-times-saved = Gespeichert: Ihr Gegner sieht, wann Sie spielen können.
flash-session-proposed = Vorgeschlagen: Ihr Gegner wird benachrichtigt.
flash-session-answered = Beantwortet: Ihr Gegner wird benachrichtigt.
flash-session-reported = Gemeldet: der Spielleiter entscheidet.
flash-decided = Entschieden.
flash-result-entered = Ergebnis eingetragen.
flash-casualties-recorded = Verluste erfasst.
flash-extension-requested = Ihr Antrag ging an den Spielleiter.
flash-answered = Beantwortet.
flash-marked-away = Sie sind als abwesend gemeldet; Ihr Stellvertreter vertritt Sie.
flash-welcome-back = Willkommen zurück.
flash-deputy-saved = Stellvertreter gespeichert.
flash-handed-over = Übergeben: der neue Kommandeur hat sein Briefing, und der Kanal der Seite meldet es.
flash-deadline-saved = Frist gespeichert.
flash-schedule-saved = Zeitplan gespeichert.
flash-deadline-processed = Die Frist wurde verarbeitet.
flash-due-date-processed = Der Stichtag wurde verarbeitet.
flash-chased = Angemahnt.
flash-absence-over = Die Abwesenheit ist beendet.
flash-campaign-paused = Die Kampagne ist pausiert.
flash-campaign-resumes = Die Kampagne läuft weiter.
flash-unit-restored = Einheit wiederhergestellt.
flash-drawn = Auf der Karte Ihrer Seite eingezeichnet.
flash-annotation-removed = Markierung entfernt.
flash-unit-corrected = Einheit korrigiert.
flash-zone-corrected = Zone korrigiert.
flash-result-corrected = Ergebnis korrigiert.

## src/rules (refusals of who may act, and of what does not exist)

# $battalion: the defending battalion's name.
err-defenders-commander-only = Nur der Kommandeur von { $battalion } wählt dessen Verteidiger (R7.1).
err-ready-allied-only = Ein Bataillonskommandeur der Alliierten meldet seine Befehle als fertig (R5.12).
err-ready-axis-only = Ein Bataillonskommandeur der Achse meldet seine Befehle als fertig (R5.12).
err-play-times-commanders-only = Nur die beiden Kommandeure des Gefechts geben an, wann sie spielen können (R13.6).
err-propose-commanders-only = Nur die beiden Kommandeure des Gefechts schlagen eine Sitzung vor (R13.6).
err-answer-commanders-only = Nur die beiden Kommandeure des Gefechts beantworten eine vorgeschlagene Sitzung (R13.6).
err-report-commanders-only = Nur die beiden Kommandeure des Gefechts melden eine Sitzung (R13.6).
err-away-members-only = Nur Mitglieder melden sich abwesend (R1.5).
err-no-such-battalion = In dieser Kampagne gibt es kein solches Bataillon.
err-deputy-who-names = Der Spielleiter, der Oberbefehlshaber der Seite oder der Inhaber des Postens benennt einen Stellvertreter (R1.5).
# $unit: the unit's name; $battalion: its battalion's name.
err-unit-not-commanded = { $unit } gehört zu { $battalion }, das Sie nicht befehligen (R6.2).
# $unit: the unit's name.
err-side-asset = { $unit } ist ein Mittel der ganzen Seite: nur der Oberbefehlshaber bewegt es (R6.2).
err-handover-battalion = Nur der Spielleiter oder der Oberbefehlshaber der Seite übergibt ein Bataillon (R1.6).
err-handover-hc = Nur der Spielleiter übergibt den Posten eines Oberbefehlshabers (R1.6).
err-open-seat-who = Nur der Spielleiter (oder der Oberbefehlshaber der Seite, für deren Bataillone) öffnet einen Posten (R1.6).
err-seat-allied-who = Einen freien Posten der Alliierten übernimmt ein Beobachter oder ein Kommandeur der Alliierten (R1.6).
err-seat-axis-who = Einen freien Posten der Achse übernimmt ein Beobachter oder ein Kommandeur der Achse (R1.6).
err-no-seat-request = Dieses Mitglied hat keine offene Anfrage für einen Posten.
err-member-gone = Dieses Mitglied ist nicht mehr in dieser Kampagne.
# $battalion: the battalion's number.
err-no-battalion = In dieser Kampagne gibt es kein Bataillon { $battalion }.
err-no-such-battalion-short = Dieses Bataillon gibt es nicht.
# $unit: the unit's number.
err-no-unit = In dieser Kampagne gibt es keine Einheit { $unit }.
err-draw-own-layer = Gezeichnet wird nur auf der Ebene der eigenen Seite (R12.5).
err-draw-who = Nur die Mitglieder einer Seite (ihr Oberbefehlshaber und ihre Bataillonskommandeure) und der Spielleiter zeichnen auf ihrer Ebene (R12.5).
err-no-annotation = Diese Markierung gibt es auf der Karte Ihrer Seite nicht.
err-annotation-remove = Nur ihr Verfasser oder der Oberbefehlshaber der Seite entfernt eine Markierung (R12.5).
err-game-began-who = Nur die beiden Kommandeure des Gefechts oder der Spielleiter melden, dass sein Spiel begonnen hat (R13.1).
err-send-turn-commanders-only = Nur die beiden Kommandeure des Gefechts senden seine Zugdateien (R13.3).
# $file: the file's number; $battle: the battle's number.
err-no-file-to-send = Es gibt keine Datei { $file } von Gefecht { $battle } zum Senden.
err-take-back-sender-only = Nur ihr Absender nimmt eine Zugdatei zurück (R13.3).
err-fetch-receiver-only = Nur der Kommandeur, an den eine Zugdatei gesendet wurde, holt sie ab (R13.3).
# $battle: the battle's number; $n: the turn file's number.
err-no-turn-file = Gefecht { $battle } hat keine Zugdatei { $n }.
err-no-user = Diesen Benutzer gibt es nicht.
# $member: the member's number.
err-no-member = In dieser Kampagne gibt es kein Mitglied { $member }.
err-observers-no-orders = Beobachter lesen die Kampagne; sie geben keine Befehle (R1.2).
# $battalion: the battalion's name.
err-casualties-commander-only = Nur der Kommandeur von { $battalion } wählt dessen Verluste (R8.1).
# $zone: the zone asked for.
err-no-zone = Zone { $zone } gibt es auf dieser Karte nicht.
# $box: the launch box asked for.
err-no-launch-box = Absprungraum { $box } gibt es auf dieser Karte nicht.
err-extension-who = Der Oberbefehlshaber oder die Bataillonskommandeure einer Seite bitten um mehr Zeit; der Spielleiter verschiebt die Frist (R5.10).
err-no-extension-request = Dieses Mitglied hat keinen offenen Antrag.
# $move: the drafted move's number.
err-no-draft = Es gibt keinen entworfenen Befehl { $move }.
err-draft-change-who = Nur der Verfasser des Befehls, sein Bataillonskommandeur oder der Oberbefehlshaber darf ihn ändern (R6.2).
err-concede-commanders-only = Nur die beiden Kommandeure des Gefechts geben es auf (R13.5).
err-gm-only = Nur der Spielleiter darf das tun (R1.2).
err-gm-decides-session = Nur der Spielleiter entscheidet über eine Live-Sitzung (R13.6).
err-gm-answers-seat = Nur der Spielleiter beantwortet eine Anfrage für einen Posten (R1.6).
err-gm-changes-battalion = Nur der Spielleiter darf ein Bataillon ändern (R1.2).
err-gm-renames-units = Nur der Spielleiter darf Einheiten umbenennen (R1.2).
err-gm-starts = Nur der Spielleiter startet die Kampagne (R1.2).
err-gm-sets-up-battle = Nur der Spielleiter meldet, dass ein Gefecht in CMBN aufgebaut ist (R13.1).
err-gm-states-kit = Nur der Spielleiter gibt die CMBN-Version und die Module an (R13.2).
err-gm-due-date = Nur der Spielleiter oder die Uhr verarbeitet einen Stichtag (R5.11).
err-gm-ends-absence = Nur der Spielleiter oder die Uhr beendet die Abwesenheit eines anderen Mitglieds (R1.5).
err-gm-adds-members = Nur der Spielleiter fügt Mitglieder hinzu (R1.2).
err-gm-removes-members = Nur der Spielleiter entfernt Mitglieder (R1.2).
err-gm-undoes = Nur der Spielleiter darf einen Phasenwechsel rückgängig machen (R12.2).
err-gm-answers-extensions = Nur der Spielleiter beantwortet Verlängerungsanträge (R5.10).
err-gm-schedule = Nur der Spielleiter legt den Zeitplan fest (R1.2).
err-gm-deadline = Nur der Spielleiter oder die Uhr verarbeitet eine Frist (R5.7).
err-gm-pauses = Nur der Spielleiter pausiert die Kampagne (R1.2).
err-gm-resumes = Nur der Spielleiter setzt die Kampagne fort (R1.2).
err-gm-turn-clock = Nur der Spielleiter legt die Bedenkzeit eines Gefechts fest (R13.4).
err-gm-chases-turn-file = Nur der Spielleiter oder die Uhr mahnt eine Zugdatei an (R13.4).
err-gm-corrects = Nur der Spielleiter korrigiert die Kampagne (R12.3).
err-gm-chases-battle = Nur der Spielleiter mahnt ein Gefecht an (R13.5).
err-gm-setup = Nur der Spielleiter darf die Einstellungen der Kampagne ändern (R1.2).
err-reinforcements-allied-hc = Nur der Oberbefehlshaber der Alliierten platziert Verstärkungen (R10).
err-reinforcements-axis-hc = Nur der Oberbefehlshaber der Achse platziert Verstärkungen (R10).
err-support-allied-hc = Nur der Oberbefehlshaber der Alliierten weist diesem Angriff Unterstützung zu (R6.6).
err-support-axis-hc = Nur der Oberbefehlshaber der Achse weist diesem Angriff Unterstützung zu (R6.6).
err-commit-allied-hc = Nur der Oberbefehlshaber der Alliierten gibt die Befehle der Seite frei (R6.2).
err-commit-axis-hc = Nur der Oberbefehlshaber der Achse gibt die Befehle der Seite frei (R6.2).

## src/app/reports.rs

err-turn-map-not-kept = Die Karte dieses Spielzugs wurde nicht aufbewahrt.

## Kräfteverhältnisse, wie die Regeln sie schreiben

odds-provisional = { $a } gegen { $d }: { $ratio }, { $type } (vorläufig: Verteidiger nicht gewählt)
odds-ratio = { $a } gegen { $d }: { $ratio }, { $type }
odds-plain = { $a } gegen { $d }: { $type }
odds-type-provisional = { $type } (vorläufig)
