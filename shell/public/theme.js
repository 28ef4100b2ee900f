// Applies the stored theme before the first paint, so a light-theme player never sees a dark flash.
// A file, not an inline script: the Content-Security-Policy allows no inline script.
try {
  var stored = localStorage.getItem('m.theme');
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
} catch (e) {
  // storage blocked: the default theme stays
}
