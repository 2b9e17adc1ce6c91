# Mail (English): the frame of every notice and what the notices say.
# Names, places and links are data.

## The frame

# $name: the recipient's display name.
mail-hello = Hello { $name },
mail-deadline = Deadline:
mail-stop = Stop these emails

## A turn's clock

# $side, $phase: the side and phase in words.
mail-phase-open = Round { $round } { $side } { $phase } is open
mail-do-combat-bc = Draft your combat moves: attacks, captures and landings.
mail-do-combat-hc = Review your commanders' drafts, commit the side's orders and assign support.
mail-do-non-combat-bc = Draft your non-combat moves.
mail-do-non-combat-hc = Review and commit the non-combat moves; move artillery.
mail-do-reinforcements = Place the reinforcements that have arrived.
# $link: the last turn's report's address.
mail-last-turn = What the last turn did: { $link }
mail-open-orders = Open your orders
mail-orders-committed = { $side } orders committed
mail-see-map = See the map
mail-waits-on-you = A deadline passed: the phase waits on you
mail-enter-results = Enter the results
mail-all-ready = All battalion commanders are ready
mail-review-commit = Review and commit
# $names: the commanders' names, "Anna, Bruno".
mail-ready-names = Ready: { $names }.
mail-moves-waiting = { $n ->
    [one] { $n } drafted move waiting for your commit.
   *[other] { $n } drafted moves waiting for your commit.
}
mail-orders-due = Orders due in { $hours } hours
mail-phase-ends = The { $phase } phase ends soon.

## A battle's life

mail-battle-set = Battle { $battle } set in { $zone }
mail-open-sheet = Open the setup sheet
mail-you-attack = You command the attacker.
# $n: how many defending units at least.
mail-pick-defenders = Pick at least { $n } defending units.
mail-choose-defenders = Battle { $battle } in { $zone }: choose your defenders
mail-choose-defenders-action = Choose defenders
mail-no-losses = Your battalion lost no units: there are no casualties to choose.
mail-choose-losses = { $n ->
    [one] Choose which { $n } of your battle units is lost when the combat results phase opens.
   *[other] Choose which { $n } of your battle units are lost when the combat results phase opens.
}
mail-result-in = Battle { $battle } in { $zone }: result in
mail-result-in-choose = Battle { $battle } in { $zone }: result in, choose casualties
mail-open-battle = Open the battle
mail-due-passed = Battle { $battle }: the due date passed
mail-set-up = Battle { $battle } is set up: play it
mail-turn-yours = Battle { $battle } in { $zone }: turn file { $n } is yours
mail-turn-sent = Your opponent sent turn file { $n } of battle { $battle } in { $zone }. Download it, play your turn in CMBN and send your file back.
mail-download = Download the file

## The campaign and its people

mail-moves-changed = Your moves were changed: your orders are no longer marked done
# $who: who changed them (a name, or mail-your-hc).
mail-moves-changed-by = { $who } changed your moves, so your orders are no longer marked done (R5.12). Look at them again, and say so when they are done.
mail-your-hc = Your High Commander
mail-see-orders = See your orders
mail-over = The campaign is over
mail-final-map = See the final map
mail-paused = The campaign is paused
mail-resumes = The campaign resumes
mail-open-campaign = Open the campaign
mail-seat-refused = Your request for a seat was refused
# $text: a history entry's words, as a sentence.
mail-sentence = { $text }.
mail-see-seats = See the open seats
mail-seat-asked = A member asks for an open seat
mail-answer = Answer
mail-extension-asked = A player asks for more time
mail-answer-overview = Answer on the overview
mail-extension-granted = Your request for more time was granted
mail-extension-refused = Your request for more time was refused
mail-extension-granted-line = The GM granted your request for { $hours ->
    [one] 1 more hour
   *[other] { $hours } more hours
}.
mail-extension-refused-line = The GM refused your request for { $hours ->
    [one] 1 more hour
   *[other] { $hours } more hours
}.
# $at: "2024-06-06 06:30".
mail-deadline-now = The deadline is now { $at } UTC.

## Summaries and briefings

# $since: "2024-06-06 06:30".
mail-away-nothing = Nothing happened while you were away (since { $since } UTC).
mail-away-things = While you were away (since { $since } UTC), { $n ->
    [one] { $n } thing happened that you may read:
   *[other] { $n } things happened that you may read:
}
# $text: a history entry's words.
mail-round-entry = Round { $round }: { $text }
mail-and-more = ... and { $n } more in the history.
mail-welcome-back = Welcome back: what happened while you were away
mail-read-history = Read the history
# $seat: a battalion's name, or "the Allied High Commander".
mail-briefing = Your briefing: you command { $seat }
mail-open-command = Open your command
mail-relieved = Your command changed hands

