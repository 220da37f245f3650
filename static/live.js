// The site's one script, progressive enhancement only: every page works the
// same without it.
// Live pages: an element with data-live-events names a server-sent events
// address; when it says something changed, the page is drawn afresh.
// Forms: fields that matter for one choice of another field only (the time
// bank's, for a bank clock) show with that choice only; the group names the
// choice, data-shown-when="clock=bank". Without JavaScript every field shows,
// and the server ignores those that do not apply.
(function () {
  "use strict";
  // A page may load the script twice (a live page with a form on it).
  if (window.halmaScript) {
    return;
  }
  window.halmaScript = true;

  var groups = document.querySelectorAll("[data-shown-when]");
  Array.prototype.forEach.call(groups, function (group) {
    var rule = group.getAttribute("data-shown-when").split("=");
    var form = group.closest("form");
    var field = form && form.querySelector('[name="' + rule[0] + '"]');
    if (!field) {
      return;
    }
    function update() {
      group.hidden = field.value !== rule[1];
    }
    field.addEventListener("change", update);
    update();
  });

  var hook = document.querySelector("[data-live-events]");
  if (!hook || !window.EventSource) {
    return;
  }
  var source = new EventSource(hook.getAttribute("data-live-events"));
  function fresh() {
    source.close();
    window.location.reload();
  }
  source.addEventListener("move", fresh);
  source.addEventListener("turn", fresh);
})();
