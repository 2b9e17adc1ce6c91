// The result form (#25): choosing an outcome shows its loss caps, which the
// server wrote on each option (R7.5), in the loss fields as what an empty
// field means ("1, the cap"), not as a value: what the GM types is the
// number, never added to (#43: "1" then "3" made "13"). It decides nothing:
// the server checks the numbers, and an empty field takes the cap.
(function () {
  "use strict";
  document.querySelectorAll("select[data-caps]").forEach(function (select) {
    var form = select.form;
    if (!form) return;
    var fields = form.querySelectorAll("input[data-cap]");
    select.addEventListener("change", function () {
      var option = select.options[select.selectedIndex];
      if (!option) return;
      fields.forEach(function (input) {
        var cap = option.dataset[input.dataset.cap];
        input.placeholder = cap ? say("js-result-cap", { cap: cap }) : "";
      });
    });
  });
})();
