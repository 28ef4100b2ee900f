// The repository's Markdown (README.md, docs/*.md, each package's README.md) read for its relative links:
// every link to a file must name one that exists, and every #anchor a heading of that file, as GitHub
// renders them. Links to other sites are not followed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The Markdown files whose links are checked, as paths from `root`. @param {string} root */
export function markdownFiles(root) {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const packages = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => `${entry.name}/README.md`)
    .filter((file) => existsSync(path.join(root, file)));
  return ['README.md', ...docs.sort(), ...packages.sort()];
}

/** The text with fenced code blocks and inline code spans blanked (links inside code are not links). @param {string} markdown */
function withoutCode(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line.replace(/`+[^`]*`+/g, '``');
    })
    .join('\n');
}

/**
 * The anchor GitHub gives a heading: its text as rendered (code spans, emphasis and link targets left out),
 * lower-cased, every character but letters, digits, `_`, `-` and spaces dropped, each space a hyphen.
 * @param {string} heading  the heading's Markdown text, without its leading #s
 */
export function headingSlug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor the file's headings give, repeated headings numbered as GitHub numbers them. @param {string} markdown */
export function anchorsOf(markdown) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/**
 * The relative links of a Markdown text, inline (`[text](target)`) and by reference (`[name]: target`).
 * @param {string} markdown
 * @returns {{ target: string, line: number }[]}
 */
export function relativeLinks(markdown) {
  /** @type {{ target: string, line: number }[]} */
  const links = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, index) => {
      const targets = [
        ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? ''),
        ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1] ?? ''),
      ];
      for (const target of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
        links.push({ target, line: index + 1 });
      }
    });
  return links;
}

/**
 * What is wrong with the relative links of `files`: a missing file, or an anchor no heading of the file gives.
 * @param {string} root
 * @param {string[]} files  paths from `root`
 * @returns {string[]} one line per broken link, `file:line → target: why`
 */
export function brokenLinks(root, files) {
  /** @type {Map<string, Set<string>>} */
  const anchorsByFile = new Map();
  const anchors = (/** @type {string} */ file) => {
    let found = anchorsByFile.get(file);
    if (!found) {
      found = anchorsOf(readFileSync(file, 'utf8'));
      anchorsByFile.set(file, found);
    }
    return found;
  };
  /** @type {string[]} */
  const broken = [];
  for (const file of files) {
    const from = path.join(root, file);
    for (const { target, line } of relativeLinks(readFileSync(from, 'utf8'))) {
      const [rawPath = '', rawAnchor] = target.split('#');
      const to = rawPath ? path.resolve(path.dirname(from), decodeURIComponent(rawPath)) : from;
      const where = `${file}:${line} → ${target}`;
      if (!to.startsWith(root + path.sep) && to !== root) broken.push(`${where}: outside the repository`);
      else if (!existsSync(to)) broken.push(`${where}: no such file`);
      else if (rawAnchor !== undefined) {
        if (statSync(to).isDirectory() || !to.endsWith('.md')) broken.push(`${where}: an anchor in a file that is not Markdown`);
        else if (!anchors(to).has(decodeURIComponent(rawAnchor).toLowerCase())) broken.push(`${where}: no heading gives #${rawAnchor}`);
      }
    }
  }
  return broken;
}
