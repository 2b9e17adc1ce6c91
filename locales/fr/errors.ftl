# Errors and flashes (French): the English texts of locales/en/errors.ftl
# (refusals of a request, and what a page says after a form) in this
# language, with the same placeables. Names, ids, numbers, field names,
# URLs and rule ids (R1.2) are data.

## src/error.rs

err-disk-full = Le disque du serveur est plein : rien n'a été modifié. La lecture fonctionne toujours. Réessayez plus tard.
err-db-away = La base de données ne répond pas pour le moment : rien n'a été modifié. Réessayez dans quelques secondes.

## src/web/commands.rs

# Also in src/web/http/input.rs.
err-address-malformed = Cette adresse est mal formée.
# Also in src/web/api/commands.rs and src/web/http/input.rs.
# $reason: the JSON reader's explanation (English, from the library).
err-json-unreadable = Le corps JSON n'a pas pu être lu : { $reason }.

## src/web/auth/csrf.rs

err-csrf-cross-site = Ce formulaire a été envoyé depuis un autre site et a été refusé.
err-csrf-stale = Votre session a expiré ou le formulaire est périmé : rien n'a été modifié. Rechargez la page et réessayez.

## src/web/http/input.rs

err-form-too-large = Ce formulaire dépasse ce que Bocage accepte (256 Ko). Rien n'a été modifié.
# Also in src/web/pages/campaign/forms.rs and form_readers.rs.
# $reason: the form reader's explanation (English, from the library).
err-form-unreadable-because = Le formulaire n'a pas pu être lu : { $reason }.
# $what: the field's name in English words from the code (e.g. "arrival round"); $value: what was typed (at most 20 characters).
err-not-a-number = { $what } : un nombre est attendu, « { $value } » n'en est pas un.
# $reason: the address reader's explanation (English, from the library).
err-address-malformed-because = Cette adresse est mal formée : { $reason }.
# $reason: the query reader's explanation (English, from the library).
err-query-malformed = Les paramètres de l'adresse (query string) sont mal formés : { $reason }.

## src/web/http/errors.rs

err-request-too-large = Cette requête dépasse ce que Bocage accepte ici (256 Ko pour les formulaires et les fichiers de scénario, 2 Mo pour le JSON). Rien n'a été modifié.

## src/web/api/commands.rs

err-dry-run-flag = dry_run vaut true ou false.
err-json-not-object = Le corps JSON doit être un objet.

## src/web/api/campaigns.rs

# $phase: the phase's label in English, e.g. "Round 3, Allied Combat move".
err-no-saved-map-for = Il n'y a pas de carte enregistrée pour { $phase }.
err-units-not-ids = units doit être une liste d'identifiants d'unités, p. ex. 3,4,5
# Also in src/web/api/files.rs, src/web/drawn.rs, src/app/files.rs and src/rules (ctx.rs, clock.rs).
# $battle: the battle's number.
err-no-battle = Il n'y a pas de bataille { $battle } dans cette campagne.
# Also in src/web/pages/campaign/setup.rs.
err-export-gm-only = Seul le maître de jeu exporte la campagne (elle contient les secrets des deux camps).
err-import-admin-or-gm = Seul un administrateur du site ou un maître de jeu importe des scénarios.
err-scenario-not-utf8 = Le fichier de scénario n'est pas du texte UTF-8.
# Also in src/web/pages/campaign/report.rs and fields.rs.
err-side-allies-or-axis = Le camp doit être allies ou axis.
# $value: the version asked for.
err-version-side-or-public = La version est side ou public, pas « { $value } ».
# Also in src/web/pages/campaign/report.rs.
# $round: the round's number.
err-turn-not-played-allied = Manche { $round } : le tour allié n'a pas encore été joué.
# $round: the round's number.
err-turn-not-played-axis = Manche { $round } : le tour de l'Axe n'a pas encore été joué.

## src/web/api/files.rs

