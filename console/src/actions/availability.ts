// Which changes the console offers for an area, and why one is refused: the token's areas first (the service
// would answer 403), then the release rules the service applies (it would answer 409).
import type { AreaStatus, ChangeAction, Whoami } from '../api/types';

/** How tokens.mjs writes "every area". */
export const EVERY_AREA = '*';
export const SHELL = 'shell';

export type Refusal =
  | { reason: 'not-your-area'; token: string }
  | { reason: 'canary-running' }
  | { reason: 'no-canary' }
  | { reason: 'shell-has-no-canary' }
  | { reason: 'nothing-to-pin' }
  | { reason: 'no-previous' };

export type Availability = { allowed: true } | { allowed: false; refusal: Refusal };

export const mayChange = (who: Whoami, area: string): boolean => who.areas.includes(EVERY_AREA) || who.areas.includes(area);

/** A local build's version (`1.0.0-workspace.3`: `workspace` among its prerelease identifiers, as tooling/release/versions.mjs has it): never pinned. */
const isWorkspaceVersion = (version: string) => (/^[^-+]*-([^+]*)/.exec(version)?.[1] ?? '').split('.').includes('workspace');

/** Versions the area could be pinned to, or given as a canary: published releases, newest first, not what players get now. */
export const pinnableVersions = (status: AreaStatus): string[] =>
  status.published.filter((v) => v !== status.pinned && !isWorkspaceVersion(v)).reverse();

const refuse = (refusal: Refusal): Availability => ({ allowed: false, refusal });

export function availability(action: ChangeAction, status: AreaStatus, who: Whoami): Availability {
  if (!mayChange(who, status.area)) return refuse({ reason: 'not-your-area', token: who.name });
  const running = status.canary !== null;
  switch (action) {
    case 'pin':
      if (running) return refuse({ reason: 'canary-running' });
      return pinnableVersions(status).length ? { allowed: true } : refuse({ reason: 'nothing-to-pin' });
    case 'canary':
      if (status.area === SHELL) return refuse({ reason: 'shell-has-no-canary' });
      if (running) return refuse({ reason: 'canary-running' });
      if (!status.pinned) return refuse({ reason: 'nothing-to-pin' });
      return pinnableVersions(status).length ? { allowed: true } : refuse({ reason: 'nothing-to-pin' });
    case 'promote':
    case 'abort':
      return running ? { allowed: true } : refuse({ reason: 'no-canary' });
    case 'rollback':
      if (running) return refuse({ reason: 'canary-running' });
      return status.previous ? { allowed: true } : refuse({ reason: 'no-previous' });
  }
}
