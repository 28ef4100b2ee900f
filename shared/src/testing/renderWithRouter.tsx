import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Render a screen at `url` inside a router, with a catch-all route that shows where navigation went. */
export function renderWithRouter(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="navigated">{`${location.pathname}${location.search}`}</p>;
}