# Also in src/web/pages/campaign/files.rs.
err-upload-unreadable = L'envoi n'a pas pu être lu.
# $value: the value given.
err-gm-only-flag = gm_only vaut true ou false, pas « { $value } ».
# $battle: the battle's number.
err-no-turn-files-to-follow = La bataille { $battle } n'a pas de fichiers de tour que vous pouvez suivre : ses deux commandants, leurs commandants en chef et le MJ les suivent, une fois qu'elle est mise en place en PBEM.

## src/web/api/story.rs

# $value: the format asked for (at most 20 characters).
err-format-json-or-csv = Le format est json ou csv, pas « { $value } ».

## src/web/api/live.rs

err-view-not-event-id = view est l'identifiant d'un événement : 16 chiffres hexadécimaux.

## src/web/pages/campaign/forms.rs

flash-done = C'est fait.

## src/web/pages/campaign/form_readers.rs

err-form-unreadable = Le formulaire n'a pas pu être lu.
err-away-until = Indiquez jusqu'à quand vous êtes absent.
err-choose-seat = Choisissez un poste.
# $reason: the JSON reader's explanation (English, from the library).
err-tables-not-json = Les tables ne sont pas du JSON valide : { $reason }.
err-date-format = La date doit avoir la forme 1944-06-06.
err-choose-nation = Choisissez une nation.
err-unknown-support = Type de soutien inconnu.
err-choose-outcome = Choisissez l'un des neuf résultats.
err-time-block = Une plage horaire n'a pas pu être lue.
err-session-start = Choisissez quand la session commence.
# $link: the invitation link.
flash-invitation-created = Invitation créée. Envoyez ce lien au joueur (valable 7 jours) : { $link }
flash-member-added = Membre ajouté.
flash-orders-done = Vos ordres sont déclarés terminés : votre commandant en chef le voit. Toute modification de vos ordres annule cette déclaration.
flash-orders-not-done = Vos ordres ne sont plus déclarés terminés.
flash-seat-requested = Votre demande est partie au MJ, qui l'accepte ou la refuse.
flash-seat-taken = Le poste est à vous : vous le commandez désormais (voir Vos bataillons).
flash-seat-closed = Poste fermé : il n'est plus proposé.
flash-seat-opened = Poste ouvert : il figure sur la page des postes vacants, visible de tous les membres.
flash-orders-committed = Ordres validés.
flash-orders-committed-one-battle = Ordres validés. 1 bataille déclarée : attribuez le soutien d'artillerie, aérien et naval sur la fiche de chaque bataille (page Batailles), si vous le souhaitez.
# $n: how many battles were declared (2 or more).
flash-orders-committed-battles = Ordres validés. { $n } batailles déclarées : attribuez le soutien d'artillerie, aérien et naval sur la fiche de chaque bataille (page Batailles), si vous le souhaitez.
# $status: the campaign's status, already in the reader's language.
flash-undone = Annulé : retour à { $status }

## src/web/pages/campaign/fields.rs

# $field: the form field's name (code); $value: what was sent (at most 20 characters).
err-field-not-id = { $field } : « { $value } » n'est pas un identifiant.
# $what: what is missing, in English words from the code (e.g. "rounds", "the new commander").
err-give-the = Indiquez { $what }.
err-date-time-format = Indiquez une date et une heure, p. ex. 2026-12-01T18:00.
err-time-not-in-zone = Cette heure n'existe pas dans votre fuseau horaire (changement d'heure).
# $value: what was sent (at most 20 characters).
err-not-an-id = « { $value } » n'est pas un identifiant.

## src/web/pages/campaign/messages.rs

flash-message-changed = Message modifié.
flash-message-deleted = Message supprimé.

## src/web/pages/campaign/webhooks.rs

# Also in src/app/webhooks.rs.
err-webhooks-gm-only = Seul le MJ gère les webhooks de la campagne.
# $host: the webhook's host name.
flash-webhook-added = Webhook vers { $host } ajouté.
flash-webhook-removed = Webhook supprimé.

