// New messages arrive without a reload: when the event stream (live.js)
// says the channel has news, the page asks the API for what came after the
// last message it shows, and appends it (as text; http(s) links become
// links). Without EventSource it asks every few seconds; without
// JavaScript, reload the page.
(function () {
  "use strict";
  var thread = document.querySelector("section.thread[data-channel]");
  var list = document.getElementById("messages");
  if (!thread || !list) return;
  var campaign = thread.dataset.campaign;
  var channel = thread.dataset.channel;
  function lastId() {
    var items = list.querySelectorAll("li[id^='m']");
    if (!items.length) return 0;
    return parseInt(items[items.length - 1].id.slice(1), 10) || 0;
  }
  function body(text) {
    var p = document.createElement("p");
    p.className = "body";
    text.split(" ").forEach(function (word, i) {
      if (i > 0) p.appendChild(document.createTextNode(" "));
      var bare = word.replace(/[.,);!?]+$/, "");
      if (/^https?:\/\/./.test(bare)) {
        var a = document.createElement("a");
        a.href = bare;
        a.rel = "nofollow noopener noreferrer";
        a.textContent = bare;
        p.appendChild(a);
        p.appendChild(document.createTextNode(word.slice(bare.length)));
      } else {
        p.appendChild(document.createTextNode(word));
      }
    });
    return p;
  }
  function add(m) {
    if (document.getElementById("m" + m.id)) return;
    var li = document.createElement("li");
    li.id = "m" + m.id;
    var meta = document.createElement("p");
    meta.className = "meta";
    var who = document.createElement("strong");
    who.textContent = m.author;
    var when = document.createElement("span");
    when.className = "muted";
    when.textContent = " " + new Date(m.at).toLocaleString();
    meta.appendChild(who);
    meta.appendChild(when);
    li.appendChild(meta);
    li.appendChild(body(m.body));
    list.appendChild(li);
    var empty = thread.querySelector("p.muted.empty");
    if (empty) empty.remove();
  }
  function poll(force) {
    if (document.hidden && !force) return;
    var url = "/api/v1/campaigns/" + campaign + "/messages?channel=" +
      encodeURIComponent(channel) + "&after=" + lastId();
    fetch(url, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) { if (j) j.messages.forEach(add); })
      .catch(function () {});
  }
  if (window.EventSource) {
    document.addEventListener("bocage:message", function (ev) {
      if (ev.detail && ev.detail.channel === channel) poll(true);
    });
    // A stream that had to close (hidden tab) reopens with what was missed.
    document.addEventListener("visibilitychange", function () { if (!document.hidden) poll(); });
  } else {
    setInterval(poll, 4000);
  }
})();
