import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Startup } from '../startup/loadStartup';
import { StatusPage } from './StatusPage';

/** 0 renders the site; 1 (maintenance, wins over 2) and 2 (region restriction) show their error pages. */
export function SystemStatusGate({ startup, children }: { startup: Startup; children: ReactNode }) {
  const status = use(startup.status);
  use(startup.ready);
  useTranslation('shell');
  if (status === 1) return <StatusPage kind="maintenance" />;
  if (status === 2) return <StatusPage kind="region" />;
  return <>{children}</>;
}
