# Errors and flashes (English): what a refused request says
# (AppError's messages) and what a page says after a form (flash messages),
# written in English in the code. Each message here is that English text,
# exactly; at display time the text is looked up here (a message with
# placeables is matched as a pattern, each placeable taking the text
# between its literal neighbours) and said again in the reader's language.
# Names, ids, numbers, field names, URLs and rule ids (R1.2) are data.

## src/error.rs

err-disk-full = The server's disk is full: nothing was changed. Reading still works; try again later.
err-db-away = The database is not answering right now: nothing was changed. Try again in a few seconds.

## src/web/commands.rs

# Also in src/web/http/input.rs.
err-address-malformed = This address is malformed.
# Also in src/web/api/commands.rs and src/web/http/input.rs.
# $reason: the JSON reader's explanation (English, from the library).
err-json-unreadable = The JSON body could not be read: { $reason }.

## src/web/auth/csrf.rs

err-csrf-cross-site = This form was sent from another site and was refused.
err-csrf-stale = Your session expired or the form is stale: nothing was changed. Reload the page and try again.

## src/web/http/input.rs

err-form-too-large = This form is larger than Bocage accepts (256 KB). Nothing was changed.
# Also in src/web/pages/campaign/forms.rs and form_readers.rs.
# $reason: the form reader's explanation (English, from the library).
err-form-unreadable-because = The form could not be read: { $reason }.
# $what: the field's name in English words from the code (e.g. "arrival round"); $value: what was typed (at most 20 characters).
err-not-a-number = The { $what } must be a number; '{ $value }' is not.
# $reason: the address reader's explanation (English, from the library).
err-address-malformed-because = This address is malformed: { $reason }.
# $reason: the query reader's explanation (English, from the library).
err-query-malformed = The query string is malformed: { $reason }.

## src/web/http/errors.rs

err-request-too-large = This request is larger than Bocage accepts here (256 KB for forms and scenario files, 2 MB for JSON). Nothing was changed.

## src/web/api/commands.rs

err-dry-run-flag = dry_run is true or false.
err-json-not-object = The JSON body must be an object.

## src/web/api/campaigns.rs

