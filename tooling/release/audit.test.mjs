import { describe, expect, it } from 'vitest';
import { formatAudit } from './audit.mjs';

describe('status --history', () => {
  it('prints each kind of entry on one line: a change, a refused call, a token change, a worker switch', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(
      formatAudit([
        { at, by: 'lobby-squad', action: 'canary', area: 'lobby', from: '1.0.0', to: '1.1.0', percent: 10 },
        {
          at,
          by: '(unknown)',
          action: 'refused',
          status: 401,
          reason: 'this token is not valid',
          address: '10.0.0.5',
          method: 'GET',
          path: '/v1/status',
        },
        { at, by: 'local:ana', action: 'token-rotate', token: 'lobby-squad', areas: ['lobby', 'support'] },
        { at, by: 'local:ana', action: 'worker-off' },
      ]).split('\n'),
    ).toEqual([
      `${at}  lobby-squad       canary        lobby       1.0.0 → 1.1.0 (10 %)`,
      `${at}  (unknown)         refused       401 GET /v1/status from 10.0.0.5: this token is not valid`,
      `${at}  local:ana         token-rotate  lobby-squad (lobby, support)`,
      `${at}  local:ana         worker-off`,
    ]);
  });
});
