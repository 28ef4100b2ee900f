import { requestLanguage } from './lib/language.js';
import { inLanguage, localized, localizedContract } from './seed/portuguese.js';
import { seedHelp } from './seed/help.js';
import { seedNotices, seedPopups, seedPromotions } from './seed/announcements.js';
import { REWARDS, seedContracts, seedInbox } from './seed/people.js';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) => ({ headers, query });

describe('the language content is asked in', () => {
  it('is the help centre’s lang, else the first of Accept-Language the backend has, else English', () => {
    expect(requestLanguage(request({}, { lang: 'PT' }))).toBe('pt');
    expect(requestLanguage(request({ 'accept-language': 'pt' }, { lang: 'EN' }))).toBe('en');
    expect(requestLanguage(request({ 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' }))).toBe('pt');
    expect(requestLanguage(request({ 'accept-language': 'fr-FR, en-US;q=0.8, pt;q=0.5' }))).toBe('en');
    expect(requestLanguage(request({}))).toBe('en');
  });
});

describe('the seeded content in Portuguese', () => {
  it('has a Portuguese version of every title and text a player reads', () => {
    const items = [
      ...seedPopups(),
      ...seedNotices(),
      ...seedPromotions(),
      ...seedHelp().flatMap((item) => [item, ...item.children]),
      ...Object.values(seedInbox()).flat(),
      ...REWARDS,
    ];
    const untranslated = items.flatMap((item: { title: string; content?: string }) => {
      const pt = localized(item, 'pt');
      return [pt.title === item.title && item.title, item.content !== undefined && pt.content === item.content && item.title].filter(
        Boolean,
      );
    });
    expect(untranslated).toEqual([]);
  });

  it('has every contract offer in Portuguese: its title, summary and each term', () => {
    const untranslated = Object.values(seedContracts()).flatMap((contract) => {
      const pt = localizedContract(contract, 'pt');
      const texts = [
        [contract.title, pt.title],
        [contract.summary, pt.summary],
        ...contract.terms.flatMap((term, i) => [
          [term.label, pt.terms[i]?.label],
          [term.value, pt.terms[i]?.value],
        ]),
      ];
      return texts.filter(([en, translated]) => en === translated).map(([en]) => en);
    });
    expect(untranslated).toEqual([]);
    expect(localizedContract(seedContracts().dailysalreqtype, 'pt').title).toBe('Contrato de salário diário');
  });

  it('answers English as it is, and text it has no Portuguese for as it is', () => {
    const [notice] = seedNotices();
    expect(localized(notice!, 'en')).toBe(notice);
    expect(inLanguage('A test hook’s own text', 'pt')).toBe('A test hook’s own text');
  });
});
