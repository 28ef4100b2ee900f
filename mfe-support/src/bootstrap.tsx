// Standalone page of the support area, for working on it without the shell: its routes in a bare router.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DialogHost, ROUTES, Spinner, ToastHost, initI18n } from 'shared';
import './i18n';
import { exposedRoutes } from './exposedRoutes';

const routes = ROUTES.filter((r) => r.area === 'support');
void initI18n().then(() =>
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <BrowserRouter>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {routes.map((r) => {
            const Screen = exposedRoutes[r.module];
            return Screen ? <Route key={r.path} path={r.path} element={<Screen />} /> : null;
          })}
          <Route path="*" element={<ul>{routes.map((r) => <li key={r.path}><a href={r.path}>{r.path}</a></li>)}</ul>} />
        </Routes>
      </Suspense>
      <ToastHost />
      <DialogHost />
    </BrowserRouter>,
  ),
);
