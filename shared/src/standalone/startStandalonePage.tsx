// The standalone page of one area, for working on it without the shell: the area's exposed route modules in
// a bare router, set up the way the shell sets up the composed site (run-time config, brand settings, theme,
// i18n), with a list of its routes and a /widgets page showing its component widgets.
// Imports `shared` by name, so the page uses the same singleton instance as the area's modules.
import { Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  DialogHost,
  ROUTES,
  Spinner,
  ToastHost,
  fetchBrandSettings,
  initI18n,
  setRuntimeConfig,
  useBrandStore,
  useThemeStore,
  type Area,
  type RuntimeConfig,
} from 'shared';
import './standalone.css';

type ModuleLoader = () => Promise<{ default: ComponentType }>;

/** An area's exposed modules as lazy imports, as tooling/rspack/exposes.mjs generates them from the route table. */
export interface StandaloneModules {
  routes: Record<string, ModuleLoader>;
  widgets: Record<string, ModuleLoader>;
}

async function prepare() {
  document.documentElement.dataset.theme = useThemeStore.getState().theme;
  document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1">');
  const config = await fetch('/m/config.json').then(
    (r) => (r.ok ? (r.json() as Promise<Partial<RuntimeConfig>>) : {}),
    () => ({}),
  );
  setRuntimeConfig(config);
  fetchBrandSettings().then(
    (settings) => useBrandStore.getState().setSettings(settings),
    () => undefined,
  );
  await initI18n();
}

const lazyAll = (loaders: Record<string, ModuleLoader>) =>
  Object.entries(loaders).map(([module, load]) => ({ module, Screen: lazy(load) }));

export function startStandalonePage(area: Area, modules: StandaloneModules): void {
  const routes = ROUTES.filter((r) => r.area === area);
  const screens = new Map(lazyAll(modules.routes).map(({ module, Screen }) => [module, Screen]));
  const widgets = lazyAll(modules.widgets);
  const links = [...routes.map((r) => r.path), ...(widgets.length ? ['/widgets'] : [])];
  void prepare().then(() =>
    createRoot(document.body.appendChild(document.createElement('div'))).render(
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {routes.map((r) => {
              const Screen = screens.get(r.module);
              return Screen ? <Route key={r.path} path={r.path} element={<Screen />} /> : null;
            })}
            <Route
              path="/widgets"
              element={
                <>
                  {widgets.map(({ module, Screen }) => (
                    <Screen key={module} />
                  ))}
                </>
              }
            />
            <Route
              path="*"
              element={
                <ul>
                  {links.map((p) => (
                    <li key={p}>
                      <a href={p}>{p}</a>
                    </li>
                  ))}
                </ul>
              }
            />
          </Routes>
        </Suspense>
        <ToastHost />
        <DialogHost />
      </BrowserRouter>,
    ),
  );
}
