"""One turn of the demo played with a client generated from the OpenAPI
document by openapi-python-client (#28): the Allied BC drafts an attack from
the Utah launch box, the Allied HC commits it, the GM advances the phase, and
the BC reads the battle the attack made. Every call goes through the
generated functions and models, and every answer is parsed by them.

Usage: client_turn.py BASE_URL GM_TOKEN HC_TOKEN BC_TOKEN
(the generated package `bocage_client` on PYTHONPATH).
"""

import sys

from bocage_client import AuthenticatedClient
from bocage_client.api.default import (
    get_campaigns,
    get_campaigns_id,
    get_campaigns_id_actions,
    get_campaigns_id_battles,
    get_campaigns_id_battles_bid,
    post_campaigns_id_orders,
    post_campaigns_id_orders_commit,
    post_campaigns_id_phase_advance,
)
from bocage_client.models import Advance, Change, DraftMove, ErrorBody


def client(base, token):
    return AuthenticatedClient(base_url=base + "/api/v1", token=token, raise_on_unexpected_status=True)


def ok(answer, what):
    if answer is None or isinstance(answer, ErrorBody):
        detail = answer.error.message if isinstance(answer, ErrorBody) else "no answer"
        sys.exit(f"{what}: refused: {detail}")
    return answer


def main():
    base, gm_token, hc_token, bc_token = sys.argv[1:5]
    gm, hc, bc = client(base, gm_token), client(base, hc_token), client(base, bc_token)

    campaigns = ok(get_campaigns.sync(client=bc), "list campaigns").campaigns
    demo = campaigns[0]
    cid = demo.id
    print(f"campaign {cid}: {demo.name}, round {demo.round_}, {demo.side.value}, {demo.phase.value}")

    # The BC's legal moves, from the rules: an attack out of a launch box.
    actions = ok(get_campaigns_id_actions.sync(cid, client=bc), "actions")
    attack = [
        (m, d)
        for m in actions.moves
        for d in m.destinations
        if d.kind.value == "attack" and m.from_.startswith("box:")
    ]
    if not attack:
        sys.exit("the demo offers the Allied BC no attack from a launch box")
    move, dest = attack[0]
    units = [m.unit for m, d in attack if d.to == dest.to and m.battalion == move.battalion][:3]
    target = dest.targets[0].battalion
    drafted = ok(
        post_campaigns_id_orders.sync(cid, client=bc, body=DraftMove(units=units, to=dest.to, target=target)),
        "draft",
    )
    assert isinstance(drafted, Change)
    print(f"drafted {units} from {move.from_} to {dest.to} against battalion {target}")

    ok(post_campaigns_id_orders_commit.sync(cid, client=hc), "commit")
    print("the Allied HC committed the orders")

    before = ok(get_campaigns_id.sync(cid, client=gm), "campaign").phase
    ok(post_campaigns_id_phase_advance.sync(cid, client=gm, body=Advance(force=True, reason="client turn")), "advance")
    after = ok(get_campaigns_id.sync(cid, client=gm), "campaign").phase
    if after == before:
        sys.exit(f"the phase did not advance: {before}")
    print(f"the GM advanced: {before} -> {after}")

    battles = ok(get_campaigns_id_battles.sync(cid, client=bc), "battles").battles
    mine = [b for b in battles if b.zone == dest.to]
    if not mine:
        sys.exit(f"no battle in {dest.to}: {[b.zone for b in battles]}")
    battle = ok(get_campaigns_id_battles_bid.sync(cid, mine[0].id, client=bc), "battle")
    print(f"battle {battle.id} in {battle.zone}: {battle.odds.battle_type}, attacking units {battle.attacker_units}")
    if sorted(battle.attacker_units) != sorted(units):
        sys.exit(f"the battle's attackers {battle.attacker_units} are not the drafted {units}")
    print(f"battle-id: {cid} {battle.id}")
    print("one turn played with the generated client")


if __name__ == "__main__":
    main()
