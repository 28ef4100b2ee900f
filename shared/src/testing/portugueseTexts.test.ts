import { europeanWordsIn, interpolationVariables, portugueseProblems } from './portugueseTexts';

describe('interpolationVariables', () => {
  it('lists each variable once, sorted, with or without a format', () => {
    expect(interpolationVariables('{{count}}/{{max}} images, {{ count }}, {{date, datetime}}')).toEqual(['count', 'date', 'max']);
    expect(interpolationVariables('No variables')).toEqual([]);
  });
});

describe('europeanWordsIn', () => {
  it('finds European-only words and phrases in any case, as whole words', () => {
    expect(europeanWordsIn('Introduza a sua Palavra-passe')).toEqual(['palavra-passe', 'introduza']);
    expect(europeanWordsIn('Número de telemóvel do utilizador')).toEqual(['telemóvel', 'utilizador']);
    expect(europeanWordsIn('Jogo a carregar…')).toEqual(['a carregar']);
  });

  it('leaves Brazilian texts alone, including words that only contain a European one', () => {
    expect(europeanWordsIn('Digite sua senha de usuário no celular')).toEqual([]);
    expect(europeanWordsIn('Carregando… Cadastro concluído; entre em contato com a equipe')).toEqual([]);
    expect(europeanWordsIn('Reporte um problema')).toEqual([]);
  });
});

describe('portugueseProblems', () => {
  const english = {
    title: 'Sign Up',
    greeting: 'Hello {{name}}',
    count: '{{index}} / {{count}}',
    brand: 'Telegram',
    phone: 'Mobile number',
  };

  it('is empty for a complete Brazilian translation', () => {
    const portuguese = {
      title: 'Cadastrar',
      greeting: 'Olá {{name}}',
      count: '{{index}} / {{count}}',
      brand: 'Telegram',
      phone: 'Celular',
    };
    expect(portugueseProblems(english, portuguese, { names: ['Telegram'] })).toEqual([]);
  });

  it('reports a missing key, an untranslated text, other variables and European words', () => {
    const portuguese = { title: 'Sign Up', greeting: 'Olá {{user}}', count: '{{index}} / {{count}}', brand: 'Telegram', extra: 'Registo' };
    expect(portugueseProblems(english, portuguese)).toEqual([
      'title: not translated ("Sign Up")',
      'greeting: variables {user} instead of {name}',
      'brand: not translated ("Telegram")',
      'phone: missing',
      'extra: European Portuguese (registo)',
    ]);
  });
});