## Accounts, nudges and messages

mail-reset = Reset your password
mail-reset-line = Someone (hopefully you) asked to reset your Bocage password. The link works once, for one hour. If it was not you, ignore this mail.
mail-reset-action = Choose a new password
mail-nudge = The game master is waiting for you
# $from: the writer's name.
mail-directive = Directive from { $from }
# $channel: the thread's title (the side's, a battle's).
mail-message = { $from } in { $channel }
mail-open-messages = Open the messages
# $role: word-role.
mail-invited = You are invited as { $role }
mail-invited-line = The game master added you to the campaign { $campaign } as { $role }.
mail-invited-password = Choose your password to sign in (the link works for 7 days).
mail-invited-sign-in = Sign in to see the campaign.
mail-choose-password = Choose your password

## The daily digest

mail-digest = Bocage daily digest: { $n ->
    [one] { $n } update
   *[other] { $n } updates
}
mail-open-bocage = Open Bocage

## Turn files and concessions

mail-chase-away = Battle { $battle } in { $zone }: its commander is away past the clock's pause
mail-chase-away-line = The { $side } commander of battle { $battle } in { $zone } is away and has held turn file { $n } for over { $days } days of his absence: the turn clock runs again. Give more time, find him a replacement or rule (R13.4, R13.5).
mail-chase-1 = Battle { $battle } in { $zone }: your turn file is awaited
mail-chase-1-line = Turn file { $n } of battle { $battle } in { $zone } has waited on you for over { $hours } hours. Play your turn in CMBN and send your file back.
mail-chase-2 = Battle { $battle } in { $zone }: a turn file is held past the clock twice
mail-chase-2-line = Turn file { $n } of battle { $battle } in { $zone } has waited over { $hours } hours on the { $side } commander.
# $now: "now" (the combat resolution phase runs) or "later".
word-when-result = { $now ->
    [now] now
   *[later] in the combat resolution phase
}
mail-conceded = Battle { $battle } in { $zone }: the { $side } commander concedes
# $when: word-when-result.
mail-conceded-gm = The { $side } commander conceded battle { $battle } in { $zone }. Enter its result { $when }: it will say it was conceded (R13.5).
mail-conceded-told = The { $side } commander conceded battle { $battle } in { $zone }: its game is over, no more turn files are sent, and the game master enters the result { $when } (R13.5).
mail-see-battle = See the battle
mail-enter-result = Enter the result
mail-gm-chase = Battle { $battle } in { $zone }: the game master asks you to play on
mail-gm-chase-live = Battle { $battle } in { $zone } waits on you: agree on a time to play live, or play it in CMBN, or tell the game master what holds it up.
mail-gm-chase-pbem = Battle { $battle } in { $zone } waits on you: play your turn and send your turn file in CMBN, or tell the game master what holds it up.

## Live sessions (R13.6)

# $battle: the battle's number; $zone: its zone id.
mail-session-proposed = Battle { $battle } in { $zone }: a live session is proposed
# $when: the time in the reader's zone; $length: word-hours and word-minutes.
mail-session-proposed-line = Your opponent proposes to play battle { $battle } in { $zone } live on { $when } for { $length }. Accept or decline it on the battle's sheet.
mail-session-answer = Answer the proposal
mail-session-agreed = Battle { $battle } in { $zone }: your live session is agreed
mail-session-agreed-on = Your opponent accepted the live session of battle { $battle } in { $zone } on { $when }. It is in your calendar feed, with a reminder an hour before.
mail-session-agreed-line = Your opponent accepted the live session of battle { $battle } in { $zone }. It is in your calendar feed, with a reminder an hour before.
mail-session-declined = Battle { $battle } in { $zone }: no live session agreed
mail-session-declined-line = Your opponent declined or called off the live session of battle { $battle } in { $zone }. Propose another time on the battle's sheet.
mail-session-see = See the battle
# $side: word-side (who reports).
mail-session-played = The { $side } commander reports that the live session of battle { $battle } in { $zone } was played. Confirm it on the sheet.
# $absent: word-side (who did not come).
mail-session-absent = The { $side } commander reports that the { $absent } commander did not come to the live session of battle { $battle } in { $zone }. Decide it on the sheet: a confirmed no-show counts in the record (R13.6).
mail-session-to-decide = Battle { $battle } in { $zone }: a live session to decide
mail-session-decide = Decide the session
mail-session-missed = Battle { $battle } in { $zone }: a live session was missed
mail-session-missed-line = The game master confirms that the { $absent } commander did not come to the live session of battle { $battle } in { $zone }; it counts in his record (R13.6). Agree on a new time on the battle's sheet.
mail-session-book = Book a new session