## src/web/pages/campaign/files.rs

err-form-out-of-date = Ce formulaire est périmé. Rechargez la page et réessayez.
err-one-file = Un seul fichier par envoi.
# $file: the file's name.
flash-file-attached = { $file } joint.
# $file: the turn file's name.
flash-turn-file-sent = { $file } envoyé : votre adversaire est prévenu.
# $file: the file's name.
flash-file-removed = { $file } supprimé.

## src/web/pages/campaign/aars.rs

flash-aar-saved = Compte rendu enregistré.

## src/web/pages/campaign/notes.rs

flash-notepad-saved = Bloc-notes enregistré.
flash-choose-round = Choisissez la manche à laquelle la note s'ouvre.
flash-note-sealed = Note scellée.

## src/web/pages/campaign/overview.rs

err-start-date-format = La date de début doit avoir la forme 1944-06-06.
flash-campaign-created = Campagne créée. Ajoutez les bataillons et les membres dans Paramètres.
err-nudge-gm-only = Seul le maître de jeu relance les joueurs.
# Also a form's answer in src/rules/registry.rs.
flash-reminder-sent = Rappel envoyé.

## src/web/pages/campaign/replay.rs

# $n: how many frames the replay has.
err-replay-frames = Le rejeu a les images 1 à { $n }.
err-round-number = La manche est un nombre, p. ex. round=3.

## src/web/pages/campaign/setup.rs

# $problems: the problems found, in English, separated by "; ".
err-scenario-refused = Le fichier de scénario a été refusé, rien n'a été créé : { $problems }
err-import-gm-or-admin = Seul un maître de jeu ou un administrateur du site importe des scénarios.

## src/web/pages/account.rs

err-sign-in-rate = Trop de tentatives de connexion depuis votre adresse. Attendez une minute, puis réessayez.
flash-game-saved = Enregistré : les maîtres de jeu de vos campagnes le voient.
# $value: the time zone given (at most 60 characters).
err-time-zone-unknown = « { $value } » n'est pas un fuseau horaire que Bocage connaît.
flash-profile-saved = Profil enregistré.
err-password-confirm = Le nouveau mot de passe et sa confirmation diffèrent.
flash-password-changed = Mot de passe modifié.
flash-password-changed-one-token = Mot de passe modifié. 1 jeton d'API a pris fin : créez-en de nouveaux là où vous en avez besoin.
# $n: how many API tokens ended (2 or more).
flash-password-changed-tokens = Mot de passe modifié. { $n } jetons d'API ont pris fin : créez-en de nouveaux là où vous en avez besoin.
err-token-name = Nommez le jeton (1 à 60 caractères) pour pouvoir le reconnaître plus tard.
flash-token-created = Jeton créé. Copiez-le maintenant : il n'est affiché qu'une fois.
flash-token-revoked = Jeton révoqué.

## src/web/pages/language.rs

err-choose-language = Choisissez l'une des langues proposées.

## src/web/pages/mailpages.rs

err-digest-hour = L'heure du récapitulatif doit être comprise entre 0 et 23.
# $value: the mode given (at most 20 characters).
err-mail-mode = « { $value } » n'est ni immediate, ni digest, ni off.
flash-mail-prefs-saved = Préférences d'e-mail enregistrées.
flash-calendar-created = Nouveau lien de calendrier créé. L'ancien ne fonctionne plus.
flash-calendar-revoked = Lien de calendrier révoqué.
err-reset-rate = Trop de demandes de réinitialisation depuis votre adresse. Attendez une minute, puis réessayez.

## src/web/pages/invite.rs

flash-welcome = Bienvenue sur Bocage. Votre mot de passe est défini.

## src/web/pages/sessions.rs

flash-session-signed-out = Cette session est déconnectée.

## src/web/drawn.rs

# $value: the viewpoint asked for (at most 20 characters).
err-viewpoint-unknown = Le point de vue est allies, axis, public ou complete, pas « { $value } ».
err-viewpoint-not-yet = Tant que la campagne n'est pas terminée, vous la rejouez telle que vous l'avez vue. Les autres points de vue s'ouvrent à sa fin.

