import { ApiError, i18n } from 'shared';
import { CASHIER_REFUSAL_CODES } from 'shared/contract';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { cashierMessage, refusalCode, refusalKey } from './cashierRefusal';

const t = i18n.getFixedT('en', 'account');

beforeAll(() => i18n.loadNamespaces('account').then(() => i18n.loadLanguages('pt')));

describe('cashier refusals', () => {
  it('has a text for every refusal code, in English and Portuguese', () => {
    const keys = CASHIER_REFUSAL_CODES.map(refusalKey);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(keys.filter((key) => !(key in pt))).toEqual([]);
  });

  it('says a refusal in the player’s language, whatever the server wrote', () => {
    const used = new ApiError('server', 'This voucher has already been used', 200, 'VOUCHER_USED');
    expect(refusalCode(used)).toBe('VOUCHER_USED');
    expect(cashierMessage(used, t)).toBe(en.refusal_voucher_used);
    expect(cashierMessage(used, i18n.getFixedT('pt', 'account'))).toBe(pt.refusal_voucher_used);
  });

  it('leaves every other failure to the site’s usual message', () => {
    expect(refusalCode(new ApiError('server', 'Name format not valid', 200, 'VALIDATION'))).toBeNull();
    expect(cashierMessage(new ApiError('server', 'Name format not valid', 200, 'VALIDATION'), t)).toBe('Name format not valid');
    expect(cashierMessage(new ApiError('timeout', ''), t)).toBe(i18n.t('error_timeout', { ns: 'common', lng: 'en' }));
  });
});
