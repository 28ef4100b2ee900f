// The one-bundle bench build's counterpart of the composed site's early start on the opening area: the
// opening page's module is imported by the entry script, so its chunks download beside the bundle's own
// instead of after it has started. Never part of the real site.
import { routeFor } from 'shared/routes';
import { loadAreaModule } from './monolithLoader';

export async function preloadOpeningAreaEarly(): Promise<void> {
  const { area, module } = routeFor(window.location.pathname);
  await loadAreaModule(area, module).catch(() => undefined);
}
