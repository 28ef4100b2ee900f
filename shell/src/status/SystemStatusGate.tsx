import { use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Startup } from '../startup/loadStartup';
import { LazyStatusPage as StatusPage } from './LazyStatusPage';

/**
 * 0 renders the site; 1 (maintenance, wins over 2) and 2 (region restriction) show their error pages, which
 * ask again by themselves and let the site in as soon as the status is back to 0.
 */
export function SystemStatusGate({ startup, children }: { startup: Startup; children: ReactNode }) {
  const started = use(startup.status);
  const [status, setStatus] = useState(started);
  use(startup.ready);
  useTranslation('shell');
  if (status === 1) return <StatusPage kind="maintenance" onStatus={setStatus} />;
  if (status === 2) return <StatusPage kind="region" onStatus={setStatus} />;
  return <>{children}</>;
}
