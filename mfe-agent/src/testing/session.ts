import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore, type SessionInfo } from 'shared';

/**
 * Render `ui` at `url` in a memory router; any other path shows a probe with the router's own location
 * (shared's renderWithRouter reads window.location, which a memory router never changes).
 */
export function renderAt(ui: ReactElement, url = '/') {
  const path = url.split('?')[0] ?? url;
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

export const memberSession = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  token: 'token-1',
  merchantCode: 'mcasino',
  userName: 'contract01',
  type: 1,
  firstTimeLogin: false,
  ...overrides,
});

/** Put a session in the page's one store (null logs out) without touching the bus listeners' expectations. */
export function setSession(session: SessionInfo | null) {
  useSessionStore.setState({ session });
}
