// New messages arrive without a reload: when the event stream (live.js)
// says the channel has news, the page is drawn again by the server and its
// thread put in place. Without EventSource it asks every few seconds;
// without JavaScript, reload the page.
(function () {
  "use strict";
  var thread = document.querySelector("section.thread[data-channel]");
  var list = document.getElementById("messages");
  if (!thread || !list) return;
  var channel = thread.dataset.channel;
  // The server renders the thread (in the reader's time zone, with each
  // author's roles): the page asks for itself again and the live regions
  // (static/live.js) put the new messages in place (#43: no second format).
  function poll(force) {
    if (document.hidden && !force) return;
    if (window.BocageLive) window.BocageLive.refresh(["messages"]);
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
