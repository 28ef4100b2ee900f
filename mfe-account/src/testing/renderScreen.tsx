import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DialogHost, ToastHost } from 'shared';

/** Shows where the router went, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen at `url` (matched by `path`) with the toast and dialog hosts the shell provides; `from`, the page
 * the player came from (one step back in the history), else `url` is the visit's first page.
 */
export function renderScreen(ui: ReactElement, { url = '/', path, from }: { url?: string; path?: string; from?: string } = {}) {
  const routePath = path ?? url.split('?')[0] ?? '/';
  return render(
    <MemoryRouter initialEntries={from ? [from, url] : [url]} initialIndex={from ? 1 : 0}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </Suspense>
      <ToastHost />
      <DialogHost />
    </MemoryRouter>,
  );
}
