/**
 * Words and phrases of European Portuguese that a Brazilian player would not write (the site's Portuguese is
 * Brazilian), each with the Brazilian form beside it in the comment.
 */
export const EUROPEAN_PORTUGUESE_WORDS: readonly string[] = [
  'registo', // cadastro
  'registos',
  'registar', // cadastrar
  'registe',
  'registe-se',
  'registado',
  'registada',
  'telemóvel', // celular
  'telemóveis',
  'utilizador', // usuário
  'utilizadores',
  'palavra-passe', // senha
  'palavras-passe',
  'ecrã', // tela
  'ecrãs',
  'contacto', // contato
  'contactos',
  'contactar',
  'equipa', // equipe
  'equipas',
  'a carregar', // carregando
  'a enviar',
  'a processar',
  'a abrir',
  'a iniciar',
  'a verificar',
  'introduza', // digite, insira
  'introduzir',
  'indicativo', // código do país
  'alcunha', // apelido
  'referenciador', // indicado por
  'ficheiro', // arquivo
  'ficheiros',
  'descarregar', // baixar
  'descarregue',
  'carregue', // toque, clique
  'iniciar sessão', // entrar
  'terminar sessão', // sair
  'repor', // redefinir
  'de momento', // no momento
  'enviou-lhe', // enviou para você
  'facto', // fato
  'actual', // atual
  'activo', // ativo
  'activar', // ativar
  'óptimo', // ótimo
  'receção', // recepção
  'morada', // endereço
  'subscrever', // assinar, inscrever-se
];

const VARIABLE = /\{\{\s*([\w.]+)[^}]*\}\}/g;

/** The interpolation variables of a text (`{{name}}`), sorted, each once. */
export function interpolationVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))].sort();
}

/** A text that is the same in every language: no word outside its variables (`{{index}} / {{count}}`, `09171234567`). */
const wordless = (text: string) => !/\p{L}{2,}/u.test(text.replace(VARIABLE, ''));

const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}-])`, 'iu');
const EUROPEAN_PATTERNS = EUROPEAN_PORTUGUESE_WORDS.map((word) => [word, wordPattern(word)] as const);

/** The European-only words of {@link EUROPEAN_PORTUGUESE_WORDS} that a text uses. */
export function europeanWordsIn(text: string): string[] {
  return EUROPEAN_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
}

/**
 * What keeps an area's Portuguese texts from being complete and Brazilian, one line per problem (empty when
 * there is none): a key of English missing in Portuguese, a Portuguese text still equal to the English one
 * (unless it is one of `names`, texts that read the same in both languages, or has no words), interpolation
 * variables that differ from English's, and European-only words.
 */
export function portugueseProblems(
  english: Record<string, string>,
  portuguese: Record<string, string>,
  { names = [] }: { names?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  for (const [key, englishText] of Object.entries(english)) {
    const text = portuguese[key];
    if (text === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (text === englishText && !names.includes(text) && !wordless(text)) problems.push(`${key}: not translated ("${text}")`);
    const expected = interpolationVariables(englishText).join(', ');
    const found = interpolationVariables(text).join(', ');
    if (expected !== found) problems.push(`${key}: variables {${found}} instead of {${expected}}`);
  }
  for (const [key, text] of Object.entries(portuguese)) {
    const european = europeanWordsIn(text);
    if (european.length) problems.push(`${key}: European Portuguese (${european.join(', ')})`);
  }
  return problems;
}
