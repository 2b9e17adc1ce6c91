// The account page suggests the browser's time zone when the profile's
// differs (deadlines and mail are shown in the profile's time zone).
(function () {
  "use strict";
  var select = document.querySelector('select[name="time_zone"]');
  if (!select || !window.Intl) return;
  var tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!tz || tz === select.value) return;
  var known = Array.prototype.some.call(select.options, function (o) { return o.value === tz; });
  if (!known) return;
  var b = document.createElement("button");
  b.type = "button";
  b.className = "secondary small";
  b.id = "use-browser-tz";
  b.textContent = say("js-account-browser-tz", { zone: tz });
  b.addEventListener("click", function () { select.value = tz; b.remove(); });
  select.parentNode.insertAdjacentElement("afterend", b);
})();
