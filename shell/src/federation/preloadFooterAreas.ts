import { routeFor, type Area } from 'shared';
import { FOOTER_TABS } from '../frame/footerTabs';
import { preloadArea } from './remoteLoader';

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

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}

/** Once the browser is idle after the first page, preload the pinned remotes of the footer tabs. */
export function preloadFooterAreasWhenIdle(): void {
  whenIdle(() => {
    for (const [area, modules] of footerTargets()) void preloadArea(area, modules);
  });
}
