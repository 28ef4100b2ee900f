import ts from 'typescript';

/** Text a screen shows without going through `t`: JSX text, or a string given to an attribute the player reads or hears. */
export interface HardCodedText {
  file: string;
  text: string;
}

/** Attributes whose value is read out or shown: they need a translated text like the markup does. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'alt',
  'placeholder',
  'title',
  'label',
]);

const wordy = (text: string) => /\p{L}{2,}/u.test(text);

/**
 * Every text in the given TSX sources that reaches the screen as written: a word in JSX text, or a string
 * literal given to a read attribute. Texts go through the area's namespace so that Portuguese players get
 * them too; `names` lists the proper names that read the same in every language.
 */
export function hardCodedTexts(sources: Record<string, string>, { names = [] }: { names?: readonly string[] } = {}): HardCodedText[] {
  const found: HardCodedText[] = [];
  const shown = (text: string) => wordy(text) && !names.includes(text.trim());
  for (const [file, source] of Object.entries(sources)) {
    if (!file.endsWith('.tsx')) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && shown(node.text)) found.push({ file, text: node.text.trim() });
      if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree)) && node.initializer) {
        const value = ts.isStringLiteral(node.initializer)
          ? node.initializer.text
          : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
            ? node.initializer.expression.text
            : undefined;
        if (value !== undefined && shown(value)) found.push({ file, text: value });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}
