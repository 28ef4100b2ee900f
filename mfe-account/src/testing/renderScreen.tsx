import type { ReactElement } from 'react';
import { at, renderWithRouter } from 'shared/testing';

/**
 * Renders a screen at `url` (on the route `path`, by default the address's path) with the toast and dialog hosts
 * the shell provides; `from`, the page the player came from (one step back in the history).
 */
export function renderScreen(ui: ReactElement, { url = '/', path, from }: { url?: string; path?: string; from?: string } = {}) {
  return renderWithRouter(ui, { ...at(url, path), from, hosts: true });
}
