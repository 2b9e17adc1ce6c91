// Zoom and pan for the server-rendered map: buttons (+, −, Fit), pinch and
// drag on phones, Ctrl + wheel (and trackpad pinch) on computers. It moves
// the SVG's viewBox, so the map stays sharp at every size. Without
// JavaScript the map is shown whole. The replay swaps its drawing frame by
// frame (static/replay.js, the "bocage:frame" event): the new frame keeps
// the zoom and pan, as the events are heard on the map's box, not on one
// drawing.
(function () {
  "use strict";
  var svg = document.querySelector("svg.map");
  var wrap = document.querySelector(".map-wrap");
  if (!svg || !wrap || !svg.viewBox || !svg.viewBox.baseVal) return;
  var b = svg.viewBox.baseVal;
  var full = { x: b.x, y: b.y, w: b.width, h: b.height };
  var view = { x: full.x, y: full.y, w: full.w, h: full.h };
  var MAX = 8;

  function apply() {
    svg.setAttribute("viewBox", view.x + " " + view.y + " " + view.w + " " + view.h);
    fit.disabled = view.w >= widest() - 1;
  }
  // The shape of the map on the page: the map's own, or, on a phone, the
  // taller box the stylesheet gives it.
  function aspect() {
    var r = svg.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r.height / r.width : full.h / full.w;
  }
  // The whole map's width at most: on a phone's tall box the whole map
  // shows with a margin above and below, nothing cut off at the sides.
  function widest() { return full.w; }
  // The part of the frame's height a sheet covers from below (a phone's
  // order sheet, set by `fit`): the map's lower edge may rise to the
  // sheet's top, so that places on the map's southern edge come into sight
  // above it (found in play: the Axis's entry zones stayed under it).
  var cover = 0;
  function clamp() {
    view.w = Math.min(widest(), Math.max(full.w / MAX, view.w));
    view.h = view.w * aspect();
    view.x = view.w >= full.w ? full.x + (full.w - view.w) / 2
      : Math.max(full.x, Math.min(full.x + full.w - view.w, view.x));
    var seen = view.h * (1 - cover);
    view.y = seen >= full.h ? full.y + (full.h - seen) / 2
      : Math.max(full.y, Math.min(full.y + full.h - seen, view.y));
  }
  function showAll() {
    cover = 0;
    view = { x: full.x, y: full.y, w: widest(), h: 0 };
    clamp();
    apply();
  }
  // Brings a point of the map into view at `fraction` of the box's height
  // (the order panel, a sheet over the map's lower part on phones, uses it
  // to keep the chosen destination in sight).
  window.BocageMapZoom = {
    // The whole map again (what "Fit" does).
    whole: function () { showAll(); },
    show: function (x, y, fraction) {
      view.x = x - view.w / 2;
      view.y = y - view.h * fraction;
      clamp();
      apply();
    },
    // Shows the map's box from (x0, y0) to (x1, y1) whole in the top
    // `fraction` of the map's frame (the rest is under the order sheet on
    // a phone, #43), zooming out as far as it takes.
    fit: function (x0, y0, x1, y1, fraction) {
      var pad = 60, f = Math.max(0.2, Math.min(1, fraction));
      cover = 1 - f;
      // Room above the box for the zoom buttons over the map's top (found
      // in play: a destination lay under "-"), in map units at the zoom
      // it takes.
      var px = svg.getBoundingClientRect().width || 1, top = 0;
      for (var i = 0; i < 2; i++) {
        var bw = x1 - x0 + 2 * pad, bh = y1 - y0 + 2 * pad + top;
        view.w = Math.max(bw, bh / (aspect() * f));
        top = 56 * Math.min(view.w, widest()) / px;
      }
      clamp();
      view.x = (x0 + x1) / 2 - view.w / 2;
      view.y = (y0 - top + y1) / 2 - (view.h * f) / 2;
      clamp();
      apply();
    }
  };
  // A point on the screen in map units.
  function toMap(clientX, clientY) {
    var m = svg.getScreenCTM();
    if (!m) return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    var p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }
  function zoom(factor, at) {
    var c = at || { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    var w = Math.min(full.w, Math.max(full.w / MAX, view.w / factor));
    var k = w / view.w;
    view.x = c.x - (c.x - view.x) * k;
    view.y = c.y - (c.y - view.y) * k;
    view.w = w;
    clamp();
    apply();
  }

  function button(label, title, onClick) {
    var el = document.createElement("button");
    el.type = "button";
    el.className = "secondary small";
    el.textContent = label;
    el.setAttribute("aria-label", title);
    el.title = title;
    el.addEventListener("click", onClick);
    bar.appendChild(el);
    return el;
  }
  // The bar's place is in the page already (map_body.html), so that the
  // map does not move when the buttons arrive.
  var bar = document.getElementById("map-tools");
  if (!bar) {
    bar = document.createElement("div");
    bar.className = "map-tools noprint";
    wrap.parentNode.insertBefore(bar, wrap);
  }
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", say("js-zoom-bar"));
  button("+", say("js-zoom-in"), function () { zoom(1.5); });
  button("−", say("js-zoom-out"), function () { zoom(1 / 1.5); });
  var fit = button(say("js-zoom-fit"), say("js-zoom-fit-title"), showAll);
  wrap.classList.add("live");

  document.addEventListener("bocage:frame", function () {
    var fresh = wrap.querySelector("svg.map");
    if (fresh && fresh !== svg) { svg = fresh; apply(); }
  });

  wrap.addEventListener("wheel", function (ev) {
    if (!ev.ctrlKey) return; // plain wheel scrolls the page
    ev.preventDefault();
    zoom(ev.deltaY < 0 ? 1.2 : 1 / 1.2, toMap(ev.clientX, ev.clientY));
  }, { passive: false });

  // Drag to pan, two fingers to pinch. A drag is not a click on a zone.
  var pointers = new Map();
  var dragged = false;
  var pinch = null;
  wrap.addEventListener("pointerdown", function (ev) {
    pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    dragged = false;
    if (pointers.size === 2) {
      var ps = Array.from(pointers.values());
      pinch = { d: Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y) };
    }
  });
  wrap.addEventListener("pointermove", function (ev) {
    var last = pointers.get(ev.pointerId);
    if (!last) return;
    var now = { x: ev.clientX, y: ev.clientY };
    if (pointers.size === 2 && pinch) {
      pointers.set(ev.pointerId, now);
      var ps = Array.from(pointers.values());
      var d = Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y);
      if (pinch.d > 0 && d > 0) {
        zoom(d / pinch.d, toMap((ps[0].x + ps[1].x) / 2, (ps[0].y + ps[1].y) / 2));
      }
      pinch.d = d;
      dragged = true;
      return;
    }
    if (view.w >= widest() - 1 && view.h >= full.h - 1) return; // nothing to pan
    var dx = now.x - last.x, dy = now.y - last.y;
    if (!dragged && Math.hypot(dx, dy) < 6) return;
    dragged = true;
    var rect = svg.getBoundingClientRect();
    view.x -= dx * view.w / rect.width;
    view.y -= dy * view.h / rect.height;
    clamp();
    apply();
    pointers.set(ev.pointerId, now);
  });
  function up(ev) {
    pointers.delete(ev.pointerId);
    if (pointers.size < 2) pinch = null;
  }
  wrap.addEventListener("pointerup", up);
  wrap.addEventListener("pointercancel", up);
  wrap.addEventListener("click", function (ev) {
    if (dragged) { ev.preventDefault(); ev.stopImmediatePropagation(); dragged = false; }
  }, true);
  // A phone starts close enough to read (about 11 px text), on the
  // viewer's own stacks when they have orders to give, else mid-coast.
  window.addEventListener("load", function () {
    showAll();
    if (svg.getBoundingClientRect().width >= 700) return;
    var focus = svg.querySelector(".can-order") || svg.querySelector('g[data-zone="F14"]');
    var at = null;
    if (focus) {
      var bb = focus.getBBox();
      at = { x: bb.x + bb.width / 2, y: bb.y + bb.height / 2 };
    }
    zoom(full.h / aspect() > 0 ? 1.7 : 1, at);
    if (at) {
      view.x = at.x - view.w / 2;
      view.y = at.y - view.h / 2;
      clamp();
      apply();
    }
  });
  window.addEventListener("resize", function () { clamp(); apply(); });
  apply();
})();
