# Words (English): texts the rules build for the pages (the to-do list, why
# a unit cannot move, a battalion's record, a channel's name...), said in
# each reader's language. Places, unit, battalion and people's names,
# numbers and rule ids are data.

## The to-do list

# $battle: the battle's number; $place: its zone ("F14 (Isigny / Trévières)"); $attacker, $defender: the battalions' names (or words-todo-battalion).
words-todo-battle = battle { $battle } in { $place }, { $attacker } against { $defender }
# $battle: the battle's number.
words-todo-battle-bare = battle { $battle }
# $battalion: a battalion's number (one the campaign no longer has).
words-todo-battalion = battalion { $battalion }
# $seat: a battalion's name or word-hc-seat; $holder: the absent member's name; $until: "2024-06-06 06:30".
words-todo-cover = You cover { $seat } for { $holder }, away until { $until } UTC: their orders and choices are yours to make.
# $battle: words-todo-battle.
words-todo-first-turn = Send the first turn file of { $battle } (either commander may).
# $battle: words-todo-battle; $file: the last turn file's number.
words-todo-your-turn = Your move in { $battle }: download turn file { $file }, play your turn in CMBN and send yours.
# $battle: words-todo-battle; $n: how many defenders at least.
words-todo-defenders = Choose the defenders of { $battle } (at least { $n }).
# $battle: words-todo-battle; $n: how many units fought (all lost).
words-todo-losses-all = Confirm your losses in { $battle }: all { $n ->
    [one] { $n } unit
   *[other] { $n } units
} lost.
# $battle: words-todo-battle; $n: how many casualties to choose.
words-todo-casualties = Choose { $n ->
    [one] { $n } casualty
   *[other] { $n } casualties
} of { $battle }.
# $battle: words-todo-battle; $side: the side whose commander conceded, allies or axis.
words-todo-result-conceded = Enter the result of { $battle }: the { $side ->
    [allies] Allied
   *[axis] Axis
} commander conceded (R13.5).
# $battle: words-todo-battle.
words-todo-result = Enter the result of { $battle }.
# $n: how many drafts.
words-todo-commit = { $n ->
    [one] { $n } draft
   *[other] { $n } drafts
} to review and commit.
# $phase: combat_move or non_combat_move; $n: how many units may move.
words-todo-draft = Draft your { $phase ->
    [combat_move] combat move
   *[non_combat_move] non-combat move
}: { $n ->
    [one] { $n } unit
   *[other] { $n } units
} may move.
# $phase: combat_move or non_combat_move; $n: how many units may still move.
words-todo-draft-more = Orders committed. { $n ->
    [one] { $n } unit
   *[other] { $n } units
} may still move in this { $phase ->
    [combat_move] combat move
   *[non_combat_move] non-combat move
} (optional).
# $n: how many battles.
words-todo-support = Assign support to { $n ->
    [one] { $n } battle
   *[other] { $n } battles
} (optional).
# $n: how many reinforcements.
words-todo-place = Place { $n ->
    [one] { $n } reinforcement
   *[other] { $n } reinforcements
}.
# $request: what a member asks (words-request-seat or words-request-time).
words-todo-answer = Answer: { $request }
# $phase: the phase (as word-phase).
words-todo-advance = Nothing blocks the end of the { $phase ->
    [combat_move] combat move
    [combat_resolution] combat resolution
    [combat_results] combat results
    [non_combat_move] non-combat move
   *[reinforcements] reinforcements
}: advance when the players are done.
# $name: the member; $seat: a battalion's name or word-hc-seat.
words-request-seat = { $name } asks for the seat of { $seat }.
# $name: the member; $n: how many hours; $reason: the member's words.
words-request-time = { $name } asks for { $n ->
    [one] { $n } more hour
   *[other] { $n } more hours
}: “{ $reason }”
# $side: allies or axis; $phase: combat_move or non_combat_move.
words-gm-drafted-nothing = The { $side ->
    [allies] Allied
   *[axis] Axis
} side has drafted nothing yet: advancing now skips their { $phase ->
    [combat_move] combat move
   *[non_combat_move] non-combat move
}.
# $side: allies or axis; $n: how many reinforcements wait.
words-gm-unplaced = The { $side ->
    [allies] Allied
   *[axis] Axis
} High Commander has { $n ->
    [one] { $n } reinforcement
   *[other] { $n } reinforcements
} to place: advancing now leaves { $n ->
    [one] it
   *[other] them
} in the reinforcement box until the next round (R10).
# $n: how many units fought, all of them lost.
words-casualties-all = All { $n ->
    [one] { $n } unit that fought is
   *[other] { $n } units that fought are
} lost: confirm the casualties (R8.1).
# $n: how many units are lost; $fought: how many fought.
words-casualties-some = Choose exactly { $n ->
    [one] { $n } unit lost
   *[other] { $n } units lost
} of the { $fought } that fought (R8.1); the default (companies first) is ticked.

