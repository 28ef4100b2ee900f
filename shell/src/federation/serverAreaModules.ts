import { createContext, type ComponentType } from 'react';
import type { Area } from 'shared';
import { LEFT_TO_BROWSER } from '../startup/hydrationErrors';

type AnyProps = Record<string, unknown>;

/**
 * Server render only: the area modules the request loaded before rendering. An area missing from it (not
 * loaded in time, failed its hash, threw) is left to the browser: its place streams as loading.
 */
export type ServerAreaModules = (area: Area, module: string) => ComponentType<AnyProps> | undefined;

export const ServerAreaModulesContext = createContext<ServerAreaModules | undefined>(undefined);

/** What an area the server could not load renders there: an error React answers with the area's loading state. */
export function RenderedInTheBrowser(): never {
  throw new Error(LEFT_TO_BROWSER);
}
