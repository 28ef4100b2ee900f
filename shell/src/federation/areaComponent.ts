import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from 'shared';
import { loadAreaModule } from './remoteLoader';

type AnyProps = Record<string, unknown>;
const cache = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

/**
 * A lazy component for an area's exposed module. Cached per attempt, so navigating between routes of one
 * module keeps it, and a retry (next attempt) really fetches again.
 */
export function areaComponent(area: Area, module: string, attempt: number): LazyExoticComponent<ComponentType<AnyProps>> {
  const key = `${area}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadAreaModule<{ default: ComponentType<AnyProps> }>(area, module));
    cache.set(key, component);
  }
  return component;
}
