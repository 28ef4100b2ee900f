// Applies the stored theme before the first paint, so a light-theme player never sees a dark flash, hides a
// download banner the player closed, and
// mirrors the stored theme and language into cookies, so the server renders the next page in them.
// A file, not an inline script: the Content-Security-Policy allows no inline script.
try {
  var stored = localStorage.getItem('m.theme');
  if (stored === 'light' || stored === 'dark') {
    document.documentElement.dataset.theme = stored;
    document.cookie = 'm_theme=' + stored + '; Path=/; Max-Age=31536000; SameSite=Lax';
  }
  // A closed download banner (or an installed app) is hidden before the first paint too: the server's HTML has
  // it, and the page takes it away once taken over, so it never shows nor moves the page.
  var standalone = window.matchMedia && window.matchMedia('(display-mode: standalone)').matches;
  if (localStorage.getItem('m.downloadBarHidden') === '1' || standalone || navigator.standalone === true)
    document.documentElement.dataset.downloadBanner = 'hidden';
  var language = localStorage.getItem('m.language');
  if (language === 'en' || language === 'pt') document.cookie = 'm_lang=' + language + '; Path=/; Max-Age=31536000; SameSite=Lax';
} catch (e) {
  // storage blocked: the default theme stays
}
