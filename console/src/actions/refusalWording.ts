import type { Refusal } from './availability';
import type { Wording } from './confirmation';

export function refusalWording(refusal: Refusal, area: string): Wording {
  switch (refusal.reason) {
    case 'not-your-area':
      return { key: 'refused.notYourArea', values: { token: refusal.token, area } };
    default:
      return { key: `refused.${refusal.reason}`, values: { area } };
  }
}
