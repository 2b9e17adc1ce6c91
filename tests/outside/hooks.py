"""Schemathesis hooks for Bocage (#28).

A schema says which requests are well formed; it cannot say which moves the
rules allow on today's map. So a schema-valid request may be refused, but
only by a rule: 422 with the rule's id (`{"error": {"rule": "R4.1", ...}}`),
or, for a scenario file, 422 listing each problem of the file. Any other
refusal of a schema-valid request (400, or a 422 without a rule) is a gap in
the contract and fails the run.
"""

import re

import schemathesis

RULE = re.compile(r"^R[0-9]+(\.[0-9]+)*[a-z]?$")

# Refusals that, like a rule's, depend on more than the request: a webhook's
# address is checked against the site's address policy (no internal
# addresses, SECURITY.md) and a campaign holds at most ten webhooks.
POLICY = {("POST", "/campaigns/{id}/webhooks")}


@schemathesis.check
def refused_only_by_a_rule(ctx, response, case):
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return None
    if response.status_code != 422:
        return None
    try:
        error = response.json().get("error", {})
    except Exception:  # noqa: BLE001 - any unreadable body is the failure below
        error = {}
    if RULE.match(str(error.get("rule", ""))):
        return None
    if error.get("problems"):
        return None
    if (case.method.upper(), case.path) in POLICY:
        return None
    raise AssertionError(
        "A schema-valid request was refused without a rule: "
        + str(error.get("message", response.text[:200]))
    )
