import { i18n, initI18n } from '../i18n/setup';
import { ApiError } from './errors';
import { errorMessage, serverMessageKey } from './errorMessage';
import '../forms/i18n';

describe('errorMessage (docs/product-rules.md §8, 8.5)', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows a server message the site knows in the player's language", async () => {
    await i18n.changeLanguage('pt');
    const t = i18n.getFixedT(null, 'common');
    expect(errorMessage(new ApiError('server', 'Please login an actual account to use this function'), t)).toBe(
      'Faça login com uma conta real para usar esta função',
    );
    expect(errorMessage(new ApiError('server', 'Some refusal', 403, 'FREE_REJECT'), t)).toBe(
      'Faça login com uma conta real para usar esta função',
    );
  });

  it('keeps a message the site has no translation for as the server sent it', async () => {
    await i18n.changeLanguage('pt');
    expect(errorMessage(new ApiError('server', 'Applications are paused'), i18n.getFixedT(null, 'common'))).toBe('Applications are paused');
  });

  it('shows a form refusal the backend sends in English from the forms texts, by its English text', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces('forms');
    const t = i18n.getFixedT(null, 'common');
    expect(errorMessage(new ApiError('server', 'Sorry, the user does not exist or is disabled'), t)).toBe(
      'Desculpe, o usuário não existe ou está desativado',
    );
    expect(errorMessage(new ApiError('server', ' the old password is incorrect. ', 200), t)).toBe('A senha atual está incorreta');
    expect(serverMessageKey('Payment password must be 6 digits')).toBe('server_payment_password_digits');
    expect(serverMessageKey('Payment password must be 7 digits')).toBeUndefined();
    expect(serverMessageKey(undefined)).toBeUndefined();
  });
});
