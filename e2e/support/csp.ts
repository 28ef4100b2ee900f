import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The site server's CSP report endpoint (tooling/site/contentSecurityPolicy.mjs); readable with test hooks on. */
export const CSP_REPORTS = '/__csp/reports';

/** One violation, as the page's `securitypolicyviolation` event or the server's report describes it. */
export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Records every `securitypolicyviolation` event of every document the page loads, in `window.__cspViolations`. */
export async function listenForViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, page: e.documentURI });
    });
  });
}

/** The violations the current document has seen so far. */
export async function violationsInPage(page: Page): Promise<Violation[]> {
  return page.evaluate(() => ((window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []).slice());
}

interface ServerReport {
  'effective-directive'?: string;
  'violated-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
  'document-uri'?: string;
}

/** The violation reports the browser has sent to the site server. */
export async function reportedViolations(request: APIRequestContext): Promise<Violation[]> {
  const res = await request.get(CSP_REPORTS);
  expect(res.ok(), 'CSP report endpoint (test hooks on)').toBeTruthy();
  const { reports } = (await res.json()) as { reports: ServerReport[] };
  return reports.map((r) => ({
    directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
    blocked: r['blocked-uri'] ?? '',
    source: `${r['source-file'] ?? ''}:${r['line-number'] ?? ''}`,
    page: r['document-uri'] ?? '',
  }));
}

export async function clearReportedViolations(request: APIRequestContext): Promise<void> {
  expect((await request.delete(CSP_REPORTS)).ok()).toBeTruthy();
}

/** The directives of a policy header, name to source list. */
export function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...values]) => [name as string, values]),
  );
}
