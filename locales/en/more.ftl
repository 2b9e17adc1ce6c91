# More pages (English): the account page's other sections, the password
# and invitation pages, unsubscribing, the API's documentation page, the
# statistics, the replay, the turn report, the webhooks, and what the
# orders page still said in English. Place names, unit names, people's
# names and numbers are data, passed as arguments and shown as they are.

## Account

account-game-title = Your Combat Mission
account-game-hint = Which CMBN version and modules you have: a campaign's battles need the version and modules its game master states (R13.2), and the game master is told when a battle's commander lacks them.
account-game-version = CMBN version (as the game's title screen shows it, e.g. 5.01)
account-game-modules = Modules you have, one per line (e.g. Commonwealth Forces, Market Garden)
account-save = Save
account-password = Password
account-current-password = Current password
account-new-password = New password (10 characters or more)
account-confirm-password = Confirm the new password
account-end-tokens = End my API tokens too
account-password-hint = A new password signs out every browser but this one. A password reset or an invitation link also ends every API token.
account-change-password = Change password
account-tokens = API tokens
# Followed by the header a token is sent in (code), then account-tokens-use.
account-tokens-send = Send a token as
# Followed by the link account-tokens-api, then a full stop.
account-tokens-use = to use the
account-tokens-api = JSON API
account-new-token = New token:
account-no-tokens = No tokens yet.
account-col-name = Name
account-col-created = Created (UTC)
account-revoke = Revoke
account-token-name = Token name
account-token-example = e.g. my scripts
account-create-token = Create token
account-sessions = Where you are signed in
# $n: hours without use before a session ends; $lifetime: hours after
# sign-in at the latest (English says "hours" for any number).
account-sessions-hint = A session ends after { $n } hours without use, and { $lifetime } hours after sign-in at the latest. Changing your password signs out every other session.
account-col-browser = Browser
account-col-address = Address
account-col-last-used = Last used (UTC)
account-this-session = (this one)
# $time: when the session began ("2026-06-06 14:00").
account-signed-in-at = signed in { $time }
account-sign-out-everywhere = Sign out everywhere
account-mail = Email
account-mail-what = What
account-mail-how = How
account-mail-always = always sent
account-mail-immediate = immediately
account-mail-digest = in my daily digest
account-mail-off = off
account-digest-hour = Daily digest at (hour, your time zone)
account-save-mail = Save mail preferences
account-calendar = Deadline calendar
account-calendar-hint = A private iCalendar link with every phase deadline and battle due date of your campaigns.
account-calendar-new = Your calendar link (copy it now: it is shown only once):
account-calendar-active = A calendar link is active. Lost it? Replace it, and subscribe again with the new one.
account-calendar-replace = Replace the link
account-calendar-create = Create a calendar link

## Mail categories (the account page and the unsubscribe page)

account-mail-cat-invitation = Invitations to a campaign
account-mail-cat-password-reset = Password resets
account-mail-cat-nudge = Reminders from the game master
account-mail-cat-directive = Directives from your High Commander
account-mail-cat-phase = A phase opens and you have something to do
account-mail-cat-reminder = Orders due: 24 and 2 hours before a deadline
account-mail-cat-drafts-ready = All battalion commanders are ready (High Commanders, R5.12)
account-mail-cat-orders = Your side's orders were committed
account-mail-cat-battle = A battle is set, defenders to choose
account-mail-cat-result = A result is in, casualties to choose
account-mail-cat-victory = The campaign is won
account-mail-cat-schedule = The campaign pauses or resumes; a deadline waits on the game master
account-mail-cat-message = New messages in your channels
account-mail-cat-summary = Back from an absence: what happened meanwhile; a seat handed to you

## Forgotten password, invitation, unsubscribing

forgot-check-mail = Check your mail
forgot-sent = If that address has an account, a link to choose a new password is on its way. It works once, for one hour.
forgot-send = Send me a reset link
invite-title = Choose your password
# Followed by the account's email address (in bold), then a full stop.
invite-sets = This sets the password of
invite-password = Password (10 characters or more)
invite-submit = Set password and sign in
unsubscribe-done = Unsubscribed
# Followed by the kind of mail (in bold, an account-mail-cat-* message).
unsubscribe-no-longer = You will no longer get:
unsubscribe-back-on = You can turn it back on from your account page.
unsubscribe-stop = Stop these emails?
unsubscribe-button = Unsubscribe

## The API's documentation page (its text runs around code: each message
## is a piece between two code elements)

apidocs-description = The Bocage JSON API: every action of the campaign pages, with examples and an OpenAPI 3.1 document.
apidocs-title = Bocage JSON API (v1)
# Then: /api/v1
apidocs-under = Every endpoint lives under
apidocs-answers = and answers JSON. Authenticate with a personal token
# Then: the command that makes a token.
apidocs-account-page = (account page, or
# After the command: ") sent as", then the header.
apidocs-sent-as = ) sent as
# After the header and a semicolon.
apidocs-csrf = requests with a token need no CSRF token. A browser session works too, with the header
apidocs-unsafe = on unsafe methods.
apidocs-404 = Campaigns you are not a member of answer
apidocs-403 = A role that may not do something gets
apidocs-400 = a body that cannot be read
apidocs-401 = a missing or bad token
apidocs-422 = and an order that breaks a rule
apidocs-422-after = with the rule id and the numbers. Nothing is partially applied. Errors always look like:
apidocs-locations = Locations are strings: a zone
apidocs-launch-box = a launch box
apidocs-or = or
apidocs-sides = Sides are
apidocs-and = and
apidocs-phases = phases
apidocs-commands = Commands answer with the events they recorded and the campaign as it now is
# Then: GET /api/v1/campaigns/{id}
apidocs-as = as
apidocs-minimal =
    A client that makes many changes and reads the campaign when it
    needs it may send
# Between "(RFC 7240):" and "campaign".
apidocs-leaves = the answer then leaves
apidocs-keeps =
    out, keeps everything
    else
apidocs-where = where the endpoint names them
apidocs-carries = and carries
apidocs-machine = The machine-readable description is
# $who: who may call the endpoint (English, from the API's table);
# $status: the HTTP status of a success.
apidocs-who = Who: { $who }. Answers { $status }.
apidocs-request = Request
apidocs-response = Response

## Statistics

stats-title = Statistics
stats-hint = How the campaign went, round by round, as you may know it: counted from your view of the map at the end of each saved phase.
stats-hint-secrets = Support and reinforcements are counted only for the side whose secrets you share.
stats-csv = Download the turns as CSV
stats-replay = Replay the campaign
stats-none = Nothing to count yet: the campaign has not started.
# $title: a chart's title.
stats-as-table = { $title } as a table
stats-table-of = { $title }: table (scrolls sideways)
stats-col-round = Round
stats-turns = Turn by turn
stats-turns-table = Turns (scrolls sideways)
stats-col-turn = Turn
# "A" stands for the Allies, "X" for the Axis.
stats-col-zones = Zones A / X / contested
stats-col-objectives = Objectives A / X
stats-col-allied-units = Allied companies / platoons / artillery / air
stats-col-axis-units = Axis companies / platoons / artillery / air
stats-col-battle-results = Battles (won / drawn / held)
stats-col-losses = Losses A / X
stats-col-artillery-lost = Artillery lost A / X
stats-col-allied-support = Allied support (art / air / ships)
stats-col-allied-reinforcements = Allied reinforcements
stats-col-axis-support = Axis support (art / air)
stats-col-axis-reinforcements = Axis reinforcements
# $round: the round's number; $side: "allies" or "axis".
stats-turn = R{ $round } { $side ->
    [allies] Allied
   *[axis] Axis
}
stats-now = (now)
stats-battalions = Battalions
stats-battalions-table = Battalions (scrolls sideways)
stats-battalions-hint = Active companies and platoons of each of your side's battalions at the end of each turn.
stats-by-type = Battles by type
stats-by-type-table = Battles by type (scrolls sideways)
stats-col-type = Type
stats-no-battles = No battle yet.
stats-battles-table = Battles (scrolls sideways)
stats-col-battle = Battle
stats-col-zone = Zone
stats-col-attacker = Attacker
stats-col-outcome = Outcome
stats-col-lost = Lost A / X
# $side: "allies" or "axis" (a column's or a badge's word).
stats-side = { $side ->
    [allies] Allied
   *[axis] Axis
}
stats-not-fought = not fought yet
# The charts: their titles, what they count, their series.
stats-chart-strength = Strength over rounds
stats-chart-strength-unit = companies and platoons
stats-chart-zones = Zones held
stats-chart-zones-unit = zones
stats-chart-battles = Battle outcomes per round
stats-chart-battles-unit = battles
stats-series-allies = Allied
stats-series-axis = Axis
stats-series-contested = Contested
stats-series-won = Attacker won
stats-series-drawn = Draw
stats-series-held = Defender held

## Replay

replay-title = Replay
replay-none = Nothing to replay yet: the first phase has not ended.
# $round: the round's number; $side: "allies" or "axis"; $phase: the phase.
replay-frame-title = Round { $round }, { $side ->
    [allies] Allied
   *[axis] Axis
} { $phase ->
    [combat_move] Combat move
    [combat_resolution] Combat resolution
    [combat_results] Combat results
    [non_combat_move] Non-combat move
   *[reinforcements] Reinforcements
}
# $current: the frame shown; $total: how many frames.
replay-frame-of = frame { $current } of { $total }
# $viewpoint: allies, axis, public or complete.
replay-viewpoint-name = { $viewpoint ->
    [allies] Allied
    [axis] Axis
    [public] Public
   *[complete] Complete (fog lifted)
}
# $name: a replay-viewpoint-name.
replay-view = { $name } view
replay-controls = Replay controls
replay-previous = ◀ Previous
replay-play = ▶ Play
replay-next = Next ▶
replay-speed = Speed
replay-slow = slow
replay-normal = normal
replay-fast = fast
replay-go-to = Go to
# $round: the round's number.
replay-round = Round { $round }
# $battle: the battle's number; $zone: its zone ("F14").
replay-battle-in = battle { $battle } in { $zone }
replay-show = Show
replay-viewpoint = Viewpoint
replay-switch = Switch
replay-keys = Keys: ← and → step, space plays and pauses. Arrows: solid for attacks, dashed for moves, dotted for landings and arrivals; a ring marks a zone that changed hands.
replay-phases = Phases
replay-forum = For the forum
replay-gif = The whole campaign as an animated picture
replay-gif-frames = (one frame per turn)
replay-gif-round = round { $round }
replay-public-hint = The public view: what everyone may see, nothing secret of either side, so it can be posted anywhere.
# What happened in a frame, joined by commas ("3 moves, 1 battle begun").
replay-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
replay-battles-begun = { $n ->
    [one] { $n } battle begun
   *[other] { $n } battles begun
}
replay-battles-decided = { $n ->
    [one] { $n } battle decided
   *[other] { $n } battles decided
}
replay-zones-changed = { $n ->
    [one] { $n } zone changed hands
   *[other] { $n } zones changed hands
}
replay-no-moves = no moves

## Turn report

# $campaign: the campaign's name; $round: the round; $side: "allies" or "axis".
report-title = { $campaign }: round { $round }, { $side ->
    [allies] Allied
   *[axis] Axis
} turn
report-heading = Round { $round }, { $side ->
    [allies] Allied
   *[axis] Axis
} turn
report-public = Public version
report-own = Your side's version
report-own-note = (support used; never shown to the enemy)
report-plain-text = Plain text
report-zones-changed = Zones whose control changed
report-none = None.
report-victory-track = Victory track
report-nobody = nobody
# $n: rounds left (English says "rounds" for any number).
report-rounds-left = { $n } rounds to go.
# $deadline: the next deadline, in the reader's time zone.
report-next-deadline = Next deadline: { $deadline }.
# $battle: the battle's number; $place: its zone and name.
report-battle-in = Battle { $battle } in { $place }
# $attacker, $defender: losses in units.
report-losses = (losses: attacker { $attacker }, defender { $defender })
# $support: what the attacker used (English, from the report).
report-support = support: { $support }
# $side: "allies" or "axis".
report-side-commander = { $side ->
    [allies] Allied commander:
   *[axis] Axis commander:
}
report-aar = After-action report
report-reinforcements = Reinforcements that arrived
report-artillery-lost = Artillery lost
report-so-far = The campaign so far
report-all-stats = All the statistics
report-map = The map at the end of the turn
report-png = The map as a picture (PNG), for forum posts

## Webhooks

webhooks-intro = Bocage can post this campaign's public news to a Discord channel or to any service that takes JSON: turn reports (with the map at the end of the turn on Discord), phases opening, battles set, results and victory. Only what every member may see is sent, never a side's secrets.
webhooks-list = This campaign's webhooks
webhooks-none = No webhooks yet.
webhooks-col-address = Address
webhooks-col-format = Format
webhooks-col-events = Events
webhooks-col-actions = Actions
webhooks-remove = Remove
# $host: the webhook's host (its address is secret).
webhooks-remove-which = the webhook to { $host }
webhooks-add = Add a webhook
webhooks-address = Address (in Discord: channel settings, Integrations, Webhooks, Copy Webhook URL)
webhooks-https = https only
webhooks-https-except = except the hosts this site allows
webhooks-never-private = never a private or local address. The address is kept secret: this page shows its host only.
webhooks-events-to-send = Events to send
webhooks-add-button = Add the webhook
webhooks-failed = Deliveries that failed
webhooks-format-generic = Generic JSON
webhooks-event-turn-report = Turn report
webhooks-event-phase-opened = Phase opened
webhooks-event-battle-set = Battle set
webhooks-event-result-in = Result in
webhooks-event-victory = Victory

## Orders (what pages.ftl does not say) and a campaign's status

# $n: how many units of the group.
orders-group-units = { $n ->
    [one] { $n } unit
   *[other] { $n } units
}
# $goes: where the group may go, orders-goes items joined by commas.
orders-may = may { $goes }
# $kind: the kind of move; $to: the destination ("F14").
orders-goes = { $kind ->
    [attack] attack
    [capture] capture
    [reinforce] reinforce
    [land] land
   *[move] move
} { $to }
# $kind: the kind of move to a destination.
orders-kind = { $kind ->
    [attack] attack
    [capture] capture
    [reinforce] reinforce
    [land] land
   *[move] move
}
# $targets: the battalions an attack may target, joined by orders-or.
orders-attack-of = attack: { $targets }
orders-or = or
# $name: a battalion; $zone: its zone; $odds: the odds (English, from the rules).
orders-target = { $name } (in { $zone }; { $odds })
# $who: a battalion's name or orders-side-artillery; $place: where it is.
orders-group = { $who } in { $place }
# $side: "allies" or "axis".
orders-side-artillery = { $side ->
    [allies] Allied artillery
   *[axis] Axis artillery
}
orders-artillery = Artillery
orders-kind-combat = combat
orders-kind-non-combat = non-combat
# $class: a unit's class (company, platoon, artillery, air).
orders-class = { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}
# A unit whose name says another class than the one it counts as.
orders-class-counts-as = { $class ->
    [company] counts as a company
    [platoon] counts as a platoon
    [artillery] counts as a artillery
   *[air] counts as a air
}
# $place: where the units are stuck.
orders-stuck-in = in { $place }

## A chart described in one sentence (its SVG's description)

# $title: the chart's title.
chart-describe-none = { $title }: no rounds played yet.
# $n: rounds; $values: each series' name and total, e.g. "Attacker won 3, Draw 1".
chart-describe-over = { $title } over { $n } rounds: { $values }.
# $round: the last round's label ("R3"); $values: each series' name and value.
chart-describe-end = { $title } at the end of { $round }: { $values }.
