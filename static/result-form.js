// The result form (#25): choosing an outcome puts its loss caps, which the
// server wrote on each option (R7.5), in the loss fields, unless the GM has
// typed a number there. It decides nothing: the server checks the numbers,
// and an empty field takes the cap without this script.
(function () {
  "use strict";
  document.querySelectorAll("select[data-caps]").forEach(function (select) {
    var form = select.form;
    if (!form) return;
    var fields = form.querySelectorAll("input[data-cap]");
    fields.forEach(function (input) {
      input.addEventListener("input", function () { input.dataset.typed = "1"; });
      // A number put there by the outcome is replaced by what is typed,
      // not added to (#43: "1" then "3" made "13").
      input.addEventListener("focus", function () { if (!input.dataset.typed) input.select(); });
    });
    select.addEventListener("change", function () {
      var option = select.options[select.selectedIndex];
      if (!option) return;
      fields.forEach(function (input) {
        if (!input.dataset.typed) input.value = option.dataset[input.dataset.cap] || "";
      });
    });
  });
})();
