# Pages (English): the frame every page shares, the sign-in and account
# pages, error pages. Place names, unit names and people's names are data,
# passed as arguments and shown as they are.

## The frame

# $title: the page's title.
page-description = { $title } in Bocage: Combat Mission: Battle for Normandy meta-campaigns on the Axis & Allies D-Day map, with orders, battles and history.
nav-skip = Skip to content
nav-menu = menu
nav-campaign-menu = Campaign (menu)
nav-campaign = Campaign
nav-overview = Overview
nav-map = Map
nav-orders = Orders
nav-battles = Battles
nav-messages = Messages
nav-history = History
nav-setup = Setup
nav-my-campaigns = My campaigns
# $name: the member's display name.
nav-account-of = Account: { $name }
nav-sign-out = Sign out
nav-sign-in = Sign in
flash-not-done = Not done:
flash-checked = Checked, nothing kept:
# $n: how many problems (2 or more).
flash-problems = { $n } problems:
flash-rules-cited = The rules:
footer-what = Combat Mission: Battle for Normandy meta-campaigns
footer-rules = The rules

## Errors

# $title: the error's title.
error-description = { $title }: Bocage runs Combat Mission: Battle for Normandy meta-campaigns.
# $rule: a rule's id ("R6.5").
error-rule = Rule { $rule } in the campaign rules.
error-title-400 = That request did not make sense
error-title-401 = Please sign in
error-title-403 = Not allowed
error-title-404 = Not found
error-title-409 = Changed in the meantime
error-title-413 = Too large
error-title-422 = That cannot be done
error-title-429 = Too many attempts
error-title-500 = Server error
error-title-503 = Try again in a moment
error-sign-in = Sign in to see this page.
error-not-found = There is nothing at this address, or you may not see it.
error-internal = Something went wrong on our side. Nothing was changed; please try again.

## Sign in

login-title = Sign in
login-email = Email
login-password = Password
login-submit = Sign in
login-forgot = Forgot your password?
login-by-invitation = Accounts are created by a game master's invitation.
login-wrong = That email and password do not match an account.

## Language

language-label = Language
language-browser = As my browser asks
language-save = Use this language
language-hint = Pages, refusals and mail to you are written in it. Place names and unit names stay as the map and the game have them.
language-as-browser = Bocage now speaks to you in the language each browser asks for.
# $language: the language's name in itself ("Deutsch").
language-saved = Bocage now speaks { $language } to you.

## Account

account-title = Your account
account-profile = Profile
account-signed-in-as = Signed in as
account-display-name = Display name
account-time-zone = Time zone
account-save-profile = Save profile

## Orders

orders-page-not-your-turn = It is not your side's turn. Your side moves in its own turn; you may still be asked to pick defenders or casualties on the
orders-battles-page = battles page
orders-observers = Observers read the map and the history; they do not give orders.
# $phase: the phase's name.
orders-draft-a-move = Draft a move ({ $phase })
orders-none-may-move = You have no units that may move now.
orders-none-all-moved = You have no units that may move now: every unit has moved or has a drafted move.
orders-quicker-on = Quicker on the
orders-the-map = map
orders-quicker-how = click a stack, tick units, click where they go.
orders-to = To
orders-attack-battalion = Attack battalion
orders-only-one = (the only one there, or no attack)
orders-only-legal = Only legal destinations are offered; one order moves units of one battalion from one place.
orders-draft = Draft move
orders-check = Check this order
orders-cannot-move = Cannot move now: { $n ->
    [one] { $n } unit
   *[other] { $n } units
}
orders-who-is-done = Who is done
orders-ready = ready
orders-not-yet = not yet
orders-not-done = I am not done after all
orders-done = My orders are done
orders-done-hint = Tells your High Commander you have drafted everything you mean to this phase (R5.12); a change to your moves takes it back.
orders-drafted = Drafted moves
orders-none = None.
orders-col-battalion = Battalion
orders-col-units = Units
orders-col-from = From
orders-col-attacks = Attacks
orders-col-odds = Odds
orders-col-kind = Kind
orders-col-by = By
orders-delete = Delete
# $draft: the move's number.
orders-delete-which = move { $draft }
orders-yes-delete = Yes, delete move { $draft }
orders-edit = Edit
orders-save-change = Save the change
orders-stacking-problems = These drafts cannot be committed as they stand (R4.4):
orders-stacking-after = Stacking after these moves
orders-stack-units = { $n } units
orders-stack-artillery = { $n } artillery
orders-over-limit = over the limit
orders-commit-refused = The commit would be refused now:
orders-commit-summary = Commit the side's orders ({ $n } drafted)…
orders-commit-explains = Committing makes every drafted move of your side final for this phase; attacks become battles. It cannot be taken back. Support (artillery, air, ships) is then assigned on each battle's sheet.
orders-commit-yes = Yes, commit { $n ->
    [one] { $n } drafted move
   *[other] { $n } drafted moves
}
orders-reinforcements = Reinforcements
# $round: the round they arrive in.
orders-arrives = arrives in round { $round }
orders-place-in = Place in
orders-place = Place
orders-placed-when = They are placed in the reinforcement phase of the round they arrive.

## My campaigns

table-scrolls = Table (scrolls sideways)
list-none = You are not in any campaign yet. A game master adds you by email.
list-campaign = Campaign
list-state = State
list-for-you = For you
list-deadline = Deadline
# $n: how many things wait on the reader (1 or more).
list-your-move = Your move: { $n } waiting
list-optional = { $n } optional
list-nothing = nothing
list-unread = { $n ->
    [one] { $n } new message
   *[other] { $n } new messages
}
list-no-deadline = none
list-new = New campaign
list-name = Name
list-name-example = Overlord, summer league
list-round-1-date = Round 1 date
list-create = Create campaign
list-you-gm = You become its game master.

## The campaign's language (the GM's, on the webhooks page)

# $language: the language's name in itself.
campaign-language-saved = The campaign's turn reports, webhooks and animated map are now written in { $language }.
campaign-language-head = The campaign's language
campaign-language-hint = Turn reports, webhooks and the animated map's captions go to forums and Discord in this language. Each member reads pages, mail and refusals in their own.
campaign-language-label = Language
campaign-language-save = Save the language
