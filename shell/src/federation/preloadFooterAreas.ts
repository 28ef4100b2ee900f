import { i18n, routeFor, type Area } from 'shared';
import { FOOTER_TABS } from '../frame/footerTabs';
import { firstAreaWithData } from './firstAreaRendered';
import { loadAhead } from './areaComponent';
import { whenIdle } from './whenIdle';

/** The areas and modules behind the footer tabs: the likely next routes from any page. */
export function footerTargets(): Map<Area, string[]> {
  const targets = new Map<Area, string[]>();
  for (const tab of FOOTER_TABS) {
    const { area, module } = routeFor(tab.to);
    const modules = targets.get(area) ?? [];
    if (!modules.includes(module)) modules.push(module);
    targets.set(area, modules);
  }
  return targets;
}

/**
 * Fetch an area's modules, run them and load its texts (its namespace is registered when its modules run),
 * so that switching to it renders at once instead of waiting on the network. Failures stay silent here:
 * the area reports them itself if the player goes there. No prefetch goes ahead of the load: the runtime's
 * prefetch links did not serve the script tags of the load that follows, so each file came down twice.
 */
export async function warmArea(area: Area, modules: string[]): Promise<void> {
  const loaded = await Promise.all(
    modules.map((module) =>
      loadAhead(area, module).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (loaded.some(Boolean)) await i18n.loadNamespaces(area).catch(() => undefined);
}

/**
 * Once the first page's area has rendered with its data and the browser is idle, warm the areas of the footer
 * tabs: never earlier, so on a slow network they do not compete with what the player is waiting for.
 * Resolves once the warm-up has settled, however it went.
 */
export function preloadFooterAreasWhenIdle(rendered: Promise<void> = firstAreaWithData): Promise<void> {
  return rendered.then(
    () =>
      new Promise<void>((settled) =>
        whenIdle(() => {
          performance.mark('m:preload-start');
          void Promise.all([...footerTargets()].map(([area, modules]) => warmArea(area, modules))).then(() => settled());
        }),
      ),
  );
}
