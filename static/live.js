// Live pages: an element with data-live-events names a server-sent events
// address; when it says something changed, the page is drawn afresh.
// Without JavaScript the pages work the same, by reloading.
(function () {
  "use strict";
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
