// Orders on the map. The server renders the board; this script reads the
// viewer's order data (a JSON block the server computed from the rules'
// legal actions) and lets them order there: click a stack, tick units,
// click a highlighted destination, confirm. Drafted moves are drawn as
// arrows. Without JavaScript the orders page does the same with a form.
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
  var dest = null;         // the chosen destination
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
  // Destinations every ticked unit may reach, with what the move does.
  function destinations() {
    var out = new Map();
    selected.forEach(function (id, i) {
      var u = unit(id);
      var mine = new Map();
      (u ? data.destinations[u.dests] : []).forEach(function (d) { mine.set(d.to, d); });
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
    destinations().forEach(function (d, to) {
      var g = elFor(to);
      if (!g) return;
      g.classList.add("dest", "dest-" + d.kind);
      if (to === dest) g.classList.add("dest-chosen");
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
        ds.size ? "Click a highlighted zone on the map, or pick it here:" :
          "These units have no destination in common: one order moves units that can go to the same place."));
      var list = el("div", { "class": "dest-list" });
      ds.forEach(function (d, to) {
        var b = el("button", { type: "button", "class": "secondary small", "data-to": to },
          KINDS[d.kind] + ": " + data.labels[d.to]);
        b.addEventListener("click", function () { choose(to); });
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
    var odds = el("p", { "class": "odds", id: "order-odds" });
    function showOdds() {
      if (!d.targets.length) { odds.textContent = ""; return; }
      var t = d.targets[0];
      if (select) {
        d.targets.forEach(function (x) { if (String(x.battalion) === select.value) t = x; });
      }
      var table = data.odds[d.to + ":" + t.battalion] || [];
      var o = table[Math.min(n, table.length) - 1];
      if (!o) { odds.textContent = ""; return; }
      odds.textContent = "Against " + data.names[t.battalion] + ": " + o.attackers + " vs " + o.defenders +
        ", " + o.battle_type + (o.provisional ? " (provisional: the defenders are not chosen yet)" : "");
    }
    if (select) select.addEventListener("change", showOdds);
    showOdds();
    box.appendChild(odds);
    // The stack at the destination once this order (and the drafts before
    // it) took effect.
    if (dest.indexOf("box:") !== 0) {
      var now = data.stacks[dest] || [0, 0];
      var art = selected.filter(function (id) { var u = unit(id); return u && u.class === "artillery"; }).length;
      var after = [now[0] + selected.length - art, now[1] + art];
      var over = after[0] > data.stack_limit || after[1] > data.artillery_stack;
      box.appendChild(el("p", { id: "order-stack", "class": over ? "flash error" : "muted" },
        dest + " after this order: " + after[0] + " of " + data.stack_limit + " units" +
        (after[1] ? ", " + after[1] + " of " + data.artillery_stack + " artillery" : "") +
        (over ? " — over the stacking limit (R4.1, R4.2): the commit would be refused." : ".")));
    }
    var msg = el("p", { "class": "flash error", role: "alert", hidden: "" });
    box.appendChild(msg);
    var go = el("button", { type: "button", id: "draft-here" }, "Draft this move");
    go.addEventListener("click", function () {
      var body = { units: selected.slice(), to: dest };
      if (select) body.target = parseInt(select.value, 10);
      submit(body, msg, go);
    });
    box.appendChild(go);
    parent.appendChild(box);
  }

  function choose(to) { dest = to; renderChoice(); var b = document.getElementById("draft-here"); if (b) b.focus(); }

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
    if (selected.length && destinations().has(loc)) { ev.preventDefault(); choose(loc); return; }
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
