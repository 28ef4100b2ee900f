import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from 'shared';
import { loadAreaModule } from './remoteLoader';

type AnyProps = Record<string, unknown>;
type AreaModule = { default: ComponentType<AnyProps> };
const cache = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();
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
 * so navigating between routes of one module keeps it, and a retry (next attempt) really fetches again.
 */
export function areaComponent(area: Area, module: string, attempt: number): ComponentType<AnyProps> {
  const ahead = attempt === 0 ? loadedAhead.get(`${area}/${module}`) : undefined;
  if (ahead) return ahead;
  const key = `${area}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    const ahead = attempt === 0 ? loadingAhead.get(`${area}/${module}`) : undefined;
    component = lazy(() => ahead ?? loadAreaModule<AreaModule>(area, module));
    cache.set(key, component);
  }
  return component;
}
