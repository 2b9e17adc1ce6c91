// The words a page's scripts show, in the page's language (#44): the
// server puts them in the page (`#bocage-words`, from `script.ftl`); a
// script asks for one by id with its arguments, e.g. say(id, {n: 3})
// for a counting message.
(function () {
  "use strict";
  var el = document.getElementById("bocage-words");
  var words = {};
  try { words = el ? JSON.parse(el.textContent) : {}; } catch (e) { words = {}; }
  var lang = document.documentElement.lang || "en";
  var plural = window.Intl && Intl.PluralRules ? new Intl.PluralRules(lang) : null;
  window.say = function (id, args) {
    var m = words[id];
    if (m === undefined) return id;
    if (typeof m === "object") {
      var n = Number(args && args.n);
      var form = plural ? plural.select(n) : (n === 1 ? "one" : "other");
      m = m[form] || m.other;
    }
    return m.replace(/\{(\w+)\}/g, function (all, k) {
      return args && Object.prototype.hasOwnProperty.call(args, k) ? String(args[k]) : all;
    });
  };
})();
