import { portugueseProblems } from '../testing/portugueseTexts';
import commonEn from './locales/common.en.json';
import commonPt from './locales/common.pt.json';

describe('common texts', () => {
  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(commonEn, commonPt)).toEqual([]);
  });
});
