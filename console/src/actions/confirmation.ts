// What a confirmation says will change, from the area as the console last read it: the text key and the
// values it names. Each sentence names the area, the version players will get and the one they get now.
import type { ChangeIntent } from '../api/client';
import type { AreaStatus } from '../api/types';

export interface Wording {
  key: string;
  values: Record<string, string | number>;
}

export function confirmationWording(intent: ChangeIntent, status: AreaStatus): Wording {
  const area = status.area;
  const now = status.pinned ?? '';
  const nowKey = status.pinned ? '' : 'First';
  switch (intent.action) {
    case 'pin':
      return { key: `confirm.pin${nowKey}`, values: { area, version: intent.version ?? '', now } };
    case 'canary':
      return { key: 'confirm.canary', values: { area, version: intent.version ?? '', percent: intent.percent ?? 0, now } };
    case 'promote':
      return { key: 'confirm.promote', values: { area, version: status.canary?.version ?? '', now } };
    case 'abort':
      return { key: 'confirm.abort', values: { area, version: status.canary?.version ?? '', now } };
    case 'rollback':
      return { key: 'confirm.rollback', values: { area, version: status.previous ?? '', now } };
  }
}
