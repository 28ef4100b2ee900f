import { i18n } from '../i18n/setup';
import { area, canary } from '../testing/fixtures';
import type { ChangeIntent } from '../api/client';
import { confirmationWording } from './confirmation';

const running = canary();

function sentence(intent: Omit<ChangeIntent, 'area'>, overrides = {}, language = 'en') {
  const wording = confirmationWording({ area: 'lobby', ...intent }, area(overrides));
  return i18n.getFixedT(language)(wording.key, wording.values);
}

describe('what a confirmation says will change', () => {
  it('names the area, the version players will get and the one they get now', () => {
    expect(sentence({ action: 'pin', version: '1.3.0' })).toBe('Pin lobby 1.3.0 for every player (now 1.2.0)');
    expect(sentence({ action: 'pin', version: '1.3.0' }, { pinned: null })).toBe(
      'Pin lobby 1.3.0 for every player (nothing is pinned now)',
    );
    expect(sentence({ action: 'canary', version: '1.3.0', percent: 10 })).toBe(
      'Give lobby 1.3.0 to 10 % of devices as a canary (the others keep 1.2.0)',
    );
    expect(sentence({ action: 'promote' }, { canary: running })).toBe(
      'Give lobby 1.3.0 to every player: the canary becomes the pin (now 1.2.0)',
    );
    expect(sentence({ action: 'abort' }, { canary: running })).toBe('Stop the canary lobby 1.3.0: every player gets 1.2.0 again');
    expect(sentence({ action: 'rollback' })).toBe('Roll lobby back to 1.1.0 for every player (now 1.2.0)');
  });

  it('says the same in Portuguese', () => {
    expect(sentence({ action: 'pin', version: '1.3.0' }, {}, 'pt')).toBe('Fixar lobby 1.3.0 para todos os jogadores (hoje 1.2.0)');
    expect(sentence({ action: 'rollback' }, {}, 'pt')).toBe('Voltar lobby para 1.1.0 para todos os jogadores (hoje 1.2.0)');
  });
});
