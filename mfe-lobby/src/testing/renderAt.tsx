import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Render a screen on `path` at `url`; navigating elsewhere shows where it went (`navigated-to`). */
export function renderAt(ui: ReactElement, url: string, path = url.split('?')[0] ?? url) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="navigated-to">{`${pathname}${search}`}</p>;
}
