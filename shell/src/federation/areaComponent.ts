import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from 'shared';
import { loadAreaModule } from './remoteLoader';

type AnyProps = Record<string, unknown>;
type AreaModule = { default: ComponentType<AnyProps> };
const cache = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();
const loadedAhead = new Map<string, ComponentType<AnyProps>>();

/** Load an area's module ahead of need (the footer tabs' preload), so showing it later does not suspend. */
export async function loadAhead(area: Area, module: string): Promise<void> {
  const loaded = await loadAreaModule<AreaModule>(area, module);
  if (typeof loaded.default === 'function') loadedAhead.set(`${area}/${module}`, loaded.default);
}

/**
 * The component for an area's exposed module: the one loaded ahead when there is one (first attempt only),
 * otherwise a lazy one, cached per attempt, so navigating between routes of one module keeps it, and a retry
 * (next attempt) really fetches again.
 */
export function areaComponent(area: Area, module: string, attempt: number): ComponentType<AnyProps> {
  const ahead = attempt === 0 ? loadedAhead.get(`${area}/${module}`) : undefined;
  if (ahead) return ahead;
  const key = `${area}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadAreaModule<AreaModule>(area, module));
    cache.set(key, component);
  }
  return component;
}