## src/render/animation.rs

# $round: the round's number.
err-round-no-phase = La manche { $round } n'a pas encore de phase enregistrée à montrer.
err-campaign-no-phase = La campagne n'a pas encore de phase enregistrée à montrer.
# $n: how many frames it would be; $max: the most a picture holds.
err-too-many-frames = Cela ferait { $n } images, une animation en contient au plus { $max }. Demandez une seule manche (round=3).
err-nothing-to-draw = Il n'y a rien à dessiner.

## src/app/passwords.rs

err-password-short = Choisissez un mot de passe d'au moins 10 caractères.
err-password-long = Les mots de passe sont limités à 256 caractères.

## src/app/faces/accounts.rs

err-password-wrong = Votre mot de passe actuel n'est pas le bon.

## src/app/accounts.rs

# $campaign: the campaign's name; $name: the other member's display name.
err-name-taken = Dans { $campaign }, { $name } porte déjà ce nom. Choisissez-en un autre.

## src/app/execute.rs

err-admin-not-member = Les administrateurs du site peuvent lire toutes les campagnes, mais n'agissent que dans celles dont ils sont membres.

## src/app/intake.rs

# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $size: the file's size (e.g. "1.2 MB").
err-campaign-full = Les fichiers de cette campagne occupent { $used } sur ses { $max } Mo : un fichier de { $size } n'y tient pas. Le MJ peut supprimer d'anciens fichiers.

## src/app/files.rs

# $max: the largest file in MB (a number).
err-file-too-large = Un fichier de bataille ne peut dépasser { $max } Mo. Rien n'a été enregistré.
err-attach-commanders-only = Seuls les deux commandants d'une bataille et le MJ y joignent des fichiers.
err-file-name = Nommez le fichier (p. ex. turn 3.ema) : son nom dit ce qu'il prétend être.
# $used: what the campaign's files take (e.g. "12.3 MB"); $max: the campaign's room in MB (a number); $file: the file's name; $size: its size (e.g. "1.2 MB").
err-campaign-full-file = Les fichiers de cette campagne occupent { $used } sur ses { $max } Mo : { $file } ({ $size }) n'y tient pas. Le MJ peut supprimer d'anciens fichiers.
err-upload-lost = L'envoi a duré plus d'un jour et a été abandonné ; rien n'a été enregistré. Envoyez le fichier à nouveau.
# $id: the file's number.
err-no-file = Il n'y a pas de fichier { $id } dans cette campagne que vous puissiez voir.
err-file-remove = Seuls la personne qui a envoyé le fichier et le MJ le suppriment.
err-turn-file-remove = C'est un fichier de tour de l'échange de la bataille (R13.3) : il part quand des fichiers plus récents le remplacent, ou quand son expéditeur le reprend avant qu'il soit téléchargé.
# $file: the file's name.
err-file-not-base64 = Les octets du fichier { $file } ne sont pas en base64.
# $file: the file's name.
err-file-digest = Le fichier { $file } ne correspond pas à son empreinte SHA-256.
err-too-many-files = trop de fichiers

## src/rules/files.rs

err-file-empty = Le fichier est vide.
# $file: the file's name.
err-file-kind-unknown = « { $file } » n'est pas un type de fichier que Bocage conserve. Bocage conserve les fichiers CMBN (.bts, .btt, .ema), les captures d'écran PNG et JPEG et les PDF.
# $file: the file's name; $kind: what its name claims, in English words from the code ("CMBN file", "PNG image", "JPEG image", "PDF"); $found: what its content is, in English words from the code (e.g. "a PNG image", "text").
err-file-content = « { $file } » est nommé comme un { $kind }, mais son contenu est { $found } : les fichiers sont vérifiés d'après leur contenu, pas d'après leur nom. Bocage conserve les fichiers CMBN (.bts, .btt, .ema), les captures d'écran PNG et JPEG et les PDF.