# $phase: the phase's label in English, e.g. "Round 3, Allied Combat move".
err-no-saved-map-for = There is no saved map for { $phase }.
err-units-not-ids = units must be unit ids, e.g. 3,4,5
# Also in src/web/api/files.rs, src/web/drawn.rs, src/app/files.rs and src/rules (ctx.rs, clock.rs).
# $battle: the battle's number.
err-no-battle = There is no battle { $battle } in this campaign.
# Also in src/web/pages/campaign/setup.rs.
err-export-gm-only = Only the game master exports the campaign (it holds both sides' secrets).
err-import-admin-or-gm = Only a site admin or a game master imports scenarios.
err-scenario-not-utf8 = The scenario file is not UTF-8 text.
# Also in src/web/pages/campaign/report.rs and fields.rs.
err-side-allies-or-axis = The side must be allies or axis.
# $value: the version asked for.
err-version-side-or-public = The version is side or public, not "{ $value }".
# Also in src/web/pages/campaign/report.rs.
# $round: the round's number.
err-turn-not-played-allied = Round { $round }, Allied turn has not been played yet.
# $round: the round's number.
err-turn-not-played-axis = Round { $round }, Axis turn has not been played yet.

## src/web/api/files.rs

# Also in src/web/pages/campaign/files.rs.
err-upload-unreadable = The upload could not be read.
# $value: the value given.
err-gm-only-flag = gm_only is true or false, not "{ $value }".
# $battle: the battle's number.
err-no-turn-files-to-follow = Battle { $battle } has no turn files you may follow: its two commanders, their High Commanders and the GM follow them, once it is set up for PBEM.

## src/web/api/story.rs

# $value: the format asked for (at most 20 characters).
err-format-json-or-csv = The format is json or csv, not "{ $value }".

## src/web/api/live.rs

err-view-not-event-id = view is the id of an event: 16 hexadecimal digits.

## src/web/pages/campaign/forms.rs

flash-done = Done.

## src/web/pages/campaign/form_readers.rs

err-form-unreadable = The form could not be read.
err-away-until = Say until when you are away.
err-choose-seat = Choose a seat.
# $reason: the JSON reader's explanation (English, from the library).
err-tables-not-json = The tables are not valid JSON: { $reason }.
err-date-format = The date must look like 1944-06-06.
err-choose-nation = Choose a nation.
err-unknown-support = Unknown support type.
err-choose-outcome = Choose one of the nine outcomes.
err-time-block = A time block could not be read.
err-session-start = Choose when the session starts.
# $link: the invitation link.
flash-invitation-created = Invitation created. Send this link to the player (valid 7 days): { $link }
flash-member-added = Member added.
flash-orders-done = Your orders are marked done: your High Commander sees it. A change to your moves takes it back.
flash-orders-not-done = Your orders are no longer marked done.
flash-seat-requested = Your request went to the GM, who approves or refuses it.
flash-seat-taken = The seat is yours: you command it now (see Your battalions).
flash-seat-closed = Seat closed: it is no longer offered.
flash-seat-opened = Seat opened: it is listed on the open seats page, for every member to see.
flash-orders-committed = Orders committed.
flash-orders-committed-one-battle = Orders committed. 1 battle declared: assign artillery, air and naval support on each battle's sheet (Battles page), if you wish.
# $n: how many battles were declared (2 or more).
flash-orders-committed-battles = Orders committed. { $n } battles declared: assign artillery, air and naval support on each battle's sheet (Battles page), if you wish.
# $status: the campaign's status, already in the reader's language.
flash-undone = Undone: back to { $status }

## src/web/pages/campaign/fields.rs

# $field: the form field's name (code); $value: what was sent (at most 20 characters).
err-field-not-id = { $field }: '{ $value }' is not an id.
# $what: what is missing, in English words from the code (e.g. "rounds", "the new commander").
err-give-the = Give the { $what }.
err-date-time-format = Give a date and time, e.g. 2026-12-01T18:00.
err-time-not-in-zone = That time does not exist in your time zone (a clock change).
# $value: what was sent (at most 20 characters).
err-not-an-id = '{ $value }' is not an id.

## src/web/pages/campaign/messages.rs

flash-message-changed = Message changed.
flash-message-deleted = Message deleted.

## src/web/pages/campaign/webhooks.rs

# Also in src/app/webhooks.rs.
err-webhooks-gm-only = Only the GM manages the campaign's webhooks.
# $host: the webhook's host name.
flash-webhook-added = Webhook to { $host } added.
flash-webhook-removed = Webhook removed.

## src/web/pages/campaign/files.rs

err-form-out-of-date = This form is out of date; reload the page and try again.
err-one-file = One file per upload.
# $file: the file's name.
flash-file-attached = { $file } attached.
# $file: the turn file's name.
flash-turn-file-sent = { $file } sent: your opponent is told.
# $file: the file's name.
flash-file-removed = { $file } removed.

## src/web/pages/campaign/aars.rs

flash-aar-saved = After-action report saved.

## src/web/pages/campaign/notes.rs

flash-notepad-saved = Notepad saved.
flash-choose-round = Choose the round the note opens at.
flash-note-sealed = Note sealed.

## src/web/pages/campaign/overview.rs

err-start-date-format = The start date must look like 1944-06-06.
flash-campaign-created = Campaign created. Add battalions and members in Setup.
err-nudge-gm-only = Only the game master nudges players.
# Also a form's answer in src/rules/registry.rs.
flash-reminder-sent = Reminder sent.

## src/web/pages/campaign/replay.rs

# $n: how many frames the replay has.
err-replay-frames = The replay has frames 1 to { $n }.
err-round-number = The round is a number, e.g. round=3.

## src/web/pages/campaign/setup.rs

# $problems: the problems found, in English, separated by "; ".
err-scenario-refused = The scenario file was refused, nothing was created: { $problems }
err-import-gm-or-admin = Only a game master or a site admin imports scenarios.

## src/web/pages/account.rs

err-sign-in-rate = Too many sign-in attempts from your address. Wait a minute, then try again.
flash-game-saved = Saved: the game masters of your campaigns see it.
# $value: the time zone given (at most 60 characters).
err-time-zone-unknown = '{ $value }' is not a time zone Bocage knows.
flash-profile-saved = Profile saved.
err-password-confirm = The new password and its confirmation differ.
flash-password-changed = Password changed.
flash-password-changed-one-token = Password changed. 1 API token ended: make new ones where you need them.
# $n: how many API tokens ended (2 or more).
flash-password-changed-tokens = Password changed. { $n } API tokens ended: make new ones where you need them.
err-token-name = Name the token (1 to 60 characters) so you can recognise it later.
flash-token-created = Token created. Copy it now: it is shown only once.
flash-token-revoked = Token revoked.

## src/web/pages/language.rs

err-choose-language = Choose one of the languages offered.

## src/web/pages/mailpages.rs

err-digest-hour = The digest hour must be 0 to 23.
# $value: the mode given (at most 20 characters).
err-mail-mode = '{ $value }' is not immediate, digest or off.
flash-mail-prefs-saved = Mail preferences saved.
flash-calendar-created = New calendar link created; any older one no longer works.
flash-calendar-revoked = Calendar link revoked.
err-reset-rate = Too many reset requests from your address. Wait a minute, then try again.

## src/web/pages/invite.rs

flash-welcome = Welcome to Bocage. Your password is set.

## src/web/pages/sessions.rs

flash-session-signed-out = That session is signed out.

## src/web/drawn.rs

# $value: the viewpoint asked for (at most 20 characters).
err-viewpoint-unknown = The viewpoint is allies, axis, public or complete, not "{ $value }".
err-viewpoint-not-yet = Until the campaign is over you replay it as you saw it; the other viewpoints open at its end.

## src/render/animation.rs

# $round: the round's number.
err-round-no-phase = Round { $round } has no saved phase to show yet.
err-campaign-no-phase = The campaign has no saved phase to show yet.
# $n: how many frames it would be; $max: the most a picture holds.
err-too-many-frames = That would be { $n } frames; a picture holds at most { $max }. Ask for one round (round=3).
err-nothing-to-draw = There is nothing to draw.

## src/app/passwords.rs

err-password-short = Choose a password of at least 10 characters.
err-password-long = Passwords are limited to 256 characters.

## src/app/faces/accounts.rs

err-password-wrong = Your current password is not right.

## src/app/accounts.rs

# $campaign: the campaign's name; $name: the other member's display name.
err-name-taken = In { $campaign }, { $name } already goes by that name; choose another.

## src/app/execute.rs

err-admin-not-member = Site admins may read every campaign but act only in those they belong to.

## src/app/intake.rs

# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $size: the file's size (e.g. "1.2 MB").
err-campaign-full = This campaign's files take { $used } of its { $max } MB; a file of { $size } does not fit. The GM may remove old files.

## src/app/files.rs

# $max: the largest file in MB (a number).
err-file-too-large = A battle file may be at most { $max } MB; nothing was stored.
err-attach-commanders-only = Only the two commanders of a battle and the GM attach files to it.
err-file-name = Name the file (e.g. turn 3.ema): its name says what it claims to be.
# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $file: the file's name; $size: its size (e.g. "1.2 MB").
err-campaign-full-file = This campaign's files take { $used } of its { $max } MB; { $file } ({ $size }) does not fit. The GM may remove old files.
err-upload-lost = The upload took over a day and was let go; nothing was stored. Send the file again.
# $id: the file's number.
err-no-file = There is no file { $id } in this campaign that you may see.
err-file-remove = Only the file's uploader and the GM remove it.
err-turn-file-remove = This is a turn file of the battle's relay (R13.3): it goes when newer files replace it, or when its sender takes it back before it is downloaded.
# $file: the file's name.
err-file-not-base64 = The bytes of file { $file } are not base64.
# $file: the file's name.
err-file-digest = File { $file } does not match its SHA-256 digest.
err-too-many-files = too many files

## src/rules/files.rs

err-file-empty = The file is empty.
# $file: the file's name.
err-file-kind-unknown = "{ $file }" is not a kind of file Bocage keeps. Bocage keeps CMBN files (.bts, .btt, .ema), PNG and JPEG screenshots and PDFs.
# $file: the file's name; $kind: what its name claims, in English words from the code ("CMBN file", "PNG image", "JPEG image", "PDF"); $found: what its content is, in English words from the code (e.g. "a PNG image", "text").
err-file-content = "{ $file }" is named as a { $kind } but its content is { $found }: files are checked by content, not by name. Bocage keeps CMBN files (.bts, .btt, .ema), PNG and JPEG screenshots and PDFs.

## src/app/aars.rs

err-aar-commanders-only = Only the two commanders of a battle write its after-action reports.
err-aar-after-result = An after-action report is written once the result is in (R7.5).
# $max: the most characters a report has; $n: how many this one has.
err-aar-length = An after-action report has 1 to { $max } characters; this one has { $n }.

## src/app/messages.rs

err-write-something = Write something first.
# $max: the most characters a message holds; $n: how many this one has.
err-message-too-long = A message holds at most { $max } characters; this one has { $n }.
err-directive-hc-only = Only a High Commander sends a directive, in the side's own channel.
# $max: the most messages a minute.
err-message-rate = At most { $max } messages a minute; wait a little, your text is kept.
# $minutes: how long after posting a message may be edited.
err-message-edit-author = Only its author may edit a message, within { $minutes } minutes of posting it.
err-message-delete = Only its author or the game master may delete a message.

## src/app/campaigns.rs

# $label: the phase label asked for (at most 40 characters).
err-no-saved-map-label = There is no saved map for '{ $label }'.
err-create-admin-only = Only a site admin may create campaigns.
err-campaign-name = A campaign needs a name of 1 to 80 characters.
# $map: the map asked for (at most 40 characters).
err-no-map = There is no map '{ $map }'.
# $role: the role given in the scenario file.
err-not-a-role = { $role } is not a role

## src/app/prepare.rs

err-no-template = No template for that nation.

## src/app/mail.rs

err-nudge-not-member = That player is not a member of this campaign.
err-nudged-recently = That player was already nudged in the last 24 hours.

## src/app/webhooks.rs

err-language-gm-only = Only the GM chooses the campaign's language.
err-webhook-address-length = A webhook address has 1 to 500 characters.
# $value: the format given.
err-webhook-format = The format is discord or generic, not "{ $value }".
# $value: the event given.
err-webhook-event = "{ $value }" is not an event; choose from turn_report, phase_opened, battle_set, result_in, victory.
err-webhook-no-event = Choose at least one event to send.
# $max: the most webhooks a campaign has.
err-webhooks-max = A campaign has at most { $max } webhooks.
# $id: the webhook's number.
err-no-webhook = There is no webhook { $id } in this campaign.

## src/hooks/mod.rs

err-webhook-backslash = A webhook address has no backslashes or control characters.
err-webhook-https = A webhook address starts with https://.
err-webhook-host = A webhook address names a host (and no user or password).
# $scheme: the address's scheme (e.g. ftp).
err-webhook-scheme = Webhooks go to https addresses only (this one is { $scheme }://); an http host must be listed in webhooks.allow.
# $host: the webhook's host name.
err-webhook-no-address = { $host } does not resolve to any address.
# $ip: the internal address; $host: the webhook's host name.
err-webhook-internal = Refused: { $ip } is a private, loopback or link-local address ({ $host }); a site admin may list it in webhooks.allow.

## src/rules/roles.rs

# $max: the most characters a display name has.
err-display-name-length = A display name has 1 to { $max } characters.
# $code: the character's code point in hexadecimal (e.g. 200B).
err-display-name-hidden = A display name holds only visible characters and spaces (not U+{ $code }).

## src/rules/location.rs

# $value: the place given.
err-not-launch-box = '{ $value }' is not a launch box
# $value: the place given (at most 40 characters).
err-not-place = '{ $value }' is not a place on the map
# $value: the phase label given (at most 40 characters).
err-not-phase = '{ $value }' is not a phase like 3.allies.combat_move

## src/rules/registry.rs

# What a campaign page's form says once done (its entry's `say`).
flash-params-saved = Parameters saved.
flash-calendar-saved = Calendar saved.
flash-battalion-added = Battalion added.
flash-battalion-saved = Battalion saved.
flash-battalion-removed = Battalion removed.
flash-unit-renamed = Unit renamed.
flash-support-unit-added = Support unit added.
flash-unit-removed = Unit removed.
flash-control-saved = Control saved.
flash-member-removed = Member removed.
flash-campaign-started = The campaign has started: round 1, Allied turn, combat move.
flash-move-drafted = Move drafted. The High Commander commits the side's orders.
flash-move-changed = Move changed.
flash-move-deleted = Move deleted.
flash-reinforcements-placed = Reinforcements placed.
flash-support-saved = Support saved.
flash-defenders-chosen = Defenders chosen.
flash-conditions-saved = Conditions saved.
flash-due-date-saved = Due date saved.
flash-game-kit-saved = Saved: every setup sheet names it.
flash-marked-set-up = Marked as set up: its commanders are told.
flash-battle-in-play = The battle is in play.
flash-turn-sent = Turn file sent: your opponent is told.
flash-turn-taken-back = Turn file taken back.
flash-marked-downloaded = Marked as downloaded.
flash-turn-clock-saved = Turn clock saved.
flash-conceded = Conceded: the game master is told and enters the result.
flash-play-times-saved = Saved: your opponent sees when you can play.
flash-session-proposed = Proposed: your opponent is told.
flash-session-answered = Answered: your opponent is told.
flash-session-reported = Reported: the game master decides.
flash-decided = Decided.
flash-result-entered = Result entered.
flash-casualties-recorded = Casualties recorded.
flash-extension-requested = Your request went to the GM.
flash-answered = Answered.
flash-marked-away = You are marked away; your deputy covers you.
flash-welcome-back = Welcome back.
flash-deputy-saved = Deputy saved.
flash-handed-over = Handed over: the new commander has their briefing, and the side's channel says so.
flash-deadline-saved = Deadline saved.
flash-schedule-saved = Schedule saved.
flash-deadline-processed = The deadline was processed.
flash-due-date-processed = The due date was processed.
flash-chased = Chased.
flash-absence-over = The absence is over.
flash-campaign-paused = The campaign is paused.
flash-campaign-resumes = The campaign resumes.
flash-unit-restored = Unit restored.
flash-drawn = Drawn on your side's map.
flash-annotation-removed = Annotation removed.
flash-unit-corrected = Unit corrected.
flash-zone-corrected = Zone corrected.
flash-result-corrected = Result corrected.

## src/rules (refusals of who may act, and of what does not exist)

# $battalion: the defending battalion's name.
err-defenders-commander-only = Only the commander of { $battalion } picks its defenders (R7.1).
err-ready-allied-only = A battalion commander of the Allied side says his orders are done (R5.12).
err-ready-axis-only = A battalion commander of the Axis side says his orders are done (R5.12).
err-play-times-commanders-only = Only the battle's two commanders mark when they can play (R13.6).
err-propose-commanders-only = Only the battle's two commanders propose a session (R13.6).
err-answer-commanders-only = Only the battle's two commanders answer a proposed session (R13.6).
err-report-commanders-only = Only the battle's two commanders report a session (R13.6).
err-away-members-only = Only members mark themselves away (R1.5).
err-no-such-battalion = There is no such battalion in this campaign.
err-deputy-who-names = The GM, the side's High Commander or the seat's holder names a deputy (R1.5).
# $unit: the unit's name; $battalion: its battalion's name.
err-unit-not-commanded = { $unit } belongs to { $battalion }, which you do not command (R6.2).
# $unit: the unit's name.
err-side-asset = { $unit } is a side asset: only the High Commander moves it (R6.2).
err-handover-battalion = Only the game master or the side's High Commander hands a battalion over (R1.6).
err-handover-hc = Only the game master hands a High Commander's seat over (R1.6).
err-open-seat-who = Only the game master (or the side's High Commander, for its battalions) opens a seat (R1.6).
err-seat-allied-who = An open seat of the Allied side is taken by an observer or by a commander of that side (R1.6).
err-seat-axis-who = An open seat of the Axis side is taken by an observer or by a commander of that side (R1.6).
err-no-seat-request = That member has no request for a seat waiting.
err-member-gone = That member is no longer in this campaign.
# $battalion: the battalion's number.
err-no-battalion = There is no battalion { $battalion } in this campaign.
err-no-such-battalion-short = There is no such battalion.
# $unit: the unit's number.
err-no-unit = There is no unit { $unit } in this campaign.
err-draw-own-layer = You draw on your own side's layer only (R12.5).
err-draw-who = Only the members of a side (its High Commander and battalion commanders) and the GM draw on its layer (R12.5).
err-no-annotation = There is no such annotation on your side's map.
err-annotation-remove = Only its author or the side's High Commander removes an annotation (R12.5).
err-game-began-who = Only the battle's two commanders or the game master say its game began (R13.1).
err-send-turn-commanders-only = Only the battle's two commanders send its turn files (R13.3).
# $file: the file's number; $battle: the battle's number.
err-no-file-to-send = There is no file { $file } of battle { $battle } to send.
err-take-back-sender-only = Only the file's sender takes back a turn file (R13.3).
err-fetch-receiver-only = Only the commander a turn file was sent to fetches it (R13.3).
# $battle: the battle's number; $n: the turn file's number.
err-no-turn-file = Battle { $battle } keeps no turn file { $n }.
err-no-user = There is no such user.
# $member: the member's number.
err-no-member = There is no member { $member } in this campaign.
err-observers-no-orders = Observers read the campaign; they do not give orders (R1.2).
# $battalion: the battalion's name.
err-casualties-commander-only = Only the commander of { $battalion } chooses its casualties (R8.1).
# $zone: the zone asked for.
err-no-zone = There is no zone { $zone } on this map.
# $box: the launch box asked for.
err-no-launch-box = There is no launch box { $box } on this map.
err-extension-who = A side's High Commander or battalion commanders ask for more time; the GM moves the deadline (R5.10).
err-no-extension-request = That member has no request waiting.
# $move: the drafted move's number.
err-no-draft = There is no drafted move { $move }.
err-draft-change-who = Only the move's author, its battalion commander or the High Commander may change it (R6.2).
err-concede-commanders-only = Only the battle's two commanders concede it (R13.5).
err-gm-only = Only the game master may do this (R1.2).
err-gm-decides-session = Only the game master decides a live session (R13.6).
err-gm-answers-seat = Only the game master answers a request for a seat (R1.6).
err-gm-changes-battalion = Only the game master may change a battalion (R1.2).
err-gm-renames-units = Only the game master may rename units (R1.2).
err-gm-starts = Only the game master starts the campaign (R1.2).
err-gm-sets-up-battle = Only the game master says a battle is set up in CMBN (R13.1).
err-gm-states-kit = Only the game master states the CMBN version and modules (R13.2).
err-gm-due-date = Only the game master or the clock processes a due date (R5.11).
err-gm-ends-absence = Only the game master or the clock ends another member's absence (R1.5).
err-gm-adds-members = Only the game master adds members (R1.2).
err-gm-removes-members = Only the game master removes members (R1.2).
err-gm-undoes = Only the game master may undo a phase transition (R12.2).
err-gm-answers-extensions = Only the game master answers extension requests (R5.10).
err-gm-schedule = Only the game master sets the schedule (R1.2).
err-gm-deadline = Only the game master or the clock processes a deadline (R5.7).
err-gm-pauses = Only the game master pauses the campaign (R1.2).
err-gm-resumes = Only the game master resumes the campaign (R1.2).
err-gm-turn-clock = Only the game master sets a battle's turn clock (R13.4).
err-gm-chases-turn-file = Only the game master or the clock chases a turn file (R13.4).
err-gm-corrects = Only the game master corrects the campaign (R12.3).
err-gm-chases-battle = Only the game master chases a battle (R13.5).
err-gm-setup = Only the game master may change the campaign setup (R1.2).
err-reinforcements-allied-hc = Only the Allied High Commander places reinforcements (R10).
err-reinforcements-axis-hc = Only the Axis High Commander places reinforcements (R10).
err-support-allied-hc = Only the Allied High Commander assigns support to this attack (R6.6).
err-support-axis-hc = Only the Axis High Commander assigns support to this attack (R6.6).
err-commit-allied-hc = Only the Allied High Commander commits the side's orders (R6.2).
err-commit-axis-hc = Only the Axis High Commander commits the side's orders (R6.2).

## src/app/reports.rs

err-turn-map-not-kept = That turn's map was not kept.

## Odds as the rules write them (src/rules/combat.rs, battle_view.rs)

# $a, $d: attackers and defenders; $ratio: "3.5:1"; $type: CMBN's battle type.
odds-provisional = { $a } vs { $d }: { $ratio }, { $type } (provisional: defenders not chosen)
odds-ratio = { $a } vs { $d }: { $ratio }, { $type }
odds-plain = { $a } vs { $d }: { $type }
# $type: CMBN's battle type.
odds-type-provisional = { $type } (provisional)
