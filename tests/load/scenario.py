"""A scenario for the drafting benchmark: 24 Allied battalions on F1-F24,
every zone Allied, the Allied non-combat move, stack limit 50 so that any
single-unit move into F25-F41 is legal."""
import json

units, battalions = [], []
for b in range(24):
    bid = 100 + 13 * b
    battalions.append({"id": bid, "name": f"Bn {b}", "nation": "us", "side": "allies", "commander": None, "hq": "HQ"})
    for k in range(12):
        cls = "platoon" if k >= 9 else "company"
        units.append({"id": bid + 1 + k, "side": "allies", "battalion": bid, "name": f"Unit {k}", "kind": "infantry",
                      "class": cls, "location": f"F{b + 1}", "destroyed": False})
axis = 100 + 13 * 24
battalions.append({"id": axis, "name": "Axis", "nation": "heer", "side": "axis", "commander": None, "hq": "HQ"})
for k in range(12):
    units.append({"id": axis + 1 + k, "side": "axis", "battalion": axis, "name": f"K {k}", "kind": "infantry",
                  "class": "company" if k < 9 else "platoon", "location": "F42", "destroyed": False})
control = {f"F{i}": "allies" for i in range(1, 42)}
control["F42"] = "axis"
state = {"name": "Drafting load", "map_id": "aa-dday", "params": {"stack_limit": 50}, "status": "active", "round": 1,
         "side": "allies", "phase": "non_combat_move", "start_date": "1944-06-06", "control": control,
         "battalions": battalions, "units": sorted(units, key=lambda u: u["id"]), "next_id": axis + 20}
members = [
    {"email": "load-hc@example.com", "role": "high_commander", "side": "allies"},
    {"email": "load-xhc@example.com", "role": "high_commander", "side": "axis"},
    {"email": "load-bc@example.com", "role": "battalion_commander", "side": "allies"},
    {"email": "load-xbc@example.com", "role": "battalion_commander", "side": "axis"},
]
commanders = {str(b["id"]): ("load-bc@example.com" if b["side"] == "allies" else "load-xbc@example.com") for b in battalions}
print(json.dumps({"format": "bocage-scenario", "version": 1, "members": members, "commanders": commanders, "state": state}))