## Units and moves

# $class: company, platoon, artillery or air (beside a unit's name).
words-class = { $class ->
    [company] company
    [platoon] platoon
    [artillery] artillery
   *[air] air
}
# $class: company or platoon (a unit whose name says another class).
words-counts-as = { $class ->
    [company] counts as a company
   *[platoon] counts as a platoon
}
# $first: the first reason, with its rule; $n: how many more reasons.
words-first-of-more = { $first } (and { $n ->
    [one] { $n } other reason
   *[other] { $n } other reasons
} for other places)
# $first: the items but the last, ", " between; $last: the last item.
words-and = { $first } and { $last }
# $kind: attack, capture, reinforce, land or move.
words-move-kind = { $kind ->
    [attack] Attack
    [capture] Capture
    [reinforce] Reinforce
    [land] Land
   *[move] Move
}
words-place-reinforcement-box = Reinforcement box
words-place-air-pool = Air pool
# $class: company, platoon, artillery or air; $n: how many (1 or more).
words-enemy-count = { $class ->
    [company] { $n ->
        [one] { $n } enemy company
       *[other] { $n } enemy companies
    }
    [platoon] { $n ->
        [one] { $n } enemy platoon
       *[other] { $n } enemy platoons
    }
    [artillery] { $n ->
        [one] { $n } enemy artillery unit
       *[other] { $n } enemy artillery units
    }
   *[air] { $n ->
        [one] { $n } enemy air unit
       *[other] { $n } enemy air units
    }
}
words-no-enemy-units = no enemy units

## Waiting

words-waited-under-hour = less than an hour
# $n: hours (1 to 47).
words-waited-hours = { $n } h
# $n: days (2 or more).
words-waited-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# $who: who a battle waits on.
words-waiting = { $who ->
    [defenders] the defending battalion commander (choose defenders)
    [setup] the game master (set it up; the result is entered in the combat resolution phase)
    [playing] the commanders and the game master (play it, enter the result)
    [advance] the game master (advance to combat results, when casualties are chosen)
    [both] both battalion commanders (casualties)
    [attacker] the attacking battalion commander (casualties)
   *[defender] the defending battalion commander (casualties)
}

## Messages

words-channel-public = Everyone
# $side: allies or axis.
words-channel-side = { $side ->
    [allies] Allied side
   *[axis] Axis side
}
# $name: the player's name, or words-channel-player.
words-channel-desk = GM desk: { $name }
# $user: the player's number (one no longer a member).
words-channel-player = player { $user }
# $battle: the battle's number; $zone: its zone id.
words-channel-battle = Battle { $battle } in { $zone }
# $battle: the battle's number.
words-channel-battle-bare = Battle { $battle }
# $side: word-side; $role: word-role ("Allied High Commander").
words-role-of-side = { $side } { $role }
# The role of one who has left the campaign.
words-former-member-role = former member
# The name of one who has left the campaign.
words-former-member = a former member
# A seat without a deputy (or holder) now.
words-seat-nobody = none

## Battalions and records

# $name: a member; $round: a round.
words-tenure-round = { $name }, round { $round }
# $name: a member; $from, $to: rounds.
words-tenure-rounds = { $name }, rounds { $from }-{ $to }
# $name: a member; $from: a round.
words-tenure-from = { $name } from round { $from }
words-tenure-nobody = nobody yet
# $round: the round; $battle: the battle's number; $zone: its zone id; $role: attacked or defended; $how: words-record-result or words-battle-status.
words-record-line = Round { $round }, battle { $battle } in { $zone }: { $role ->
    [attacked] attacked
   *[defended] defended
}, { $how }
# $outcome: word-outcome; $n: how many units the battalion lost.
words-record-result = { $outcome } (the attacker's view); lost { $n ->
    [one] { $n } unit
   *[other] { $n } units
}
# $status: where a battle stands.
words-battle-status = { $status ->
    [awaiting_defenders] awaiting defenders
    [ready_for_setup] ready for setup
    [being_played] being played
    [result_entered] result entered
    [casualties_chosen] casualties chosen
   *[closed] closed
}
# $name: the member; $n: how many recent deadlines are counted (1 to 3); $parts: words-record-kept, ", " between.
words-record-warning = { $name }, of { $n ->
    [one] the last deadline
   *[other] the last { $n } deadlines
}: { $parts }
# $kept: missed, excused or covered; $n: how many deadlines.
words-record-kept = { $kept ->
    [missed] { $n } missed
    [excused] { $n } excused (away, or granted more time)
   *[covered] { $n } covered by a deputy
}

## The game

# $version: CMBN's version ("5.01").
words-kit-version = CMBN { $version }
# $version: CMBN's version; $modules: the modules (words-and).
words-kit-version-modules = CMBN { $version } with { $modules }
# $modules: the modules (words-and).
words-kit-modules = CMBN with { $modules }
