// Served only by the cross-engine suite's site, first in <head>: records what the page reports as an error
// (console.error, uncaught errors and rejections, refused content) in a way any WebDriver can read back,
// across reloads. Classic WebDriver (WebKit) has no console events of its own.
(function () {
  var KEY = 'engines.errors';
  var read = function () {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) || '[]');
    } catch (e) {
      return [];
    }
  };
  var record = function (kind, text) {
    var entry = kind + ' @' + location.pathname + ': ' + String(text).slice(0, 300);
    var all = read().concat([entry]);
    window.__engineErrors = all;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(all));
    } catch (e) {
      /* storage full: still on window */
    }
  };
  window.__engineErrors = read();
  var original = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i++) {
      var a = arguments[i];
      parts.push(a instanceof Error ? a.name + ': ' + a.message : typeof a === 'object' ? safeJson(a) : String(a));
    }
    record('console.error', parts.join(' '));
    return original.apply(console, arguments);
  };
  function safeJson(value) {
    try {
      return JSON.stringify(value);
    } catch (e) {
      return String(value);
    }
  }
  window.addEventListener('error', function (event) {
    if (event.error || event.message) record('uncaught', event.message || event.error);
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record('unhandled rejection', reason && reason.message ? reason.message : reason);
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record('csp', event.violatedDirective + ' ' + event.blockedURI);
  });
})();