## src/app/aars.rs

err-aar-commanders-only = Seuls les deux commandants d'une bataille en rédigent les comptes rendus.
err-aar-after-result = Un compte rendu se rédige une fois le résultat saisi (R7.5).
# $max: the most characters a report has; $n: how many this one has.
err-aar-length = Un compte rendu compte de 1 à { $max } caractères, celui-ci en a { $n }.

## src/app/messages.rs

err-write-something = Écrivez d'abord quelque chose.
# $max: the most characters a message holds; $n: how many this one has.
err-message-too-long = Un message compte au plus { $max } caractères, celui-ci en a { $n }.
err-directive-hc-only = Seul un commandant en chef envoie une directive, dans le canal propre à son camp.
# $max: the most messages a minute.
err-message-rate = Au plus { $max } messages par minute. Patientez un peu, votre texte est conservé.
# $minutes: how long after posting a message may be edited.
err-message-edit-author = Seul son auteur peut modifier un message, dans les { $minutes } minutes qui suivent sa publication.
err-message-delete = Seuls son auteur ou le maître de jeu peuvent supprimer un message.

## src/app/campaigns.rs

# $label: the phase label asked for (at most 40 characters).
err-no-saved-map-label = Il n'y a pas de carte enregistrée pour « { $label } ».
err-create-admin-only = Seul un administrateur du site peut créer des campagnes.
err-campaign-name = Une campagne a besoin d'un nom de 1 à 80 caractères.
# $map: the map asked for (at most 40 characters).
err-no-map = Il n'y a pas de carte « { $map } ».
# $role: the role given in the scenario file.
err-not-a-role = { $role } n'est pas un rôle

## src/app/prepare.rs

err-no-template = Pas de modèle pour cette nation.

## src/app/mail.rs

err-nudge-not-member = Ce joueur n'est pas membre de cette campagne.
err-nudged-recently = Ce joueur a déjà été relancé au cours des dernières 24 heures.

## src/app/webhooks.rs

err-language-gm-only = Seul le MJ choisit la langue de la campagne.
err-webhook-address-length = Une adresse de webhook compte de 1 à 500 caractères.
# $value: the format given.
err-webhook-format = Le format est discord ou generic, pas « { $value } ».
# $value: the event given.
err-webhook-event = « { $value } » n'est pas un événement. Choisissez parmi turn_report, phase_opened, battle_set, result_in, victory.
err-webhook-no-event = Choisissez au moins un événement à envoyer.
# $max: the most webhooks a campaign has.
err-webhooks-max = Une campagne a au plus { $max } webhooks.
# $id: the webhook's number.
err-no-webhook = Il n'y a pas de webhook { $id } dans cette campagne.

## src/hooks/mod.rs

err-webhook-backslash = Une adresse de webhook ne contient ni barre oblique inverse ni caractère de contrôle.
err-webhook-https = Une adresse de webhook commence par https://.
err-webhook-host = Une adresse de webhook nomme un hôte (sans utilisateur ni mot de passe).
# $scheme: the address's scheme (e.g. ftp).
err-webhook-scheme = Les webhooks ne vont qu'à des adresses https (celle-ci est en { $scheme }://). Un hôte http doit figurer dans webhooks.allow.
# $host: the webhook's host name.
err-webhook-no-address = { $host } ne se résout en aucune adresse.
# $ip: the internal address; $host: the webhook's host name.
err-webhook-internal = Refusé : { $ip } est une adresse privée, de bouclage ou lien-local ({ $host }). Un administrateur du site peut l'ajouter à webhooks.allow.

## src/rules/roles.rs

# $max: the most characters a display name has.
err-display-name-length = Un nom affiché compte de 1 à { $max } caractères.
# $code: the character's code point in hexadecimal (e.g. 200B).
err-display-name-hidden = Un nom affiché ne contient que des caractères visibles et des espaces (pas U+{ $code }).

