import { lazy, type ComponentType } from 'react';
import type { Area } from 'shared';
import { loadAreaModule, reloadAreaModule } from './remoteLoader';

type AnyProps = Record<string, unknown>;
type AreaModule = { default: ComponentType<AnyProps> };
const cache = new Map<string, ComponentType<AnyProps>>();
const loadedAhead = new Map<string, ComponentType<AnyProps>>();
const loadingAhead = new Map<string, Promise<AreaModule>>();

/**
 * Load an area's module ahead of need (the opening area during start-up, the footer tabs' areas at idle), so
 * showing it later does not suspend. A page that renders it meanwhile waits on this same load: one load at a
 * time, so a failed release is recovered (retry, then fallback) once, not raced by a second load.
 */
export async function loadAhead(area: Area, module: string): Promise<void> {
  const key = `${area}/${module}`;
  const loading = loadingAhead.get(key) ?? loadAreaModule<AreaModule>(area, module);
  loadingAhead.set(key, loading);
  try {
    const loaded = await loading;
    if (typeof loaded.default === 'function') loadedAhead.set(key, loaded.default);
  } finally {
    loadingAhead.delete(key);
  }
}

/**
 * The component for an area's exposed module: the one loaded ahead when there is one (first attempt only),
 * otherwise a lazy one (taking over a load ahead still under way on the first attempt), cached per attempt,
 * so navigating between routes of one module keeps it, and a retry (next attempt) starts the area over from
 * its pinned release and really fetches again. Once given for an attempt, the same component is given again:
 * a page that rendered the lazy one while the load ahead was under way must not get the loaded one on its
 * next render (React would mount the area afresh and drop what the player had done, e.g. on a language switch
 * right after the page was taken over).
 */
export function areaComponent(area: Area, module: string, attempt: number): ComponentType<AnyProps> {
  const key = `${area}/${module}#${attempt}`;
  let component = cache.get(key);
  if (component) return component;
  const ahead = attempt === 0 ? loadedAhead.get(`${area}/${module}`) : undefined;
  if (ahead) {
    cache.set(key, ahead);
    return ahead;
  }
  const loading = attempt === 0 ? loadingAhead.get(`${area}/${module}`) : undefined;
  component = lazy(
    () => loading ?? (attempt === 0 ? loadAreaModule<AreaModule>(area, module) : reloadAreaModule<AreaModule>(area, module)),
  );
  cache.set(key, component);
  return component;
}
