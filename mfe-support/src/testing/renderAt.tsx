import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Render a screen at `url` with a catch-all route that shows where navigation went (path and query).
 * shared/testing's probe reads `window.location`, which a memory router never changes.
 */
export function renderAt(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname + location.search}</p>;
}
