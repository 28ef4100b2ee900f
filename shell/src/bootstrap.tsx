import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptImageBase,
  FirstViewContext,
  getSession,
  handedOverFirstView,
  hydrateAsSession,
  initI18n,
  queryCache,
  sameSession,
  setLanguage,
  storedLanguage,
} from 'shared';
import { App } from './app/App';
import { preloadFooterAreasWhenIdle } from './federation/preloadFooterAreas';
import { wantsPreview } from './federation/previewRequest';
import { reportHydrationError } from './startup/hydrationErrors';
import { loadStartup } from './startup/loadStartup';
import { firstViewHandover } from './startup/firstViewHandover';
import { hydrationSession } from './startup/hydrationSession';
import { keepTypedBeforeTakeOver } from './startup/typedBeforeTakeOver';
import { whenAreaRuns } from './startup/whenAreaRuns';
import { yieldToBrowser } from './startup/yieldToBrowser';
import { startServiceWorkerWhenIdle } from './pwa/startServiceWorkerWhenIdle';
import { startVitalsWhenIdle } from './vitals/startVitalsWhenIdle';
import { handSessionToServer, keepSessionWithServer } from './session/sessionForServer';
import './styles/global.css';
import './i18n';

/** Takes the server's page over, or renders the page afresh when the server left it empty. */
function start(): void {
  const container = document.getElementById('root')!;
  // A server-rendered page is taken over in place (hydrated) with what the server rendered it with. A preview
  // tab (its versions may differ from the HTML's) or a page the server left empty is rendered afresh.
  const handover = container.firstChild && !wantsPreview() ? firstViewHandover() : undefined;
  keepSessionWithServer();

  if (handover) {
    const handTypedToPage = keepTypedBeforeTakeOver(container);
    // The page was rendered in the language of the player's cookie; one chosen on this device wins once the
    // page is taken over (the cookie is missing on a first request, or was cleared).
    const takenOver = () => {
      handTypedToPage();
      const chosen = storedLanguage();
      if (chosen && chosen !== handover.language) void whenAreaRuns(container).then(() => setLanguage(chosen));
    };
    adoptImageBase(handover.imageBase);
    // The server renders for the session its cookie names. When that is this device's stored player (or both are
    // guests), the page is taken over as it is: its answers and reads are theirs. Otherwise the page is taken over
    // as rendered, each screen asks again as the stored player, and the server is told who signs in here.
    const stored = getSession();
    const rendered = handover.session;
    const samePlayer = sameSession(rendered, stored);
    hydrateAsSession(hydrationSession(rendered, stored));
    if (samePlayer) queryCache.hydrate(handover.queries);
    else void handSessionToServer(stored);
    const firstView = handedOverFirstView(handover.answers, { signedIn: !samePlayer });
    const startup = loadStartup(handover.release);
    startServiceWorkerWhenIdle(startup.ready.then(() => preloadFooterAreasWhenIdle()));
    startVitalsWhenIdle(startup.ready, true);
    // The frame is taken over as soon as the release is configured; the page's area, whose code may still be
    // downloading, keeps the server's HTML until it arrives and is then taken over in its turn (its Suspense
    // boundary). As a transition, the take-over yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page is already on screen, and a tap meanwhile is answered first.
    void Promise.all([initI18n(handover.language), startup.ready.catch(() => undefined)]).then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <FirstViewContext.Provider value={firstView}>
            <App startup={startup} onInteractive={takenOver} />
          </FirstViewContext.Provider>,
          { onRecoverableError: reportHydrationError },
        );
      }),
    );
  } else {
    const root = createRoot(container);
    const startup = loadStartup();
    startServiceWorkerWhenIdle(startup.ready.then(() => preloadFooterAreasWhenIdle()));
    startVitalsWhenIdle(startup.ready, false);
    void initI18n().then(() => root.render(<App startup={startup} />));
  }
}

// In a task of its own: evaluating the modules above is one already.
void yieldToBrowser().then(start);
