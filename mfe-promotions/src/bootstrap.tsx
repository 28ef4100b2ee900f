// Standalone page of the promotions area, for working on it without the shell: its routes in a bare router,
// set up the way the shell sets up the composed site (run-time config, brand settings, theme, i18n).
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DialogHost, ROUTES, Spinner, ToastHost, fetchBrandSettings, initI18n, setRuntimeConfig, useBrandStore, useThemeStore, type RuntimeConfig } from 'shared';
import './standalone.css';
import './i18n';
import { exposedRoutes } from './exposedRoutes';
import AnnouncementPopup from './widgets/AnnouncementPopup';
import DownloadPromoStrip from './widgets/DownloadPromoStrip';

const routes = ROUTES.filter((r) => r.area === 'promotions');
document.documentElement.dataset.theme = useThemeStore.getState().theme;
document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1">');

async function prepare() {
  const config = await fetch('/m/config.json').then((r) => (r.ok ? (r.json() as Promise<Partial<RuntimeConfig>>) : {}), () => ({}));
  setRuntimeConfig(config);
  fetchBrandSettings().then((settings) => useBrandStore.getState().setSettings(settings), () => undefined);
  await initI18n();
}

void prepare().then(() =>
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <BrowserRouter>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {routes.map((r) => {
            const Screen = exposedRoutes[r.module];
            return Screen ? <Route key={r.path} path={r.path} element={<Screen />} /> : null;
          })}
          <Route
            path="/widgets"
            element={
              <>
                <DownloadPromoStrip />
                <AnnouncementPopup />
              </>
            }
          />
          <Route path="*" element={<ul>{[...routes.map((r) => r.path), '/widgets'].map((p) => <li key={p}><a href={p}>{p}</a></li>)}</ul>} />
        </Routes>
      </Suspense>
      <ToastHost />
      <DialogHost />
    </BrowserRouter>,
  ),
);
