import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DialogHost, installPressFeedback, Spinner, ToastHost, useThemeStore } from 'shared';
import type { Startup } from '../startup/loadStartup';
import { usePreviewStore } from '../federation/previewStore';
import { SystemStatusGate } from '../status/SystemStatusGate';
import { Frame } from '../frame/Frame';
import { OfflineNotice } from '../network/OfflineNotice';
import { AppRoutes } from './AppRoutes';
import { firstAreaSettled } from '../federation/firstAreaRendered';
import { useCustomerServiceEvents } from './useCustomerService';
import { useSessionEvents } from './useSessionEvents';

// Only a tab that previews unpinned versions (or was refused one) shows it: its code loads then.
const PreviewBadge = lazy(() =>
  import(/* webpackChunkName: "preview-badge" */ '../federation/PreviewBadge').then((m) => ({ default: m.PreviewBadge })),
);

interface PageProps {
  startup: Startup;
  /** Called once, when the page first answers the player (after a server-rendered page is taken over). */
  onInteractive?: () => void;
}

/** The whole page in the browser. */
export function App({ startup, onInteractive }: PageProps) {
  return (
    <BrowserRouter>
      <Page startup={startup} onInteractive={onInteractive} />
    </BrowserRouter>
  );
}

/**
 * Status gate, frame, routed areas, toasts, dialogs and the offline notice, under whichever router the page
 * is rendered with: the browser's, or the server's for the first view (server/renderPage.tsx).
 */
export function Page({ startup, onInteractive }: PageProps) {
  // From the store itself, not a render's value: a hydrating render sees the server's default theme.
  useEffect(() => {
    const apply = (theme: string) => (document.documentElement.dataset.theme = theme);
    apply(useThemeStore.getState().theme);
    return useThemeStore.subscribe((state) => apply(state.theme));
  }, []);
  useEffect(() => installPressFeedback(document), []);
  // The page answers the player from here on (a server-rendered page: once it has been taken over, its area
  // too, which may come after the frame: its code can still be downloading when the frame is taken over).
  useEffect(() => {
    void firstAreaSettled.then(() => {
      onInteractive?.();
      document.documentElement.dataset.interactive = 'true';
    });
    // Once per page: what the first render was given is all that counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);
  const previewShown = usePreviewStore((state) => state.previewing.length + state.rejected.length > 0);
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
        {previewShown && (
          <Suspense fallback={null}>
            <PreviewBadge />
          </Suspense>
        )}
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
