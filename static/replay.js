// The replay's player: steps and plays the frames the server draws. It
// decides nothing: each frame is the server's SVG of the reader's view
// (GET /campaigns/{id}/replay/frames/{n}?viewpoint=...), swapped into the
// page; without JavaScript the links and forms step through the same
// frames one page at a time.
(function () {
  "use strict";
  var root = document.getElementById("replay");
  if (!root || !window.fetch) return;
  var id = root.getAttribute("data-campaign");
  var vp = root.getAttribute("data-viewpoint");
  var total = parseInt(root.getAttribute("data-frames"), 10);
  var current = parseInt(root.getAttribute("data-current"), 10);
  var figure = document.getElementById("replay-map");
  var title = document.querySelector("#replay-title strong");
  var count = document.getElementById("replay-count");
  var prev = document.getElementById("replay-prev");
  var next = document.getElementById("replay-next");
  var play = document.getElementById("replay-play");
  var speed = document.getElementById("replay-speed");
  var speedLabel = document.getElementById("replay-speed-label");
  var picker = document.getElementById("replay-frame");
  var timer = null;
  var kept = {};

  function address(n) {
    return "/campaigns/" + id + "/replay/frames/" + n + "?viewpoint=" + encodeURIComponent(vp);
  }
  function load(n) {
    if (!kept[n]) {
      kept[n] = fetch(address(n), { credentials: "same-origin" }).then(function (r) {
        if (!r.ok) throw new Error("frame " + n + ": " + r.status);
        return r.text();
      });
      kept[n].catch(function () { delete kept[n]; });
    }
    return kept[n];
  }
  function link(a, n) {
    if (n >= 1 && n <= total) {
      a.setAttribute("href", "?viewpoint=" + encodeURIComponent(vp) + "&frame=" + n);
      a.removeAttribute("aria-disabled");
    } else {
      a.removeAttribute("href");
      a.setAttribute("aria-disabled", "true");
    }
  }
  function show(n) {
    if (n < 1 || n > total) return Promise.resolve(false);
    return load(n).then(function (svg) {
      figure.innerHTML = svg;
      document.dispatchEvent(new CustomEvent("bocage:frame", { detail: { frame: n } }));
      current = n;
      root.setAttribute("data-current", String(n));
      var item = document.querySelector('#replay-frames li[data-frame="' + n + '"]');
      document.querySelectorAll("#replay-frames li[aria-current]").forEach(function (li) {
        li.removeAttribute("aria-current");
      });
      if (item) {
        item.setAttribute("aria-current", "step");
        title.textContent = item.getAttribute("data-title");
      }
      count.textContent = say("js-replay-count", { frame: n, total: total });
      if (picker) picker.value = String(n);
      link(prev, n - 1);
      link(next, n + 1);
      history.replaceState(null, "", "?viewpoint=" + encodeURIComponent(vp) + "&frame=" + n);
      if (n < total) load(n + 1);
      return true;
    });
  }
  function stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    play.textContent = say("js-replay-play");
    play.setAttribute("aria-pressed", "false");
  }
  function tick() {
    if (current >= total) { stop(); return; }
    show(current + 1).then(function () {
      if (timer) timer = setTimeout(tick, parseInt(speed.value, 10));
    }, stop);
  }
  function start() {
    if (current >= total) {
      show(1);
    }
    play.textContent = say("js-replay-pause");
    play.setAttribute("aria-pressed", "true");
    timer = setTimeout(tick, parseInt(speed.value, 10));
  }
  function toggle() { if (timer) stop(); else start(); }

  play.hidden = false;
  speedLabel.hidden = false;
  play.addEventListener("click", toggle);
  prev.addEventListener("click", function (e) { e.preventDefault(); stop(); show(current - 1); });
  next.addEventListener("click", function (e) { e.preventDefault(); stop(); show(current + 1); });
  if (picker) {
    picker.form.addEventListener("submit", function (e) {
      e.preventDefault();
      stop();
      show(parseInt(picker.value, 10));
    });
  }
  document.addEventListener("keydown", function (e) {
    var t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable)) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "ArrowLeft") { e.preventDefault(); stop(); show(current - 1); }
    else if (e.key === "ArrowRight") { e.preventDefault(); stop(); show(current + 1); }
    else if (e.key === " " && !(t && (t.tagName === "BUTTON" || t.tagName === "A"))) { e.preventDefault(); toggle(); }
  });
  if (current < total) load(current + 1);
})();
