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
  var dataEl = document.getElementById("order-data");
  var panel = document.getElementById("order-panel");
  var svg = document.querySelector("svg.map");
  if (!dataEl || !panel || !svg) return;
  var data = JSON.parse(dataEl.textContent);
  var NS = "http://www.w3.org/2000/svg";
  var KINDS = {
    attack: "Attack", capture: "Capture", reinforce: "Reinforce",
    land: "Land", move: "Move"
  };

  var from = null;         // the stack's location, e.g. "F13" or "box:omaha"
  var group = null;        // battalion id (or "art") of the ticked units
  var selected = [];       // ticked unit ids
  var dest = null;         // the chosen option: "F14|attack"
  var only = null;         // a zone whose several options are offered
  var busy = false;

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
  function groupOf(u) { return u.battalion === null ? "art" : String(u.battalion); }
  function unit(id) {
    for (var i = 0; i < data.units.length; i++) if (data.units[i].id === id) return data.units[i];
    return null;
  }
  // The options every ticked unit has, keyed "zone|kind": one zone may
  // offer several (attack and reinforce into a contested zone).
  function key(d) { return d.to + "|" + d.kind; }
  function destinations() {
    var out = new Map();
    selected.forEach(function (id, i) {
      var u = unit(id);
      var mine = new Map();
      (u ? data.destinations[u.dests] : []).forEach(function (d) { mine.set(key(d), d); });
      if (i === 0) { mine.forEach(function (d, k) { out.set(k, d); }); return; }
      Array.from(out.keys()).forEach(function (k) { if (!mine.has(k)) out.delete(k); });
    });
    return out;
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
    if (!from) { panel.hidden = true; highlight(); return; }
    panel.hidden = false;
    var here = unitsAt(from);
    panel.appendChild(el("h2", {}, "Orders from " + (data.labels[from] || from)));
    var groups = new Map();
    here.forEach(function (u) {
      var k = groupOf(u);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(u);
    });
    groups.forEach(function (us, k) {
      var fs = el("fieldset", { "data-group": k });
      fs.appendChild(el("legend", {}, data.groups[k]));
      var all = el("button", { type: "button", "class": "link small" }, "Tick all");
      all.addEventListener("click", function () {
        tick(k, us.map(function (u) { return u.id; }));
      });
      fs.appendChild(all);
      us.forEach(function (u) {
        var label = el("label", {});
        var box = el("input", { type: "checkbox", name: "unit", value: String(u.id) });
        box.checked = selected.indexOf(u.id) >= 0;
        box.addEventListener("change", function () {
          var now = group === k ? selected.slice() : [];
          if (box.checked) now.push(u.id);
          else now = now.filter(function (x) { return x !== u.id; });
          tick(k, now);
        });
        label.appendChild(box);
        label.appendChild(document.createTextNode(" " + u.name + " "));
        label.appendChild(el("span", { "class": "muted" }, u.class));
        fs.appendChild(label);
      });
      panel.appendChild(fs);
    });
    panel.appendChild(el("div", { id: "order-choice" }));
    var close = el("button", { type: "button", "class": "link" }, "Close");
    close.addEventListener("click", function () { from = null; selected = []; dest = null; render(); });
    panel.appendChild(close);
    renderChoice();
  }

  // One order moves units of one battalion: ticking another battalion's
  // unit starts a new selection.
  function tick(k, ids) {
    group = k;
    selected = ids;
    dest = null;
    only = null;
    panel.querySelectorAll("input[name=unit]").forEach(function (b) {
      b.checked = selected.indexOf(parseInt(b.value, 10)) >= 0;
    });
    renderChoice();
  }

  function renderChoice() {
    var box = document.getElementById("order-choice");
    if (!box) return;
    box.textContent = "";
    var ds = destinations();
    if (selected.length && !dest) {
      box.appendChild(el("p", { "class": "hint" },
        only ? "What do they do in " + data.labels[only] + "?" :
        ds.size ? "Click a highlighted zone on the map, or pick it here:" :
          "These units have no destination in common: one order moves units that can go to the same place."));
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
    box.appendChild(el("p", {}, KINDS[d.kind] + " " + data.labels[d.to] + " with " + n +
      (n === 1 ? " unit." : " units.")));
    var select = null;
    if (d.targets.length > 1 || (d.needs_target && d.targets.length)) {
      var lab = el("label", {}, "Attack battalion ");
      select = el("select", { name: "target" });
      d.targets.forEach(function (t) { select.appendChild(el("option", { value: String(t.battalion) }, data.names[t.battalion])); });
      lab.appendChild(select);
      box.appendChild(lab);
    }
    // What this exact order would make, from a dry run of it.
    var odds = el("p", { "class": "odds", id: "order-odds", "aria-live": "polite" });
    var stack = el("p", { id: "order-stack", "class": "muted" });
    box.appendChild(odds);
    box.appendChild(stack);
    function order() {
      var body = { units: selected.slice(), to: d.to };
      if (d.kind === "attack") {
        body.target = select ? parseInt(select.value, 10) : d.targets[0].battalion;
      }
      return body;
    }
    function preview() {
      odds.textContent = "Checking this order…";
      stack.textContent = "";
      stack.className = "muted";
      dryRun(order()).then(function (a) {
        if (!a.ok) {
          odds.textContent = "The rules refuse this order" + (a.rule ? " (" + a.rule + ")" : "") + ": " + a.message;
          odds.className = "odds flash error";
          go.disabled = true;
          return;
        }
        odds.className = "odds";
        go.disabled = false;
        var p = a.body.preview || {};
        odds.textContent = p.odds ? "Against " + data.names[order().target] + ": " + p.odds.text : "";
        if (p.stack) {
          var s2 = p.stack;
          stack.textContent = s2.zone + " after this order: " + s2.units + " of " + s2.limit + " units" +
            (s2.artillery ? ", " + s2.artillery + " of " + s2.artillery_limit + " artillery" : "") + ".";
        }
        if (p.over && p.over.length) {
          stack.className = "flash error";
          stack.textContent += " " + p.over.map(function (v) { return v.message + " (" + v.rule + ")"; }).join(" ") +
            " You may draft it, but the commit is refused until another order makes room.";
        }
      });
    }
    if (select) select.addEventListener("change", preview);
    var msg = el("p", { "class": "flash error", role: "alert", hidden: "" });
    box.appendChild(msg);
    var go = el("button", { type: "button", id: "draft-here" }, "Draft this move");
    go.addEventListener("click", function () { submit(order(), msg, go); });
    box.appendChild(go);
    parent.appendChild(box);
    preview();
  }

  function choose(k) { dest = k; only = null; renderChoice(); var b = document.getElementById("draft-here"); if (b) b.focus(); }

  // The server's answer to a dry run of `body`: {ok, body} or {ok: false,
  // rule, message}.
  function dryRun(body) {
    var cmd = Object.assign({ command: "draft_move", dry_run: true }, body);
    return fetch("/api/v1/campaigns/" + data.campaign + "/commands", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        "X-CSRF-Token": panel.dataset.csrf,
        "Prefer": "return=minimal"
      },
      body: JSON.stringify(cmd)
    }).then(function (r) {
      return r.json().then(function (j) {
        if (r.ok) return { ok: true, body: j };
        var e = (j && j.error) || {};
        return { ok: false, rule: e.rule, message: e.message || ("error " + r.status) };
      });
    }).catch(function () {
      return { ok: false, message: "the server could not be reached." };
    });
  }

  function submit(body, msg, button) {
    if (busy) return;
    busy = true;
    button.disabled = true;
    fetch("/api/v1/campaigns/" + data.campaign + "/orders", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        "X-CSRF-Token": panel.dataset.csrf,
        "Prefer": "return=minimal"
      },
      body: JSON.stringify(body)
    }).then(function (r) {
      if (r.ok) { window.location.reload(); return null; }
      return r.json().then(function (j) {
        msg.textContent = "Not done: " + ((j && j.error && j.error.message) || ("error " + r.status));
        msg.hidden = false;
      });
    }).catch(function () {
      msg.textContent = "Not done: the server could not be reached.";
      msg.hidden = false;
    }).then(function () { busy = false; button.disabled = false; });
  }

  function drawArrows() {
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
      title.textContent = KINDS[d.kind] + ": " + d.units + " units, " + d.from + " to " + d.to + " (draft " + d.id + ")";
      line.appendChild(title);
      layer.appendChild(line);
    });
    svg.appendChild(layer);
  }

  // Stacks that can be ordered are marked; a click on one opens it, a
  // click on a highlighted destination chooses it. Other zones keep their
  // link to the zone page.
  data.units.forEach(function (u) { var g = elFor(u.from); if (g) g.classList.add("can-order"); });
  svg.addEventListener("click", function (ev) {
    var g = ev.target.closest("g.zone, g.box");
    if (!g) return;
    var loc = locOf(g);
    if (!loc) return;
    if (selected.length) {
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
    if (unitsAt(loc).length) {
      ev.preventDefault();
      if (from !== loc) { from = loc; group = null; selected = []; dest = null; }
      render();
      panel.scrollIntoView({ block: "nearest" });
    }
  });
  var hint = document.createElement("p");
  hint.className = "hint noprint";
  hint.id = "order-hint";
  hint.textContent = data.units.length
    ? "To order, click one of your stacks (outlined), tick units, then click where they go."
    : "";
  var wrap = document.querySelector(".map-wrap");
  if (wrap && hint.textContent) wrap.parentNode.insertBefore(hint, wrap);
  drawArrows();
})();