## src/rules/location.rs

# $value: the place given.
err-not-launch-box = « { $value } » n'est pas une zone d'embarquement
# $value: the place given (at most 40 characters).
err-not-place = « { $value } » n'est pas un lieu de la carte
# $value: the phase label given (at most 40 characters).
err-not-phase = « { $value } » n'est pas une phase de la forme 3.allies.combat_move

## src/rules/registry.rs

# What a campaign page's form says once done (its entry's `say`).
flash-params-saved = Paramètres enregistrés.
flash-calendar-saved = Calendrier enregistré.
flash-battalion-added = Bataillon ajouté.
flash-battalion-saved = Bataillon enregistré.
flash-battalion-removed = Bataillon supprimé.
flash-unit-renamed = Unité renommée.
flash-support-unit-added = Unité de soutien ajoutée.
flash-unit-removed = Unité supprimée.
flash-control-saved = Contrôle enregistré.
flash-member-removed = Membre retiré.
flash-campaign-started = La campagne a commencé : manche 1, tour allié, mouvement de combat.
flash-move-drafted = Ordre préparé. Le commandant en chef valide les ordres du camp.
flash-move-changed = Ordre modifié.
flash-move-deleted = Ordre supprimé.
flash-reinforcements-placed = Renforts placés.
flash-support-saved = Soutien enregistré.
flash-defenders-chosen = Défenseurs choisis.
flash-conditions-saved = Conditions enregistrées.
flash-due-date-saved = Échéance enregistrée.
flash-game-kit-saved = Enregistré : chaque fiche de mise en place l'indique.
flash-marked-set-up = Marquée comme mise en place : ses commandants sont prévenus.
flash-battle-in-play = La bataille est en cours.
flash-turn-sent = Fichier de tour envoyé : votre adversaire est prévenu.
flash-turn-taken-back = Fichier de tour repris.
flash-marked-downloaded = Marqué comme téléchargé.
flash-turn-clock-saved = Délai de tour enregistré.
flash-conceded = Bataille concédée : le maître de jeu est prévenu et saisit le résultat.
flash-play-times-saved = Enregistré : votre adversaire voit quand vous pouvez jouer.
flash-session-proposed = Proposé : votre adversaire est prévenu.
flash-session-answered = Réponse donnée : votre adversaire est prévenu.
flash-session-reported = Signalé : le maître de jeu décide.
flash-decided = Décidé.
flash-result-entered = Résultat saisi.
flash-casualties-recorded = Pertes enregistrées.
flash-extension-requested = Votre demande est partie au MJ.
flash-answered = Réponse donnée.
flash-marked-away = Vous êtes signalé absent. Votre suppléant vous remplace.
flash-welcome-back = Bon retour parmi nous.
flash-deputy-saved = Suppléant enregistré.
flash-handed-over = Passation faite : le nouveau commandant a reçu son briefing, et le canal du camp l'annonce.
flash-deadline-saved = Date limite enregistrée.
flash-schedule-saved = Calendrier des phases enregistré.
flash-deadline-processed = La date limite a été traitée.
flash-due-date-processed = L'échéance a été traitée.
flash-chased = Relance envoyée.
flash-absence-over = L'absence est terminée.
flash-campaign-paused = La campagne est en pause.
flash-campaign-resumes = La campagne reprend.
flash-unit-restored = Unité rétablie.
flash-drawn = Dessiné sur la carte de votre camp.
flash-annotation-removed = Annotation supprimée.
flash-unit-corrected = Unité corrigée.
flash-zone-corrected = Zone corrigée.
flash-result-corrected = Résultat corrigé.

## src/rules (refusals of who may act, and of what does not exist)

