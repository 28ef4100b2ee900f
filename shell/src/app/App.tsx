import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DialogHost, installPressFeedback, Spinner, ToastHost, useThemeStore } from 'shared';
import type { Startup } from '../startup/loadStartup';
import { PreviewBadge } from '../federation/PreviewBadge';
import { SystemStatusGate } from '../status/SystemStatusGate';
import { Frame } from '../frame/Frame';
import { OfflineNotice } from '../network/OfflineNotice';
import { AppRoutes } from './AppRoutes';
import { useCustomerServiceEvents } from './useCustomerService';
import { useSessionEvents } from './useSessionEvents';

/** The whole page in the browser. */
export function App({ startup }: { startup: Startup }) {
  return (
    <BrowserRouter>
      <Page startup={startup} />
    </BrowserRouter>
  );
}

/**
 * Status gate, frame, routed areas, toasts, dialogs and the offline notice, under whichever router the page
 * is rendered with: the browser's, or the server's for the first view (server/renderPage.tsx).
 */
export function Page({ startup }: { startup: Startup }) {
  // From the store itself, not a render's value: a hydrating render sees the server's default theme.
  useEffect(() => {
    const apply = (theme: string) => (document.documentElement.dataset.theme = theme);
    apply(useThemeStore.getState().theme);
    return useThemeStore.subscribe((state) => apply(state.theme));
  }, []);
  useEffect(() => installPressFeedback(document), []);
  // The page answers the player from here on (a server-rendered page: once it has been taken over).
  useEffect(() => void (document.documentElement.dataset.interactive = 'true'), []);
  return (
    <>
      <Suspense fallback={<Spinner minHeight={400} />}>
        <SessionEvents />
        <SystemStatusGate startup={startup}>
          <Frame>
            <AppRoutes />
          </Frame>
        </SystemStatusGate>
        <ToastHost />
        <OfflineNotice />
        <DialogHost />
        <PreviewBadge />
      </Suspense>
    </>
  );
}

/** Bus events the shell answers for every area: session expiry, login required, customer service. */
function SessionEvents() {
  useSessionEvents();
  useCustomerServiceEvents();
  return null;
}
