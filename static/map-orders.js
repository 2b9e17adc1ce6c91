// Orders on the map. The server renders the board; this script reads the
// viewer's order data (a JSON block the server computed from the rules'
// legal actions) and lets them order there: click a stack, tick units,
// click a highlighted destination, confirm. It decides nothing: every
// option the rules list is offered (an attack and a reinforcement into a
// contested zone are two), and what an order would make (its battle, its
// odds, the stack it leaves, or why it is refused) is the server's answer
// to a dry run of exactly that order. Drafted moves are drawn as arrows.
// Without JavaScript the orders page does the same with a form.
(function () {
  "use strict";
  // The API answers (options, previews, refusals) in the page's language.
  var pageLang = document.documentElement.lang || "en";
  var dataEl = document.getElementById("order-data");
  var panel = document.getElementById("order-panel");
  var svg = document.querySelector("svg.map");
  if (!dataEl || !panel || !svg) return;
  var data = JSON.parse(dataEl.textContent); // read again after each update
  var NS = "http://www.w3.org/2000/svg";
  var KINDS = data.kinds; // a move's kind -> its words, from the server

  var from = null;         // the stack's location, e.g. "F13" or "box:omaha"
  var group = null;        // battalion id (or "art") of the ticked units
  var selected = [];       // ticked unit ids
  var dest = null;         // the chosen option: "F14|attack"
  var only = null;         // a zone whose several options are offered
  var busy = false;
  var missed = null;       // a word on a click that was no destination
  var parked = null;       // the destination kept while no unit is ticked
  var cleared = null;      // a word on ticks cleared by another battalion's
  // Where the ticked units may go together, as the server answered
  // (GET .../actions?units=...): "3,4,5" -> {dests: Map, problem}.
  var together = new Map();

  function elFor(loc) {
    if (loc.indexOf("box:") === 0) {
      return svg.querySelector('g[data-box="' + CSS.escape(loc.slice(4)) + '"]');
    }
    return svg.querySelector('g[data-zone="' + CSS.escape(loc) + '"]');
  }
  function locOf(g) {
    if (g.dataset.zone) return g.dataset.zone;
    if (g.dataset.box && g.dataset.box.indexOf("reinforcements") !== 0) return "box:" + g.dataset.box;
    return null;
  }
  function center(loc) {
    var g = elFor(loc);
    if (!g) return null;
    if (g.dataset.x) return [parseFloat(g.dataset.x), parseFloat(g.dataset.y)];
    var t = g.querySelector("text");
    if (t && t.getAttribute("x")) {
      return [parseFloat(t.getAttribute("x")), parseFloat(t.getAttribute("y"))];
    }
    var b = g.getBBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  }
  function unitsAt(loc) {
    return data.units.filter(function (u) { return u.from === loc; });
  }
  // The viewer's units here that may go nowhere now, with why (#43).
  function stuckAt(loc) {
    return (data.stuck || []).filter(function (u) { return u.from === loc; });
  }
  function stackAt(loc) { return unitsAt(loc).length + stuckAt(loc).length > 0; }
  function groupOf(u) { return u.battalion === null ? "art" : String(u.battalion); }
  function unit(id) {
    for (var i = 0; i < data.units.length; i++) if (data.units[i].id === id) return data.units[i];
    return null;
  }
  // The options every ticked unit has, keyed "zone|kind": one zone may
  // offer several (attack and reinforce into a contested zone).
  function key(d) { return d.to + "|" + d.kind; }
  // With nothing ticked, the stack's options, each with the group the
  // server proposes for it (data.defaults: stack, destination, confirm).
  function proposed() {
    var out = new Map();
    Object.keys(data.defaults || {}).forEach(function (k) {
      var parts = k.split("|");
      if (parts[0] !== from) return;
      var def = data.defaults[k], u = unit(def.units[0]);
      if (!u) return;
      (data.destinations[u.dests] || []).forEach(function (d) {
        if (d.to === parts[1] && d.kind === parts[2]) out.set(key(d), d);
      });
    });
    return out;
  }
  function destinations() {
    if (!selected.length && from) return proposed();
    if (selected.length === 1) {
      var out = new Map(), u = unit(selected[0]);
      (u ? data.destinations[u.dests] : []).forEach(function (d) { out.set(key(d), d); });
      return out;
    }
    var t = together.get(selection());
    return t ? t.dests : new Map();
  }
  function selection() { return selected.slice().sort(function (a, b) { return a - b; }).join(","); }
  // Asks the server where the ticked units may go in one order; draws the
  // choice again when it answers.
  function askTogether(seeded) {
    var k = selection();
    if (selected.length < 2 || (together.has(k) && !seeded)) return;
    if (!seeded) together.set(k, { dests: new Map(), problem: null, pending: true });
    fetch("/api/v1/campaigns/" + data.campaign + "/actions?units=" + k, {
      credentials: "same-origin", headers: { "Accept-Language": pageLang, "Accept": "application/json" }
    }).then(function (r) { return r.ok ? r.json() : null; }).then(function (j) {
      var t = (j && j.together) || { destinations: [], problem: say("js-map-no-answer") };
      var dests = new Map();
      t.destinations.forEach(function (d) {
        dests.set(d.to + "|" + d.kind, { to: d.to, kind: d.kind, needs_target: d.needs_target,
          targets: d.targets.map(function (x) { return { battalion: x.battalion }; }) });
      });
      together.set(k, { dests: dests, problem: t.problem, pending: false });
    }).catch(function () {
      together.delete(k);
    }).then(function () {
      if (selection() !== k) return;
      // Drawn again with the answer; the control that had the focus (the
      // draft button a keyboard player is on) keeps it.
      var focused = document.activeElement && document.activeElement.id;
      renderChoice();
      var again = focused && document.getElementById(focused);
      if (again && again !== document.activeElement) again.focus({ preventScroll: true });
    });
  }
  function problem() {
    var t = together.get(selection());
    if (!t || t.pending) return say("js-map-finding-together");
    return t.problem || "";
  }
  // "Not done: " before a refusal or a failure, in the reader's words.
  function notDone(reason) { return say("js-map-not-done", { reason: reason }); }
  // Ticks of battalion group `g` cleared by another battalion's (R6.5).
  function clearedWord(g) {
    return data.groups[g] ? say("js-map-ticks-cleared", { battalion: data.groups[g] }) : say("js-map-ticks-cleared-other");
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function highlight() {
    svg.querySelectorAll(".dest, .selected-stack").forEach(function (g) {
      g.classList.remove("dest", "selected-stack", "dest-attack", "dest-capture",
        "dest-reinforce", "dest-land", "dest-move", "dest-chosen");
    });
    if (from && elFor(from)) elFor(from).classList.add("selected-stack");
    destinations().forEach(function (d, k) {
      var g = elFor(d.to);
      if (!g) return;
      g.classList.add("dest", "dest-" + d.kind);
      if (k === dest) g.classList.add("dest-chosen");
    });
  }

  // The stack's units, built once per stack: ticking a box keeps the focus
  // where it is; only the choice below changes.
  function render() {
    panel.textContent = "";
    panel.dataset.mode = "order";
    document.documentElement.classList.toggle("ordering", !!from);
    if (!from) { panel.hidden = true; highlight(); return; }
    panel.hidden = false;
    if (shownFor !== from) { shown = {}; shownFor = from; meanwhile = null; }
    var here = unitsAt(from);
    var head = el("div", { "class": "panel-head" });
    head.appendChild(el("h2", {}, say("js-map-orders-from", { place: data.labels[from] || from })));
    // Close sits at the top (found in play: at the foot, the sticky
    // action covered it).
    var close = el("button", { type: "button", "class": "link", id: "order-close" }, say("js-map-close"));
    close.addEventListener("click", closePanel);
    head.appendChild(close);
    panel.appendChild(head);
    var groups = new Map();
    here.forEach(function (u) {
      var k = groupOf(u);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(u);
    });
    groups.forEach(function (us, k) {
      var fs = el("fieldset", { "data-group": k });
      fs.appendChild(el("legend", {}, data.groups[k]));
      var all = el("button", { type: "button", "class": "link small", "data-tick-all": k }, say("js-map-tick-all"));
      all.addEventListener("click", function () {
        // A second press unticks them all (found in play: sending 2 of 12
        // took 10 unticks).
        if (allTicked(k, us)) { tick(k, []); return; }
        // One order, one battalion (R6.5): said, not done silently.
        if (group !== null && group !== k && selected.length) cleared = clearedWord(group);
        tick(k, us.map(function (u) { return u.id; }));
      });
      fs.appendChild(all);
      // Another battalion's units fold away while this one's are ticked
      // (#43: a thumb, a mouse and Tab crossed twelve of them), one press
      // from sight again.
      if (groups.size > 1) {
        var show = el("button", { type: "button", "class": "link small fold-show", "data-show": k },
          say("js-map-show-its", { n: us.length }));
        show.addEventListener("click", function () {
          shown[k] = true;
          fold();
          var first = fs.querySelector("input[name=unit]");
          if (first) first.focus();
        });
        fs.appendChild(show);
      }
      us.forEach(function (u) {
        var label = el("label", {});
        var box = el("input", { type: "checkbox", name: "unit", value: String(u.id) });
        box.checked = selected.indexOf(u.id) >= 0;
        box.addEventListener("change", function () {
          var now = group === k ? selected.slice() : [];
          // One order, one battalion (R6.5): said, not done silently.
          if (group !== null && group !== k && selected.length) cleared = clearedWord(group);
          if (box.checked) now.push(u.id);
          else now = now.filter(function (x) { return x !== u.id; });
          tick(k, now);
        });
        label.appendChild(box);
        label.appendChild(document.createTextNode(" " + u.name + " "));
        label.appendChild(el("span", { "class": "muted" }, u.note));
        fs.appendChild(label);
      });
      panel.appendChild(fs);
    });
    var stuck = stuckAt(from);
    if (stuck.length) {
      // Units stopped by the same rule are said once, together (found in
      // play: one sentence twelve times), folded under their count.
      var box = el("details", { "class": "stuck", id: "order-stuck" });
      box.appendChild(el("summary", {}, say("js-map-cannot-move", { n: stuck.length })));
      var why = new Map();
      stuck.forEach(function (u) {
        // One reason, whichever unit it names ("X made a combat move").
        var key = u.why.split(u.name).join("\u0000");
        if (!why.has(key)) why.set(key, { names: [], text: u.why });
        var w = why.get(key);
        w.names.push(u.name);
        if (w.names.length > 1) w.text = key.split("\u0000").join(say("js-map-each"));
      });
      var ul = el("ul", {});
      why.forEach(function (w) {
        var li = el("li", {});
        li.appendChild(el("strong", {}, w.names.join(", ")));
        li.appendChild(document.createTextNode(": " + w.text));
        ul.appendChild(li);
      });
      box.appendChild(ul);
      // One reason for them all is one line: said open (found in play:
      // "Cannot move now: 18 units" read as no reason at all).
      if (why.size === 1) box.open = true;
      panel.appendChild(box);
    }
    panel.appendChild(el("div", { id: "order-choice" }));
    // The order's action, stuck to the panel's foot (#43): a child of the
    // panel itself, so that it stays in sight however long the list is;
    // next in the tab order after the choice.
    panel.appendChild(el("div", { "class": "sticky-action", id: "order-foot" }));
    renderChoice();
  }

  // The open stack is gone (its units drafted or moved by someone else):
  // the panel says so and offers nothing to send.
  function closedStack(loc, why) {
    var name = data.labels[loc] || loc;
    from = null; selected = []; dest = null; group = null; only = null;
    panel.textContent = "";
    panel.dataset.mode = "order";
    document.documentElement.classList.remove("ordering");
    var head = el("div", { "class": "panel-head" });
    head.appendChild(el("h2", {}, say("js-map-orders-from", { place: name })));
    var close = el("button", { type: "button", "class": "link", id: "order-close" }, say("js-map-close"));
    close.addEventListener("click", closePanel);
    head.appendChild(close);
    panel.appendChild(head);
    panel.appendChild(el("p", { "class": "flash error", role: "status", id: "order-gone" },
      why + " " + say("js-map-nothing-left", { place: name })));
    highlight();
  }

  // Which battalions' units are folded: all but the ticked one, unless
  // shown again.
  // `reveal`: from a destination's proposed group until the player's next
  // touch of the panel, each answer keeps that group in sight.
  var shown = {}, shownFor = null, reveal = false, meanwhile = null;
  ["pointerdown", "wheel", "keydown"].forEach(function (t) {
    panel.addEventListener(t, function () { reveal = false; }, { passive: true });
  });
  function fold() {
    panel.querySelectorAll("fieldset[data-group]").forEach(function (fs) {
      var k = fs.getAttribute("data-group");
      fs.classList.toggle("folded", selected.length > 0 && group !== k && !shown[k]);
    });
  }

  // The last ticked unit in sight above the panel's sticky foot (#43: the
  // group proposed for a destination reached below it, and unticking one
  // of its platoons took a scroll).
  function showTicked() {
    var boxes = panel.querySelectorAll("input[name=unit]:checked");
    var last = boxes[boxes.length - 1];
    var foot = document.getElementById("order-foot");
    if (!last || !foot) return;
    var r = (last.closest("label") || last).getBoundingClientRect();
    var limit = Math.min(foot.getBoundingClientRect().top, panel.getBoundingClientRect().bottom);
    var bottom = r.bottom;
    // The folded battalions below it too, when they fit: their "Show"
    // stays one press away (found in play: under the foot).
    var folded = panel.querySelectorAll("fieldset.folded");
    if (folded.length) {
      var f = folded[folded.length - 1].getBoundingClientRect();
      var room = limit - panel.getBoundingClientRect().top;
      if (f.bottom > bottom && f.bottom - r.top < room) bottom = f.bottom;
    }
    if (bottom > limit) panel.scrollTop += bottom - limit + 8;
  }

  // One order moves units of one battalion: ticking another battalion's
  // unit starts a new selection.
  function allTicked(k, us) {
    return group === k && us.length > 0 && us.every(function (u) { return selected.indexOf(u.id) >= 0; });
  }

  function tick(k, ids) {
    reveal = false;
    meanwhile = null;
    group = k;
    selected = ids;
    // The chosen destination stays (#43): the new group is checked for it
    // by the server again, and told if it may not go there; with nothing
    // ticked it waits for the next tick (found in play: "untick all, tick
    // two" lost it).
    if (!ids.length) { if (dest) parked = dest; dest = null; }
    else if (!dest && parked) { dest = parked; parked = null; }
    only = null;
    panel.querySelectorAll("input[name=unit]").forEach(function (b) {
      b.checked = selected.indexOf(parseInt(b.value, 10)) >= 0;
    });
    renderChoice();
  }

  // "Tick all" says what a press does: untick when all are ticked, however
  // they were ticked (a proposed group too).
  function tickLabels() {
    panel.querySelectorAll("button[data-tick-all]").forEach(function (b) {
      var g = b.getAttribute("data-tick-all");
      var us = unitsAt(from).filter(function (u) { return groupOf(u) === g; });
      b.textContent = allTicked(g, us) ? say("js-map-untick-all") : say("js-map-tick-all");
    });
  }

  function renderChoice() {
    askTogether();
    tickLabels();
    fold();
    var box = document.getElementById("order-choice");
    if (!box) return;
    box.textContent = "";
    var foot = document.getElementById("order-foot");
    if (foot) foot.textContent = "";
    if (cleared) {
      box.appendChild(el("p", { "class": "hint", role: "status", id: "ticks-cleared" }, cleared));
      cleared = null;
    }
    // Said until the player's next tick, however often the choice is
    // drawn again meanwhile.
    if (meanwhile) {
      box.appendChild(el("p", { "class": "flash", role: "status", id: "order-meanwhile" }, meanwhile));
    }
    if (missed) {
      box.appendChild(el("p", { "class": "flash error", role: "status", id: "order-missed" }, missed));
      missed = null;
    }
    var ds = destinations();
    if (dest && !ds.has(dest)) {
      var t = together.get(selection());
      var waiting = selected.length > 1 && (!t || t.pending);
      var parts = dest.split("|");
      var what = { kind: KINDS[parts[1]], place: data.labels[parts[0]] || parts[0] };
      if (waiting) {
        box.appendChild(el("p", { "class": "hint", role: "status" }, say("js-map-checking-for", what)));
        highlight();
        return;
      }
      // No longer open to these units (another order, a teammate's draft,
      // a new tick): said, not dropped silently.
      box.appendChild(el("p", { "class": "flash error", role: "status", id: "dest-gone" },
        (selected.length > 1 && problem()
          ? say("js-map-dest-closed-why", { kind: what.kind, place: what.place, why: problem() })
          : say("js-map-dest-closed", what)) + " " + say("js-map-choose-again")));
      dest = null;
    }
    if (!dest) {
      box.appendChild(el("p", { "class": "hint" },
        only ? say("js-map-what-in", { place: data.labels[only] }) :
        !selected.length ? say("js-map-pick-proposed") :
        ds.size ? say("js-map-pick") : problem()));
      var list = el("div", { "class": "dest-list" });
      ds.forEach(function (d, k) {
        if (only && d.to !== only) return;
        var b = el("button", { type: "button", "class": "secondary small", "data-to": d.to, "data-kind": d.kind },
          KINDS[d.kind] + ": " + data.labels[d.to]);
        b.addEventListener("click", function () { choose(k); });
        list.appendChild(b);
      });
      box.appendChild(list);
    }
    if (dest && ds.has(dest)) confirmBox(box, ds.get(dest));
    highlight();
  }

  function confirmBox(parent, d) {
    var box = el("div", { "class": "confirm-order", id: "confirm-order" });
    var n = selected.length;
    // What the button will do is in sight with it (found in play: the
    // sticky foot covered it): beside it where the panel docks, in its
    // words on a phone, where the sheet's first screen is the units'.
    var what = say("js-map-order-summary", { n: n, kind: KINDS[d.kind], place: data.labels[d.to] });
    var wide = window.matchMedia("(min-width: 1000px)").matches;
    if (wide) {
      (document.getElementById("order-foot") || box).appendChild(el("p", { id: "order-summary" }, what));
    }
    var select = null;
    if (d.targets.length > 1 || (d.needs_target && d.targets.length)) {
      var lab = el("label", {}, say("js-map-attack-battalion") + " ");
      select = el("select", { name: "target" });
      d.targets.forEach(function (t) { select.appendChild(el("option", { value: String(t.battalion) }, data.names[t.battalion])); });
      lab.appendChild(select);
      box.appendChild(lab);
    }
    // What this exact order would make, from a dry run of it. Where the
    // panel docks beside the map (>= 1000 px), beside the action in its
    // sticky foot, so the odds are read before the click without a scroll
    // (found in play: they sat below the units); on a phone the sheet's
    // first screen is the units', and the odds follow them.
    var docked = window.matchMedia("(min-width: 1000px)").matches;
    var foot = (docked && document.getElementById("order-foot")) || box;
    var odds = el("p", { "class": "odds", id: "order-odds", "aria-live": "polite" });
    var stack = el("p", { id: "order-stack", "class": "muted" });
    foot.appendChild(odds);
    foot.appendChild(stack);
    function order() {
      var body = { units: selected.slice(), to: d.to };
      if (d.kind === "attack") {
        body.target = select ? parseInt(select.value, 10) : d.targets[0].battalion;
      }
      return body;
    }
    function preview() {
      odds.textContent = say("js-map-checking-order");
      stack.textContent = "";
      stack.className = "muted";
      dryRun(order()).then(function (a) {
        if (!a.ok) {
          odds.textContent = a.rule
            ? say("js-map-refused-rule", { rule: a.rule, reason: a.message })
            : say("js-map-refused", { reason: a.message });
          odds.className = "odds flash error";
          go.disabled = true;
          return;
        }
        odds.className = "odds";
        go.disabled = false;
        var p = a.body.preview || {};
        odds.textContent = p.odds ? say("js-map-against", { battalion: data.names[order().target], odds: p.odds.text }) : "";
        if (p.stack) {
          var s2 = p.stack;
          stack.textContent = s2.artillery
            ? say("js-map-stack-after-art", { zone: s2.zone, units: s2.units, limit: s2.limit,
                artillery: s2.artillery, artlimit: s2.artillery_limit })
            : say("js-map-stack-after", { zone: s2.zone, units: s2.units, limit: s2.limit });
        }
        if (p.over && p.over.length) {
          stack.className = "flash error";
          stack.textContent += " " + p.over.map(function (v) { return v.message + " (" + v.rule + ")"; }).join(" ") +
            " " + say("js-map-over-limit");
        }
        // What else the move does, said before it is drafted (R8.3).
        if (p.notes && p.notes.length) stack.textContent += " " + p.notes.join(" ");
        // The foot grew with the odds: the group just proposed stays in
        // sight above it.
        if (reveal) showTicked();
      });
    }
    if (select) select.addEventListener("change", preview);
    var msg = el("p", { "class": "flash error", role: "alert", hidden: "" });
    foot.appendChild(msg);
    // On a phone the button says it in one line: the zone by its number.
    var short = { n: n, kind: KINDS[d.kind], place: /^F\d+$/.test(d.to) ? d.to : data.labels[d.to] };
    var go = el("button", { type: "button", id: "draft-here" }, wide ? say("js-map-draft-this") : say("js-map-draft-short", short));
    go.addEventListener("click", function () { submit(order(), msg, go, KINDS[d.kind]); });
    (document.getElementById("order-foot") || box).appendChild(go);
    parent.appendChild(box);
    preview();
  }

  // A destination chosen with nothing ticked ticks the group the server
  // proposes for it (the rules' limits, e.g. 3 companies for an attack).
  function choose(k) {
    if (!selected.length && from) {
      var def = (data.defaults || {})[from + "|" + k];
      if (def) {
        // The server proposed this group for this destination: it is
        // offered at once, and the others they share once it answers.
        var proposal = proposed().get(k);
        group = def.group;
        selected = def.units.slice();
        if (proposal && selected.length > 1 && !together.has(selection())) {
          together.set(selection(), { dests: new Map([[k, proposal]]), problem: null, pending: true });
          askTogether(true);
        }
        panel.querySelectorAll("input[name=unit]").forEach(function (b) {
          b.checked = selected.indexOf(parseInt(b.value, 10)) >= 0;
        });
      }
    }
    dest = k; only = null; reveal = true; renderChoice();
    showTicked();
    // On a phone the panel is a sheet over the map's lower part: the
    // destination moves up into sight.
    var to = k.split("|")[0], c = center(to);
    if (c && window.BocageMapZoom && panel.getBoundingClientRect().top > window.innerHeight * 0.3 &&
        window.innerWidth < 700) {
      window.BocageMapZoom.show(c[0], c[1], 0.3);
    }
    var b = document.getElementById("draft-here"); if (b) b.focus({ preventScroll: true });
  }

  // The stack at `loc` and its destinations, whole, in the part of the
  // map above the phone's order sheet.
  function keepInSight(loc) {
    var places = [loc];
    destinations().forEach(function (d) { places.push(d.to); });
    fitPlaces(places);
  }
  // The places `locs`, whole, above the phone's sheet.
  function fitPlaces(locs) {
    var pts = locs.map(center).filter(Boolean);
    if (!pts.length) return;
    var xs = pts.map(function (p) { return p[0]; }), ys = pts.map(function (p) { return p[1]; });
    var m = svg.getBoundingClientRect(), top = panel.getBoundingClientRect().top;
    var f = m.height > 0 ? (top - m.top) / m.height : 0.4;
    window.BocageMapZoom.fit(Math.min.apply(null, xs), Math.min.apply(null, ys),
      Math.max.apply(null, xs), Math.max.apply(null, ys), f);
  }

  // An API refusal in words: every problem the rules found, each with its
  // rule (#43: all at once), as {ok: false, rule, message}; `rule` only
  // when there is one.
  function refusal(j, status) {
    var e = (j && j.error) || {};
    var all = e.problems || [];
    if (all.length > 1) {
      return { ok: false, rule: null, message: all.map(function (p) {
        return p.message + " (" + p.rule + ")";
      }).join(" ") };
    }
    return { ok: false, rule: e.rule, message: e.message || say("js-map-error-status", { status: status }) };
  }
  function refusalText(j, status) {
    var a = refusal(j, status);
    return a.message + (a.rule ? " (" + a.rule + ")" : "");
  }
  // The server's answer to a dry run of `body`: {ok, body} or {ok: false,
  // rule, message}.
  function dryRun(body) {
    var cmd = Object.assign({ command: "draft_move", dry_run: true }, body);
    return fetch("/api/v1/campaigns/" + data.campaign + "/commands", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Accept-Language": pageLang,
        "Content-Type": "application/json",
        "X-CSRF-Token": panel.dataset.csrf,
        "Prefer": "return=minimal"
      },
      body: JSON.stringify(cmd)
    }).then(function (r) {
      return r.json().then(function (j) {
        if (r.ok) return { ok: true, body: j };
        return refusal(j, r.status);
      });
    }).catch(function () {
      return { ok: false, message: say("js-map-unreachable") };
    });
  }

  function submit(body, msg, button, said) {
    if (busy) return;
    busy = true;
    button.disabled = true;
    fetch("/api/v1/campaigns/" + data.campaign + "/orders", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Accept-Language": pageLang,
        "Content-Type": "application/json",
        "X-CSRF-Token": panel.dataset.csrf,
        "Prefer": "return=minimal"
      },
      body: JSON.stringify(body)
    }).then(function (r) {
      if (r.ok) {
        // In place: the map, the arrows and the list come from the server
        // again (static/live.js); zoom and pan stay as they are.
        if (!window.BocageLive) { window.location.reload(); return null; }
        var back = from;
        from = null; selected = []; dest = null; group = null; only = null;
        render();
        // The focus goes back to the stack, not to the page's start.
        var stack = back && elFor(back);
        if (stack) focusStack(stack);
        return r.json().catch(function () { return {}; }).then(function (j) {
          lastDrafted = j && j.draft ? j.draft.id : null;
          return window.BocageLive.refresh(["orders"]);
        }).then(function () {
          status(say("js-map-drafted", { n: body.units.length, kind: said, place: data.labels[body.to] || body.to }));
          // The map was drawn again: the focus goes back to the stack's
          // new element, not to the page's start (#43).
          var again = back && elFor(back);
          var a = document.activeElement;
          if (again && (!a || a === document.body || !document.contains(a))) focusStack(again);
        });
      }
      return r.json().then(function (j) {
        msg.textContent = notDone(refusalText(j, r.status));
        msg.hidden = false;
      });
    }).catch(function () {
      msg.textContent = notDone(say("js-map-unreachable"));
      msg.hidden = false;
    }).then(function () { busy = false; button.disabled = false; });
  }

  function drawArrows() {
    var old = svg.querySelector("#arrows");
    if (old) old.remove();
    if (!data.drafts.length) return;
    var layer = document.createElementNS(NS, "g");
    layer.setAttribute("id", "arrows");
    var defs = document.createElementNS(NS, "defs");
    Object.keys(KINDS).forEach(function (k) {
      var m = document.createElementNS(NS, "marker");
      m.setAttribute("id", "head-" + k);
      m.setAttribute("viewBox", "0 0 10 10");
      m.setAttribute("refX", "8"); m.setAttribute("refY", "5");
      m.setAttribute("markerWidth", "5"); m.setAttribute("markerHeight", "5");
      m.setAttribute("orient", "auto-start-reverse");
      m.setAttribute("class", "head " + k);
      var p = document.createElementNS(NS, "path");
      p.setAttribute("d", "M0 0 L10 5 L0 10 Z");
      m.appendChild(p);
      defs.appendChild(m);
    });
    layer.appendChild(defs);
    data.drafts.forEach(function (d) {
      var a = center(d.from), b = center(d.to);
      if (!a || !b) return;
      var line = document.createElementNS(NS, "line");
      line.setAttribute("x1", a[0]); line.setAttribute("y1", a[1]);
      line.setAttribute("x2", b[0]); line.setAttribute("y2", b[1]);
      line.setAttribute("class", "arrow " + d.kind);
      line.setAttribute("data-draft", String(d.id));
      line.setAttribute("marker-end", "url(#head-" + d.kind + ")");
      var title = document.createElementNS(NS, "title");
      title.textContent = say("js-map-arrow-title", { n: d.units, kind: KINDS[d.kind], from: d.from, to: d.to, draft: d.id });
      line.appendChild(title);
      layer.appendChild(line);
    });
    svg.appendChild(layer);
  }

  // Closing the panel (its button or Esc) puts the focus back on the stack.
  function closePanel() {
    var back = from;
    from = null; selected = []; dest = null; group = null; only = null; placing = null;
    render();
    var g = back && elFor(back);
    if (g) focusStack(g);
  }

  // ----- Reinforcements on the map (#43, R10) -----
  // The High Commander clicks the side's reinforcement box: what may be
  // placed and where come from the rules (data.placements); the chosen
  // place is checked by a dry run before it is placed, which is final.
  var placing = null;
  function highlightPlaces() {
    highlight();
    if (!placing) return;
    placing.to.forEach(function (t) {
      var g = elFor(t);
      if (g) g.classList.add("dest", "dest-land");
    });
  }
  function renderPlacements() {
    panel.textContent = "";
    panel.hidden = false;
    panel.dataset.mode = "place";
    document.documentElement.classList.add("ordering");
    panel.appendChild(el("h2", {}, say("js-map-place-title")));
    var list = el("div", { "class": "dest-list", id: "place-what" });
    (data.placements || []).forEach(function (p) {
      var b = el("button", { type: "button", "class": "secondary small", "data-what": p.what,
        "aria-pressed": placing === p ? "true" : "false" }, p.name);
      b.addEventListener("click", function () {
        placing = p;
        renderPlacements();
        // On a phone, where it may arrive comes into sight above the
        // sheet (found in play: the Axis's entry zones lay off screen).
        if (window.BocageMapZoom && window.innerWidth < 700) fitPlaces(p.to);
        var f = panel.querySelector("#place-to button");
        if (f) f.focus();
      });
      list.appendChild(b);
    });
    panel.appendChild(list);
    if (placing) {
      panel.appendChild(el("p", { "class": "hint" }, say("js-map-place-where", { what: placing.name })));
      var to = el("div", { "class": "dest-list", id: "place-to" });
      placing.to.forEach(function (t) {
        var b = el("button", { type: "button", "class": "secondary small", "data-to": t, "aria-pressed": "false" }, data.labels[t] || t);
        b.addEventListener("click", function () { confirmPlace(t); });
        to.appendChild(b);
      });
      panel.appendChild(to);
      panel.appendChild(el("div", { id: "place-confirm" }));
    }
    var close = el("button", { type: "button", "class": "link" }, say("js-map-close"));
    close.addEventListener("click", closePanel);
    panel.appendChild(close);
    panel.appendChild(el("div", { "class": "sticky-action", id: "order-foot" }));
    highlightPlaces();
  }
  function placeBody(t) {
    var body = { to: t };
    if (placing.battalion !== null) body.battalion = placing.battalion; else body.units = placing.units;
    return body;
  }
  function confirmPlace(t) {
    var box = document.getElementById("place-confirm");
    if (!box || !placing) return;
    box.textContent = "";
    var what = placing.name, where = data.labels[t] || t;
    // The place chosen is shown chosen, and what the click will do is
    // said beside the button, in the sticky foot: on a phone it was below
    // the list, out of sight (#43).
    panel.querySelectorAll("#place-to button").forEach(function (b) {
      b.setAttribute("aria-pressed", b.dataset.to === t ? "true" : "false");
    });
    var foot = document.getElementById("order-foot") || box;
    foot.textContent = "";
    foot.appendChild(el("p", {}, say("js-map-place-confirm", { what: what, place: where })));
    var said = el("p", { "class": "odds", id: "place-check", "aria-live": "polite" }, say("js-map-checking"));
    foot.appendChild(said);
    var go = el("button", { type: "button", id: "place-here", disabled: "" }, say("js-map-place-it"));
    foot.appendChild(go);
    if (window.BocageMapZoom && window.innerWidth < 700) keepInSight(t);
    var body = placeBody(t);
    send("/commands", Object.assign({ command: "place_reinforcement", dry_run: true }, body)).then(function (a) {
      if (!a.ok) {
        said.className = "odds flash error";
        said.textContent = a.rule
          ? say("js-map-place-refused-rule", { rule: a.rule, reason: a.message })
          : say("js-map-place-refused", { reason: a.message });
        return;
      }
      said.textContent = say("js-map-place-accepted");
      go.disabled = false;
    });
    go.addEventListener("click", function () {
      go.disabled = true;
      send("/reinforcements", body).then(function (a) {
        if (!a.ok) {
          said.className = "odds flash error";
          said.textContent = notDone(a.message);
          go.disabled = false;
          return;
        }
        placing = null;
        closePanel();
        // The whole map again, the box of the next one in sight.
        if (window.BocageMapZoom && window.innerWidth < 700) window.BocageMapZoom.whole();
        var done = function () { status(say("js-map-placed", { what: what, place: where })); };
        if (!window.BocageLive) { window.location.reload(); return; }
        window.BocageLive.refresh(["units"]).then(done);
      });
    });
    go.focus({ preventScroll: true });
  }
  // POSTs `body` to the campaign's API `path`: {ok, body} or {ok: false,
  // rule, message}.
  function send(path, body) {
    return fetch("/api/v1/campaigns/" + data.campaign + path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Accept-Language": pageLang, "Content-Type": "application/json", "X-CSRF-Token": panel.dataset.csrf, "Prefer": "return=minimal" },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) {
        if (r.ok) return { ok: true, body: j };
        return refusal(j, r.status);
      });
    }).catch(function () { return { ok: false, message: say("js-map-unreachable") }; });
  }
  function markPlaces() {
    var g = svg.querySelector("g.box.reinforcements." + data.side);
    if (g && (data.placements || []).length) {
      g.classList.add("can-order");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label", say("js-map-reinforcements-label", { n: data.placements.length }));
    }
  }
  svg.addEventListener("keydown", function (ev) {
    var g = ev.target.closest && ev.target.closest("g.box.reinforcements");
    if (!g || (ev.key !== "Enter" && ev.key !== " ")) return;
    ev.preventDefault();
    g.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  });

  // ----- The keyboard (#25) -----
  // One stop on the map in the tab order (a roving tabindex): arrow keys
  // move between zones and boxes by where they lie, Enter opens the
  // stack's orders (the focus goes into the panel, Esc brings it back),
  // ? shows the keys. Each stack says what it holds.
  function places() {
    return Array.prototype.slice.call(svg.querySelectorAll("g.zone, g.box.launch"));
  }
  function focusTarget(g) {
    return g.matches("g.zone") ? g.querySelector("a") : g;
  }
  function point(g) {
    if (g.dataset.x) return [parseFloat(g.dataset.x), parseFloat(g.dataset.y)];
    var b = g.getBBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  }
  var roving = null;
  function focusStack(g) {
    places().forEach(function (p) { focusTarget(p).setAttribute("tabindex", "-1"); });
    var t = focusTarget(g);
    t.setAttribute("tabindex", "0");
    roving = g;
    t.focus();
  }
  // The nearest place in the arrow's direction (within 60 degrees of it).
  function next(g, dx, dy) {
    var a = point(g), best = null, bestScore = Infinity;
    places().forEach(function (p) {
      if (p === g) return;
      var b = point(p), vx = b[0] - a[0], vy = b[1] - a[1];
      var along = vx * dx + vy * dy;
      if (along <= 0) return;
      var across = Math.abs(vx * dy - vy * dx);
      if (across > along * 1.8) return;
      var score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = p; }
    });
    return best;
  }
  function describe() {
    places().forEach(function (g) {
      var loc = locOf(g), t = focusTarget(g);
      if (!loc) return;
      var mine = unitsAt(loc);
      if (g.matches("g.box")) {
        t.setAttribute("role", "button");
        t.setAttribute("tabindex", "-1");
      }
      // The name is the element's <title>, read by screen readers and
      // shown as a tooltip: what the stack holds, in words.
      var title = t.querySelector(":scope > title");
      if (!title) return;
      if (!title.dataset.plain) title.dataset.plain = title.textContent;
      if (!mine.length) { title.textContent = title.dataset.plain; return; }
      var c = 0, p = 0, o = 0;
      mine.forEach(function (u) {
        if (u.class === "company") c++; else if (u.class === "platoon") p++; else o++;
      });
      var parts = [];
      if (c) parts.push(say("js-map-companies", { n: c }));
      if (p) parts.push(say("js-map-platoons", { n: p }));
      if (o) parts.push(say("js-map-others", { n: o }));
      var enemy = g.dataset[data.side === "allies" ? "axis" : "allies"];
      var place = data.labels[loc] || loc;
      title.textContent = enemy && enemy !== "0"
        ? say("js-map-stack-title-enemy", { place: place, units: parts.join(", "), n: enemy })
        : say("js-map-stack-title", { place: place, units: parts.join(", ") });
    });
    // The first stop: a launch box one may order from (its units must
    // land), else one's first stack.
    var first = svg.querySelector("g.box.launch.can-order") || svg.querySelector(".can-order") || places()[0];
    places().forEach(function (p) { focusTarget(p).setAttribute("tabindex", "-1"); });
    var keep = roving && svg.contains(roving) ? roving : first;
    if (keep) { focusTarget(keep).setAttribute("tabindex", "0"); roving = keep; }
  }
  var help = el("p", { id: "map-keys", "class": "hint noprint", hidden: "" }, say("js-map-keys"));
  svg.addEventListener("keydown", function (ev) {
    var g = ev.target.closest && ev.target.closest("g.zone, g.box.launch");
    if (!g) return;
    var dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[ev.key]) {
      ev.preventDefault();
      var n = next(g, dirs[ev.key][0], dirs[ev.key][1]);
      if (n) focusStack(n);
      return;
    }
    if (ev.key === "Enter" || ev.key === " ") {
      var loc = locOf(g);
      if (!loc) return;
      var isDest = destinations().size && Array.from(destinations().values()).some(function (d) { return d.to === loc; });
      if (!stackAt(loc) && !isDest) return; // a plain zone: its link
      ev.preventDefault();
      g.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      // Into the panel, at what comes next: a destination, the draft
      // button, else the first unit.
      var first = panel.querySelector("#order-choice .dest-list button") ||
        panel.querySelector("#draft-here") || panel.querySelector("input[name=unit]") ||
        panel.querySelector("button");
      if (first && !panel.contains(document.activeElement)) first.focus();
    }
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "?" && !/^(INPUT|SELECT|TEXTAREA)$/.test(ev.target.tagName)) {
      help.hidden = !help.hidden;
      return;
    }
    if (ev.key === "Escape" && from) {
      ev.preventDefault();
      closePanel();
    }
  });

  // ----- The side's drafts beside the map (Backstabbr's order list) -----
  // Each with a link to edit it on the orders page and a delete asked
  // twice, where the rules let the reader change it (data.drafts[].
  // changeable, R6.2); the draft just made can be undone.
  var lastDrafted = null;
  var list = el("section", { id: "draft-list", "class": "card noprint", "aria-labelledby": "draft-list-title" });
  function describeDraft(d) {
    // An attack inside a contested zone is "in place", not "F11 from F11".
    var args = { n: d.units, kind: KINDS[d.kind], place: data.labels[d.to] || d.to, from: data.labels[d.from] || d.from };
    return say(d.from === d.to ? "js-map-draft-in-place" : "js-map-draft-from", args);
  }
  function removeDraft(d, note) {
    return fetch("/api/v1/campaigns/" + data.campaign + "/orders/" + d.id, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { "Accept-Language": pageLang, "X-CSRF-Token": panel.dataset.csrf, "Prefer": "return=minimal" }
    }).then(function (r) {
      if (!r.ok) {
        return r.json().then(function (j) {
          status(notDone(refusalText(j, r.status)));
        });
      }
      if (lastDrafted === d.id) lastDrafted = null;
      if (!window.BocageLive) { window.location.reload(); return null; }
      return window.BocageLive.refresh(["orders"]).then(function () { status(say(note, { move: describeDraft(d) })); });
    }).catch(function () { status(notDone(say("js-map-unreachable"))); });
  }
  function renderList() {
    list.textContent = "";
    list.appendChild(el("h2", { id: "draft-list-title" }, say("js-map-drafted-moves", { n: data.drafts.length })));
    if (!data.drafts.length) {
      list.appendChild(el("p", { "class": "muted" }, say("js-map-none-yet")));
      return;
    }
    var ol = el("ol", { "class": "draft-list" });
    data.drafts.forEach(function (d) {
      var li = el("li", { "data-draft": String(d.id) });
      li.appendChild(el("span", {}, describeDraft(d) + " "));
      if (d.changeable) {
        li.appendChild(el("a", { href: "/campaigns/" + data.campaign + "/orders#draft-" + d.id, "class": "button secondary small" }, say("js-map-edit")));
        var del = el("button", { type: "button", "class": "secondary small" }, say("js-map-delete"));
        del.setAttribute("aria-label", say("js-map-delete-label", { move: describeDraft(d) }));
        del.addEventListener("click", function () {
          var sure = el("button", { type: "button", "class": "danger small" }, say("js-map-yes-delete", { draft: d.id }));
          sure.addEventListener("click", function () { removeDraft(d, "js-map-deleted"); });
          var keep = el("button", { type: "button", "class": "secondary small" }, say("js-map-keep-it"));
          keep.addEventListener("click", renderList);
          del.replaceWith(sure);
          sure.after(keep);
          sure.focus();
        });
        li.appendChild(del);
      }
      ol.appendChild(li);
    });
    list.appendChild(ol);
    var last = data.drafts.filter(function (d) { return d.id === lastDrafted && d.changeable; })[0];
    if (last) {
      var undo = el("button", { type: "button", id: "undo-draft", "class": "secondary" }, say("js-map-undo", { move: describeDraft(last) }));
      undo.addEventListener("click", function () { removeDraft(last, "js-map-undone"); });
      list.appendChild(undo);
    }
  }

  // A short word of what was done, where screen readers hear it.
  function status(text) {
    var st = document.getElementById("order-status");
    if (!st) return;
    st.textContent = text;
    st.hidden = false;
  }

  // Stacks that can be ordered are marked; a click on one opens it, a
  // click on a highlighted destination chooses it. Other zones keep their
  // link to the zone page.
  function mark() {
    data.units.forEach(function (u) { var g = elFor(u.from); if (g) g.classList.add("can-order"); });
    describe();
    markPlaces();
  }
  mark();
  // The page was brought up to date (static/live.js): the drawing is new,
  // so mark, draw and highlight again; a selection whose units moved or
  // went is closed.
  document.addEventListener("bocage:updated", function () {
    var fresh = document.getElementById("order-data");
    if (!fresh) return;
    data = JSON.parse(fresh.textContent);
    together = new Map(); // the board changed: ask again
    mark();
    drawArrows();
    renderList();
    var had = selected.length;
    var still = selected.filter(function (id) { var u = unit(id); return u && u.from === from; });
    var gone = from && !stackAt(from) ? from : null;
    if (gone) still = [];
    // Ticked units a teammate's order (or the phase) took meanwhile are
    // said, not dropped silently (found in play: the panel kept them
    // ticked and its button sent none).
    if (still.length !== had) {
      var lost = had - still.length;
      meanwhile = say(still.length ? "js-map-meanwhile-rest" : "js-map-meanwhile", { n: lost });
      selected = still;
      if (!still.length) dest = null;
    }
    if (gone) {
      closedStack(gone, meanwhile || say("js-map-stack-gone"));
      meanwhile = null;
      return;
    }
    if (placing) {
      placing = (data.placements || []).filter(function (p) { return p.what === placing.what; })[0] || null;
    }
    if (!from && panel.dataset.mode === "place" && !panel.hidden) {
      if ((data.placements || []).length) renderPlacements(); else closePanel();
      return;
    }
    if (from) render(); else highlight();
  });
  svg.addEventListener("click", function (ev) {
    var g = ev.target.closest("g.zone, g.box");
    if (!g) return;
    if (g.matches("g.box.reinforcements") && (data.placements || []).length) {
      ev.preventDefault();
      from = null; selected = []; dest = null;
      renderPlacements();
      var first = panel.querySelector(".dest-list button");
      if (first) first.focus();
      return;
    }
    var loc = locOf(g);
    if (!loc) return;
    if (placing) {
      if (placing.to.indexOf(loc) >= 0) { ev.preventDefault(); confirmPlace(loc); }
      return;
    }
    // A click on another of one's stacks with nothing ticked opens it;
    // anywhere else it is a destination, the open stack's own zone too
    // when it offers an order there (an attack in place inside a contested
    // zone, #43).
    var offered = false;
    destinations().forEach(function (d) { if (d.to === loc) offered = true; });
    var inPlace = from === loc && offered;
    // A highlighted destination is a destination even where another of
    // one's stacks stands (#43: a click on it opened that stack and lost
    // the order); that stack opens once this one is closed.
    var toOther = from && loc !== from && (offered || !stackAt(loc));
    if (selected.length || inPlace || toOther) {
      var here = [];
      destinations().forEach(function (d, k) { if (d.to === loc) here.push(k); });
      if (here.length === 1) { ev.preventDefault(); choose(here[0]); return; }
      if (here.length > 1) {
        // Several options into one zone: the player picks one.
        ev.preventDefault();
        dest = null;
        only = loc;
        renderChoice();
        var first = document.querySelector("#order-choice .dest-list button");
        if (first) first.focus();
        return;
      }
    }
    // Units ticked and a zone clicked that is not open to them: the order
    // stays, and says so (found in play: the click followed the zone's
    // link and the half-made order was lost).
    // With nothing ticked the same holds for a zone that is neither a
    // destination nor one's own stack (found in play: the click opened the
    // zone's page and the panel was lost).
    if (from && !offered && (selected.length || !stackAt(loc))) {
      ev.preventDefault();
      var name = data.labels[loc] || loc;
      var close = " " + say("js-map-close-first");
      missed = say(selected.length ? "js-map-missed-ticked" : "js-map-missed-stack", { place: name }) + close;
      renderChoice();
      var said = document.getElementById("order-missed");
      if (said && said.scrollIntoView) said.scrollIntoView({ block: "nearest" });
      if (!selected.length) return;
      // Why, in the rules' words: a dry run of that very move (found in
      // play: "not open" with no reason).
      var asked = selection();
      dryRun({ units: selected.slice(), to: loc }).then(function (a) {
        var now = document.getElementById("order-missed");
        if (a.ok || !now || selection() !== asked) return;
        now.textContent = (a.rule
          ? say("js-map-missed-why-rule", { place: name, reason: a.message, rule: a.rule })
          : say("js-map-missed-why", { place: name, reason: a.message })) + close;
      });
      return;
    }
    if (stackAt(loc)) {
      ev.preventDefault();
      if (from !== loc) { from = loc; group = null; selected = []; dest = null; }
      render();
      panel.scrollIntoView({ block: "nearest" });
      // On a phone the panel is a sheet over the map's lower part: the
      // stack and where it may go move up into sight above it (#43).
      if (window.BocageMapZoom && window.innerWidth < 700) keepInSight(loc);
    }
  });
  var hint = document.createElement("p");
  hint.className = "hint noprint";
  hint.id = "order-hint";
  hint.textContent = data.units.length
    ? say("js-map-hint-order")
    : (data.placements || []).length ? say("js-map-hint-place") : "";
  var wrap = document.querySelector(".map-wrap");
  if (wrap && hint.textContent) wrap.parentNode.insertBefore(hint, wrap);
  var said = document.createElement("p");
  said.className = "flash ok noprint";
  said.id = "order-status";
  said.setAttribute("role", "status");
  said.hidden = true;
  if (wrap) wrap.parentNode.insertBefore(said, wrap);
  // The panel comes right after the map in the reading and tab order (not
  // after the zone table), and the keys' help before it.
  if (wrap) {
    wrap.parentNode.insertBefore(panel, wrap.nextSibling);
    wrap.parentNode.insertBefore(help, wrap);
    var zones = document.getElementById("zones");
    if (zones) zones.parentNode.insertBefore(list, zones);
    else panel.after(list);
    // "My orders are done" (R5.12) right under the list it is about.
    var ready = document.getElementById("ready");
    if (ready) list.after(ready);
    renderList();
  }
  drawArrows();
})();
