// Campaign pages keep current without reloads (#25). The member's event
// stream (/api/v1/campaigns/{id}/events) says when their own view changed;
// the page then asks the server for itself again and puts the new regions
// in place: the parts marked data-live, or the whole of <main>. The map's
// <svg> keeps its element (so its zoom and pan), only its drawing changes.
// A region with a form the reader is filling is left alone: a notice
// offers to refresh instead. Nothing here decides anything: the server
// renders every region. Without EventSource (or JavaScript) pages work as
// before, by reloading. A page over several campaigns (the GM's battle
// board) names them in data-campaigns and follows each one's stream (at
// most four: a browser holds few connections to one server).
(function () {
  "use strict";
  var me = document.currentScript;
  var campaigns = ((me && (me.dataset.campaigns || me.dataset.campaign)) || "")
    .split(/\s+/).filter(Boolean).slice(0, 4);
  if (!campaigns.length) return;
  var live = { refresh: refresh, lastView: null, views: {} };
  window.BocageLive = live;

  // Forms the reader has typed into are theirs until sent.
  document.addEventListener("input", function (ev) {
    var f = ev.target && ev.target.form;
    if (f) f.dataset.dirty = "1";
  });
  document.addEventListener("change", function (ev) {
    var f = ev.target && ev.target.form;
    if (f) f.dataset.dirty = "1";
  });
  function inUse(el) {
    if (!el) return false;
    if (el.querySelector("form[data-dirty]")) return true;
    if (el.matches && el.matches("form[data-dirty]")) return true;
    var a = document.activeElement;
    return !!(a && el.contains(a) && a.matches("input, select, textarea"));
  }

  // The page's live regions, or the whole of <main>; and, beside marked
  // regions, what every page shows live (the pause banner, R5.9).
  function regions(doc) {
    var marked = doc.querySelectorAll("[data-live][id]");
    if (marked.length) {
      var page = doc.querySelectorAll("[data-live-page][id]");
      return Array.prototype.slice.call(marked).concat(Array.prototype.slice.call(page));
    }
    var main = doc.getElementById("main");
    return main ? [main] : [];
  }

  // Puts `fresh` in place of `old`; an SVG map keeps its element.
  function swap(old, fresh) {
    if (old.isEqualNode(fresh)) return false;
    if (old.matches("svg.map") && fresh.matches("svg.map")) {
      var view = old.getAttribute("viewBox");
      while (old.firstChild) old.removeChild(old.firstChild);
      Array.prototype.slice.call(fresh.childNodes).forEach(function (n) {
        old.appendChild(document.importNode(n, true));
      });
      if (view) old.setAttribute("viewBox", view);
      return true;
    }
    old.replaceWith(document.importNode(fresh, true));
    return true;
  }

  function notice() {
    var n = document.getElementById("live-notice");
    if (n) return;
    n = document.createElement("p");
    n.id = "live-notice";
    n.className = "flash info noprint";
    n.setAttribute("role", "status");
    n.appendChild(document.createTextNode(say("js-live-changed") + " "));
    var b = document.createElement("button");
    b.type = "button";
    b.className = "secondary small";
    b.textContent = say("js-live-show-changes");
    b.addEventListener("click", function () { window.location.reload(); });
    n.appendChild(b);
    var main = document.getElementById("main");
    if (main) main.insertBefore(n, main.firstChild);
  }

  // A page being left (a form sent, a link followed) refreshes nothing.
  var leaving = false;
  document.addEventListener("submit", function () { leaving = true; close(); });
  window.addEventListener("beforeunload", function () { leaving = true; close(); });

  var running = null, again = false;
  // Fetches the page and puts its regions in place; resolves once done.
  function refresh(changed) {
    if (leaving) return Promise.resolve();
    if (running) { again = true; return running; }
    running = fetch(window.location.href, {
      credentials: "same-origin",
      headers: { "Accept": "text/html", "X-Bocage-Refresh": "1" }
    }).then(function (r) {
      if (!r.ok) throw new Error("status " + r.status);
      return r.text();
    }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, "text/html");
      var kept = false, changedAny = false;
      regions(document).forEach(function (old) {
        var fresh = old.id === "main" ? doc.getElementById("main") : doc.getElementById(old.id);
        if (!fresh) return;
        if (old.id === "main" || old.matches("[data-live-forms]")) {
          if (inUse(old)) { kept = true; return; }
        }
        if (old.matches("svg.map") || old.querySelector("svg.map")) {
          var svgOld = old.matches("svg.map") ? old : old.querySelector("svg.map");
          var svgNew = fresh.matches("svg.map") ? fresh : fresh.querySelector("svg.map");
          if (svgOld && svgNew) { if (swap(svgOld, svgNew)) changedAny = true; return; }
        }
        if (swap(old, fresh)) changedAny = true;
      });
      if (kept) notice();
      // What the reader was told of their own last action ("Your orders
      // are marked done") may no longer hold once the page changed: such a
      // line goes, so the page says only what is true now (#43).
      if (changedAny) {
        document.querySelectorAll("#main > p.flash.ok[role=status]:not([id])").forEach(function (n) { n.remove(); });
      }
      document.dispatchEvent(new CustomEvent("bocage:updated", { detail: { changed: changed || [], doc: doc } }));
    }).catch(function () {
      notice();
    }).then(function () {
      running = null;
      if (again) { again = false; return refresh(changed); }
    });
    return running;
  }

  if (!window.EventSource) return;
  var sources = {}, replaced = false;
  function openOne(campaign) {
    if (sources[campaign]) return;
    var seen = live.views[campaign];
    var url = "/api/v1/campaigns/" + campaign + "/events" +
      (seen ? "?view=" + encodeURIComponent(seen) : "");
    var source = new EventSource(url);
    sources[campaign] = source;
    function viewed(d) {
      live.views[campaign] = d.view;
      live.lastView = d.view;
    }
    source.addEventListener("ready", function (ev) {
      var d = JSON.parse(ev.data);
      viewed(d);
      if (d.changed.length) refresh(d.changed);
    });
    source.addEventListener("change", function (ev) {
      var d = JSON.parse(ev.data);
      viewed(d);
      refresh(d.changed);
    });
    source.addEventListener("message", function (ev) {
      document.dispatchEvent(new CustomEvent("bocage:message", { detail: JSON.parse(ev.data) }));
    });
    source.addEventListener("end", function (ev) {
      var d = {};
      try { d = JSON.parse(ev.data); } catch (e) { d = {}; }
      // A newer page of the same member took this page's place (a member
      // holds a few streams at once): it asks again when looked at.
      replaced = d.reason === "replaced";
      close();
    });
  }
  function open() {
    replaced = false;
    campaigns.forEach(openOne);
    document.documentElement.dataset.live = "on";
  }
  function close() {
    Object.keys(sources).forEach(function (c) { sources[c].close(); });
    sources = {};
    document.documentElement.dataset.live = "off";
  }
  // A hidden tab holds no connection (browsers allow a few per server); it
  // asks again, with the view it last had, when shown.
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) close(); else open();
  });
  window.addEventListener("pagehide", close);
  window.addEventListener("focus", function () { if (replaced && !document.hidden) open(); });
  if (!document.hidden) open();
})();
