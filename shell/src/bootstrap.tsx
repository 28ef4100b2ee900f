import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptImageBase, FirstViewContext, handedOverFirstView, initI18n, queryCache, routeFor } from 'shared';
import { App } from './app/App';
import { preloadFooterAreasWhenIdle, warmArea } from './federation/preloadFooterAreas';
import { wantsPreview } from './federation/previewRequest';
import { reportHydrationError } from './startup/hydrationErrors';
import { loadStartup } from './startup/loadStartup';
import { firstViewHandover } from './startup/firstViewHandover';
import { keepTypedBeforeTakeOver } from './startup/typedBeforeTakeOver';
import { startServiceWorkerWhenIdle } from './pwa/startServiceWorkerWhenIdle';
import './styles/global.css';
import './i18n';

const container = document.getElementById('root')!;
// A server-rendered page is taken over in place (hydrated) with what the server rendered it with. A preview
// tab (its versions may differ from the HTML's) or a page the server left empty is rendered afresh.
const handover = container.firstChild && !wantsPreview() ? firstViewHandover() : undefined;

if (handover) {
  const handTypedToPage = keepTypedBeforeTakeOver(container);
  adoptImageBase(handover.imageBase);
  queryCache.hydrate(handover.queries);
  const startup = loadStartup(handover.release);
  startServiceWorkerWhenIdle(startup.ready.then(() => preloadFooterAreasWhenIdle()));
  const firstView = handedOverFirstView(handover.answers);
  // The page's area (code and texts) is on hand before the take-over, so the whole page is taken over at once.
  const opening = routeFor(window.location.pathname);
  const areaReady = startup.ready.then(() => warmArea(opening.area, [opening.module])).catch(() => undefined);
  void Promise.all([initI18n(handover.language), areaReady]).then(() => {
    hydrateRoot(
      container,
      <FirstViewContext.Provider value={firstView}>
        <App startup={startup} onInteractive={handTypedToPage} />
      </FirstViewContext.Provider>,
      { onRecoverableError: reportHydrationError },
    );
  });
} else {
  const root = createRoot(container);
  const startup = loadStartup();
  startServiceWorkerWhenIdle(startup.ready.then(() => preloadFooterAreasWhenIdle()));
  void initI18n().then(() => root.render(<App startup={startup} />));
}
