// Finds syntax in built JavaScript and CSS that the supported browsers (browsers.mjs) cannot run: what the
// build must have lowered, or the source must avoid or give a fallback for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { SUPPORTED_ECMA_VERSION, UNSUPPORTED_NODES } from './browsers.mjs';

/** Colour functions iOS Safari 15 lacks (or lacks with var() inside, which nothing can lower). */
const NEEDS_FALLBACK = /\b(color-mix|oklch|oklab)\(/;

/** The first node of one of `types` in an ESTree, or null. */
function findNode(node, types) {
  const pending = [node];
  while (pending.length > 0) {
    const current = pending.pop();
    if (Array.isArray(current)) pending.push(...current);
    else if (current && typeof current === 'object') {
      if (types.includes(current.type)) return current;
      for (const key in current) if (key !== 'loc' && typeof current[key] === 'object') pending.push(current[key]);
    }
  }
  return null;
}

/** Why `source` has syntax the supported browsers cannot parse, or null when it has none. */
export function jsAboveTargets(source) {
  const attempt = (sourceType) => {
    try {
      return { ast: parse(source, { ecmaVersion: SUPPORTED_ECMA_VERSION, sourceType }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  let parsed = attempt('script');
  if (parsed.error) {
    const asModule = attempt('module');
    if (asModule.ast) parsed = asModule;
  }
  if (parsed.error) return `not ES${SUPPORTED_ECMA_VERSION}: ${parsed.error}`;
  const unsupported = findNode(parsed.ast, UNSUPPORTED_NODES);
  return unsupported ? `${unsupported.type} at ${unsupported.start}` : null;
}

/** Splits a block's body at top-level semicolons (not inside parentheses or strings). */
function declarations(body) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((d) => d.trim()).filter(Boolean);
}

/** What in `css` the supported browsers cannot apply: nesting, :has(), new colour functions without a fallback. */
export function cssAboveTargets(css) {
  const problems = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** Open blocks: whether each is a style rule (not an at-rule such as @media). */
  const stack = [];
  let segmentStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '{' && c !== '}') continue;
    const segment = text.slice(segmentStart, i);
    segmentStart = i + 1;
    if (c === '{') {
      // A selector here can follow declarations of the enclosing rule: it starts after their last semicolon.
      const prelude = segment.slice(segment.lastIndexOf(';') + 1).trim();
      const styleRule = !prelude.startsWith('@');
      if (styleRule && stack.at(-1) === true) problems.push(`CSS nesting (${prelude.slice(0, 60)})`);
      if (styleRule && prelude.includes(':has(')) problems.push(`:has() (${prelude.slice(0, 60)})`);
      stack.push(styleRule);
      continue;
    }
    if (stack.pop()) {
      const seen = new Set();
      for (const declaration of declarations(segment)) {
        const property = declaration.slice(0, declaration.indexOf(':')).trim();
        if (NEEDS_FALLBACK.test(declaration) && !seen.has(property)) problems.push(`no fallback before ${declaration.slice(0, 80)}`);
        if (!NEEDS_FALLBACK.test(declaration)) seen.add(property);
      }
    }
  }
  return problems;
}

/** Every problem in the .js and .css files under `dir`, as `file: problem`. */
export function aboveTargetsInTree(dir) {
  const problems = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.js')) {
      const problem = jsAboveTargets(readFileSync(file, 'utf8'));
      if (problem) problems.push(`${path.relative(dir, file)}: ${problem}`);
    } else if (entry.name.endsWith('.css')) {
      for (const problem of cssAboveTargets(readFileSync(file, 'utf8'))) problems.push(`${path.relative(dir, file)}: ${problem}`);
    }
  }
  return problems;
}
