import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type Area } from 'shared';
import { areaComponent } from './areaComponent';
import { AreaFailedMarker, AreaRenderedMarker } from './firstAreaRendered';
import { RemoteBoundary } from './RemoteBoundary';
import { reportRemote } from './beacon';
import { RemoteUnavailableError } from './remoteLoader';
import { activeRelease } from './remoteReleases';
import { RenderedInTheBrowser, ServerAreaModulesContext } from './serverAreaModules';

interface AreaViewProps {
  area: Area;
  module: string;
  props?: Record<string, unknown>;
  /** Widgets render nothing while loading or after a failure; routed areas show a spinner and the error. */
  quiet?: boolean;
}

/** Renders an exposed module of a remote with a loading indicator and an in-area failure panel with retry. */
export function AreaView({ area, module, props = {}, quiet = false }: AreaViewProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const serverModules = useContext(ServerAreaModulesContext);
  const Component = serverModules ? (serverModules(area, module) ?? RenderedInTheBrowser) : areaComponent(area, module, attempt);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={retry}
      onError={(error) => {
        if (!(error instanceof RemoteUnavailableError)) reportRemote(area, activeRelease(area)?.version, 'render');
      }}
      // Offline, an area the service worker does not hold was never opened on this device: it needs the network.
      // (Only the browser renders this: the server leaves a failing area to it.)
      fallback={(_error, again) =>
        quiet ? null : (
          <>
            <AreaFailedMarker />
            <ErrorPanel
              testId="remote-error"
              message={t(typeof navigator === 'undefined' || navigator.onLine ? 'remote_error' : 'remote_offline')}
              onRetry={again}
            />
          </>
        )
      }
    >
      <Suspense fallback={quiet ? null : <Spinner label={t('remote_loading')} minHeight={320} />}>
        <Component {...props} />
        {!quiet && <AreaRenderedMarker />}
      </Suspense>
    </RemoteBoundary>
  );
}