# $battalion: the defending battalion's name.
err-defenders-commander-only = Seul le commandant de { $battalion } en choisit les défenseurs (R7.1).
err-ready-allied-only = C'est un commandant de bataillon du camp allié qui déclare ses ordres terminés (R5.12).
err-ready-axis-only = C'est un commandant de bataillon du camp de l'Axe qui déclare ses ordres terminés (R5.12).
err-play-times-commanders-only = Seuls les deux commandants de la bataille indiquent quand ils peuvent jouer (R13.6).
err-propose-commanders-only = Seuls les deux commandants de la bataille proposent une session (R13.6).
err-answer-commanders-only = Seuls les deux commandants de la bataille répondent à une session proposée (R13.6).
err-report-commanders-only = Seuls les deux commandants de la bataille signalent une session (R13.6).
err-away-members-only = Seuls les membres se signalent absents (R1.5).
err-no-such-battalion = Ce bataillon n'existe pas dans cette campagne.
err-deputy-who-names = Le MJ, le commandant en chef du camp ou le titulaire du poste nomme un suppléant (R1.5).
# $unit: the unit's name; $battalion: its battalion's name.
err-unit-not-commanded = { $unit } appartient à { $battalion }, que vous ne commandez pas (R6.2).
# $unit: the unit's name.
err-side-asset = { $unit } est une ressource du camp : seul le commandant en chef la déplace (R6.2).
err-handover-battalion = Seul le maître de jeu ou le commandant en chef du camp transmet un bataillon (R1.6).
err-handover-hc = Seul le maître de jeu transmet le poste d'un commandant en chef (R1.6).
err-open-seat-who = Seul le maître de jeu (ou le commandant en chef du camp, pour ses bataillons) ouvre un poste (R1.6).
err-seat-allied-who = Un poste vacant du camp allié est pris par un observateur ou par un commandant de ce camp (R1.6).
err-seat-axis-who = Un poste vacant du camp de l'Axe est pris par un observateur ou par un commandant de ce camp (R1.6).
err-no-seat-request = Ce membre n'a pas de demande de poste en attente.
err-member-gone = Ce membre ne fait plus partie de cette campagne.
# $battalion: the battalion's number.
err-no-battalion = Il n'y a pas de bataillon { $battalion } dans cette campagne.
err-no-such-battalion-short = Ce bataillon n'existe pas.
# $unit: the unit's number.
err-no-unit = Il n'y a pas d'unité { $unit } dans cette campagne.
err-draw-own-layer = Vous ne dessinez que sur le calque de votre propre camp (R12.5).
err-draw-who = Seuls les membres d'un camp (son commandant en chef et ses commandants de bataillon) et le MJ dessinent sur son calque (R12.5).
err-no-annotation = Cette annotation n'existe pas sur la carte de votre camp.
err-annotation-remove = Seuls son auteur ou le commandant en chef du camp suppriment une annotation (R12.5).
err-game-began-who = Seuls les deux commandants de la bataille ou le maître de jeu indiquent que sa partie a commencé (R13.1).
err-send-turn-commanders-only = Seuls les deux commandants de la bataille envoient ses fichiers de tour (R13.3).
# $file: the file's number; $battle: the battle's number.
err-no-file-to-send = Il n'y a pas de fichier { $file } de la bataille { $battle } à envoyer.
err-take-back-sender-only = Seul l'expéditeur d'un fichier de tour peut le reprendre (R13.3).
err-fetch-receiver-only = Seul le commandant à qui un fichier de tour a été envoyé le récupère (R13.3).
# $battle: the battle's number; $n: the turn file's number.
err-no-turn-file = La bataille { $battle } ne conserve pas de fichier de tour { $n }.
err-no-user = Cet utilisateur n'existe pas.
# $member: the member's number.
err-no-member = Il n'y a pas de membre { $member } dans cette campagne.
err-observers-no-orders = Les observateurs lisent la campagne, ils ne donnent pas d'ordres (R1.2).
# $battalion: the battalion's name.
err-casualties-commander-only = Seul le commandant de { $battalion } en choisit les pertes (R8.1).
# $zone: the zone asked for.
err-no-zone = Il n'y a pas de zone { $zone } sur cette carte.
# $box: the launch box asked for.
err-no-launch-box = Il n'y a pas de zone d'embarquement { $box } sur cette carte.
err-extension-who = Le commandant en chef ou les commandants de bataillon d'un camp demandent plus de temps, le MJ déplace la date limite (R5.10).
err-no-extension-request = Ce membre n'a pas de demande en attente.
# $move: the drafted move's number.
err-no-draft = Il n'y a pas d'ordre préparé { $move }.
err-draft-change-who = Seuls l'auteur de l'ordre, son commandant de bataillon ou le commandant en chef peuvent le modifier (R6.2).
err-concede-commanders-only = Seuls les deux commandants de la bataille la concèdent (R13.5).
err-gm-only = Seul le maître de jeu peut faire cela (R1.2).
err-gm-decides-session = Seul le maître de jeu tranche une session en direct (R13.6).
err-gm-answers-seat = Seul le maître de jeu répond à une demande de poste (R1.6).
err-gm-changes-battalion = Seul le maître de jeu peut modifier un bataillon (R1.2).
err-gm-renames-units = Seul le maître de jeu peut renommer des unités (R1.2).
err-gm-starts = Seul le maître de jeu lance la campagne (R1.2).
err-gm-sets-up-battle = Seul le maître de jeu indique qu'une bataille est mise en place dans CMBN (R13.1).
err-gm-states-kit = Seul le maître de jeu indique la version de CMBN et les modules (R13.2).
err-gm-due-date = Seuls le maître de jeu ou l'horloge traitent une échéance (R5.11).
err-gm-ends-absence = Seuls le maître de jeu ou l'horloge mettent fin à l'absence d'un autre membre (R1.5).
err-gm-adds-members = Seul le maître de jeu ajoute des membres (R1.2).
err-gm-removes-members = Seul le maître de jeu retire des membres (R1.2).
err-gm-undoes = Seul le maître de jeu peut annuler un changement de phase (R12.2).
err-gm-answers-extensions = Seul le maître de jeu répond aux demandes de prolongation (R5.10).
err-gm-schedule = Seul le maître de jeu fixe le calendrier des phases (R1.2).
err-gm-deadline = Seuls le maître de jeu ou l'horloge traitent une date limite (R5.7).
err-gm-pauses = Seul le maître de jeu met la campagne en pause (R1.2).
err-gm-resumes = Seul le maître de jeu fait reprendre la campagne (R1.2).
err-gm-turn-clock = Seul le maître de jeu fixe le délai de tour d'une bataille (R13.4).
err-gm-chases-turn-file = Seuls le maître de jeu ou l'horloge relancent un fichier de tour (R13.4).
err-gm-corrects = Seul le maître de jeu corrige la campagne (R12.3).
err-gm-chases-battle = Seul le maître de jeu relance une bataille (R13.5).
err-gm-setup = Seul le maître de jeu peut modifier la configuration de la campagne (R1.2).
err-reinforcements-allied-hc = Seul le commandant en chef allié place les renforts (R10).
err-reinforcements-axis-hc = Seul le commandant en chef de l'Axe place les renforts (R10).
err-support-allied-hc = Seul le commandant en chef allié attribue le soutien à cette attaque (R6.6).
err-support-axis-hc = Seul le commandant en chef de l'Axe attribue le soutien à cette attaque (R6.6).
err-commit-allied-hc = Seul le commandant en chef allié valide les ordres du camp (R6.2).
err-commit-axis-hc = Seul le commandant en chef de l'Axe valide les ordres du camp (R6.2).

## src/app/reports.rs

err-turn-map-not-kept = La carte de ce tour n'a pas été conservée.

## Rapports de force, tels que les règles les écrivent

odds-provisional = { $a } contre { $d } : { $ratio }, { $type } (provisoire : défenseurs non choisis)
odds-ratio = { $a } contre { $d } : { $ratio }, { $type }
odds-plain = { $a } contre { $d } : { $type }
odds-type-provisional = { $type } (provisoire)
