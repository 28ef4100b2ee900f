import { Suspense, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DialogHost } from '../ui/dialog/DialogHost';
import { ToastHost } from '../ui/toast/ToastHost';

export interface ScreenPlace {
  /** The address the screen opens at (path and query). */
  url?: string;
  /** The route that shows the screen; '*', every path, leaves no way to see a navigation. */
  path?: string;
  /** The page one step back in the history; without it, `url` is the visit's first page. */
  from?: string;
  /** With the toast and dialog hosts the shell provides. */
  hosts?: boolean;
}

/**
 * Render a screen at `url` inside a memory router, with a catch-all route that shows where navigation went
 * (`data-testid="navigated"`: the router's path and query).
 */
export function renderWithRouter(ui: ReactElement, { url = '/', path = '*', from, hosts = false }: ScreenPlace = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={from ? [from, url] : [url]} initialIndex={from ? 1 : 0}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </Suspense>
      {hosts && <ToastHost />}
      {hosts && <DialogHost />}
    </MemoryRouter>,
  );
}

/** A screen opened at `url` on the route `path`, by default the address's path without its query. */
export const at = (url: string, path = url.split('?')[0] ?? url): ScreenPlace => ({ url, path });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="navigated">{`${location.pathname}${location.search}`}</p>;
}
