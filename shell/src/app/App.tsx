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

/** The whole page: status gate, frame, routed areas, toasts, dialogs and the offline notice. */
export function App({ startup }: { startup: Startup }) {
  const theme = useThemeStore((s) => s.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => installPressFeedback(document), []);
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}

/** Bus events the shell answers for every area: session expiry, login required, customer service. */
function SessionEvents() {
  useSessionEvents();
  useCustomerServiceEvents();
  return null;
}
