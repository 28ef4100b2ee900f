import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  createQueryCache,
  FirstViewContext,
  fetchSystemStatus,
  i18n,
  imageBase,
  initI18n,
  LANGUAGES,
  languageThrough,
  modulesOf,
  preferencesFromCookies,
  readThrough,
  renderedSession,
  RequestSessionContext,
  sessionFromCookies,
  sessionThrough,
  registeredNamespaces,
  routeFor,
  findRoute,
  setRuntimeConfig,
  type Area,
  type DehydratedQueries,
  type FirstViewData,
  type QueryCache,
  type RenderedSession,
  type SessionInfo,
  type RuntimeConfig,
} from 'shared';
import { sanitizeWithWindow } from 'shared/safe-html';
import { Page } from '../app/App';
import '../i18n';
import { releaseForRequest } from '../federation/canaryChoice';
import { browserRelease } from './browserRelease';
import type { ReleaseManifest, RemoteRelease } from '../federation/releaseManifest';
import { ServerAreaModulesContext } from '../federation/serverAreaModules';
import { LEFT_TO_BROWSER } from '../startup/hydrationErrors';
import type { Startup } from '../startup/loadStartup';
import { createFirstViewReads } from './firstViewReads';
import { handoverAnswers } from './handoverAnswers';
import { packTables, type PackedHandover } from '../startup/handoverTables';
import type { HandedOverAnswers } from '../startup/firstViewHandover';
import { pageHead, type PageHead } from './pageHead';
import { createRenderTexts } from './renderTexts';
import { renderWhenReady } from './renderWhenReady';
import { createSharedReads } from './sharedReads';
import { createServerFederation, type LoadServerContainer } from './serverFederation';

export type { LoadServerContainer, ServerContainer } from './serverFederation';

type AnyProps = Record<string, unknown>;
type Language = 'en' | 'pt';
type Theme = 'dark' | 'light';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/m/home?pageType=list&gameType=RNG`. */
  url: string;
  /** The site's public origin, for the canonical link. */
  origin: string;
  cookies?: string;
  /** The release the page is rendered with (pins, with this request's preview applied): the browser gets the same. */
  release: ReleaseManifest;
  /** The deployment's /m/config.json, its `apiBase` absolute (the server's way to the backend). */
  config: Partial<RuntimeConfig>;
  /** Time for everything before the HTML starts: data and remotes not ready by then are left to the browser. */
  budgetMs: number;
  /**
   * Whether the page's data carries its release (the default); false when the page names it as a script of its
   * own (`browserRelease`'s, tooling/site/render/releaseScripts.mjs), which the browser reads instead.
   */
  releaseInPage?: boolean;
}

/** What the browser takes over from the server render (a non-executable JSON script element). */
export interface Handover {
  /** Absent when the page's release script gives it. */
  release?: ReleaseManifest;
  language: Language;
  theme: Theme;
  imageBase: string;
  answers: HandedOverAnswers;
  queries: DehydratedQueries;
  /** The player the page was rendered for (never the token), or null for a guest's page. */
  session: RenderedSession | null;
}

/** The head of a page, with the area and module of its route (their CSS goes in the head). */
export interface PageHeadOf extends PageHead {
  theme: Theme;
  language: Language;
  area: Area;
  module: string;
}

export interface RenderedPage {
  /** Areas the server could not render (left to the browser), with the reason. */
  leftToBrowser: { area: Area; reason: string }[];
  /** Once piped: what the browser takes over (the answers the page was rendered with, the fresh reads), its lists as tables. */
  handover(): Handover | PackedHandover;
  /** Writes the page's HTML (the inside of the root element) once it is whole; rejects if the render fails before any exists. */
  pipe(destination: Writable): Promise<void>;
  /**
   * Once piped: the page is the whole first view (every area rendered, every read answered, no error), the same
   * for the next request that asks for it.
   */
  whole(): boolean;
}

/** What code outside React reads of the request being rendered: its query cache, its player's session and language. */
const requestScope = new AsyncLocalStorage<{ cache: QueryCache; session: SessionInfo | null; language: Language }>();
const isPageRoute = (pathname: string) => findRoute(pathname) !== undefined;
/** A promise React reads without suspending (`use`), already settled. */
const settled = <T,>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

function timeLeft(deadline: number): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now())).unref());
}

/** The server side of the first view. One renderer per site server; each request renders on its own. */
export function createRenderer({
  loadContainer,
  sanitizerWindow,
  report = () => undefined,
  shareReadsMs = 0,
}: {
  loadContainer: LoadServerContainer;
  /** How long an answer the same for every player serves the renders that follow (sharedReads.ts); 0, never. */
  shareReadsMs?: number;
  /** Told of every error the render met (each one left a part of the page to the browser). */
  report?: (error: unknown) => void;
  /** A server-side DOM window (jsdom) for DOMPurify: server HTML is cleaned as in the browser. */
  sanitizerWindow: Parameters<typeof sanitizeWithWindow>[0];
}) {
  sanitizeWithWindow(sanitizerWindow);
  const federation = createServerFederation(loadContainer);
  readThrough(() => requestScope.getStore()?.cache ?? createQueryCache());
  sessionThrough(() => requestScope.getStore()?.session ?? null);
  languageThrough(() => requestScope.getStore()?.language);
  const ready = initI18n('en');
  const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts: federation.addTexts });
  const sharedReads = createSharedReads({ ttlMs: shareReadsMs });

  /**
   * What the page's head says (title, description, canonical, language, theme), known before anything is
   * fetched, so the head (and the scripts it names) goes out at once; undefined when the URL is not a page
   * the server renders.
   */
  async function head(request: Pick<RenderRequest, 'url' | 'origin' | 'cookies'>): Promise<PageHeadOf | undefined> {
    const url = new URL(request.url, 'http://site');
    if (!isPageRoute(url.pathname)) return undefined;
    await ready;
    const preferences = preferencesFromCookies(request.cookies);
    const language: Language = preferences.language === 'pt' ? 'pt' : 'en';
    const theme: Theme = preferences.theme === 'light' ? 'light' : 'dark';
    const t = await texts.frame(language);
    const route = routeFor(url.pathname);
    return {
      ...pageHead({ route, t: t.t.bind(t), language, origin: request.origin, search: url.search }),
      theme,
      language,
      area: route.area,
      module: route.module,
    };
  }

  /**
   * The page's body for `request`, whose head `top` has already gone out, or undefined when the browser is to
   * render it (status not normal, too late).
   */
  async function render(request: RenderRequest, top: PageHeadOf): Promise<RenderedPage | undefined> {
    const deadline = Date.now() + request.budgetMs;
    const url = new URL(request.url, 'http://site');
    setRuntimeConfig(request.config);
    const { language, theme } = top;
    // The player the page is for, from the session cookie the site server keeps; a guest without one.
    const session = sessionFromCookies(request.cookies);
    // The request's own reads; those the same for every player come from the renders just before it.
    const cache = sharedReads.through(createQueryCache(), [request.config.apiBase, request.config.merchantCode, language].join('\n'), {
      guest: session === null,
    });
    const scope = { cache, session, language };
    const inRequest = <T,>(work: () => T) => requestScope.run(scope, work);

    // The system status decides whether the site shows at all: the browser handles anything but normal.
    const status = await Promise.race([inRequest(() => fetchSystemStatus()), timeLeft(deadline)]).catch(() => 'late' as const);
    if (status === 'late' || status.maintenance || status.regionRestriction) return undefined;

    const route = routeFor(url.pathname);
    const leftToBrowser: RenderedPage['leftToBrowser'] = [];
    const modules = new Map<string, ComponentType<AnyProps>>();
    const pin = request.release.remotes[route.area];
    const loading = pin
      ? federation.load<{ default: ComponentType<AnyProps> }>(route.area, pin, route.module).then(
          (loaded) => void modules.set(`${route.area}/${route.module}`, loaded.default),
          (error: unknown) => void leftToBrowser.push({ area: route.area, reason: error instanceof Error ? error.message : String(error) }),
        )
      : Promise.resolve();
    if ((await Promise.race([loading, timeLeft(deadline)])) === 'late')
      leftToBrowser.push({ area: route.area, reason: `not loaded within ${request.budgetMs} ms` });

    // The texts of the area version it renders, in an instance of their own: a pin that lands during the render
    // never changes them. Not ready in time: the screens load what they need as they render.
    const pageTexts = texts.page(language, pin && modules.size ? { area: route.area, release: pin } : undefined);
    const ready = await Promise.race([pageTexts, timeLeft(deadline)]);
    const t = ready === 'late' ? i18n.cloneInstance({ initAsync: false, forkResourceStore: true }) : ready;
    if (ready === 'late') await t.changeLanguage(language);

    const startup: Startup = { ready: settled(undefined), status: settled(0) };
    const areaModules = (area: Area, module: string) => modules.get(`${area}/${module}`);
    const page = (firstView: FirstViewData) => (
      <I18nextProvider i18n={t}>
        <RequestSessionContext.Provider value={scope}>
          <FirstViewContext.Provider value={firstView}>
            <ServerAreaModulesContext.Provider value={areaModules}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <Page startup={startup} />
              </StaticRouter>
            </ServerAreaModulesContext.Provider>
          </FirstViewContext.Provider>
        </RequestSessionContext.Provider>
      </I18nextProvider>
    );

    // One render: a screen with reads waits for them inside it (through the request's own query cache) until
    // the deadline, and is rendered again on its own when they are in.
    const reads = createFirstViewReads({ deadline, run: inRequest });
    let errored = false;
    return {
      leftToBrowser,
      handover: () => {
        // A player's page is theirs alone (never kept for another request): their answers go with it.
        const queries = cache.dehydrate({ personal: session !== null });
        return packTables({
          ...(request.releaseInPage !== false && { release: browserRelease(request.release) }),
          language,
          theme,
          imageBase: imageBase(),
          answers: handoverAnswers(reads.answers(), queries),
          queries,
          session: session && renderedSession(session),
        });
      },
      whole: () => !errored && leftToBrowser.length === 0 && reads.complete(),
      pipe: async (destination) => {
        const html = await inRequest(() =>
          renderWhenReady(page(reads.view), {
            timeLimitMs: Math.max(1000, request.budgetMs * 4),
            // An error inside an area leaves that area to the browser (React sends its loading state).
            onError: (error: unknown) => {
              errored = true;
              // A widget of an area this page does not render on the server is expected there, not reported.
              if (!(error instanceof Error && error.message === LEFT_TO_BROWSER)) report(error);
            },
          }),
        );
        await new Promise<void>((resolve) => destination.end(html, resolve));
      },
    };
  }

  /**
   * Loads every page module and the texts (each language) of each release players are given now, the pins and
   * the running canaries, so the first page after a pin renders whole instead of waiting on the area's code.
   * A module that fails to load is left to the page that needs it, which reports it.
   */
  async function preload(manifest: ReleaseManifest): Promise<void> {
    const releases = (Object.entries(manifest.remotes) as [Area, NonNullable<ReleaseManifest['remotes'][Area]>][]).flatMap(
      ([area, pin]): [Area, RemoteRelease][] => [[area, pin], ...(pin.canary ? [[area, pin.canary] as [Area, RemoteRelease]] : [])],
    );
    await ready;
    await Promise.all(
      releases.map(async ([area, release]) => {
        if (!release.server) return;
        const loaded = await Promise.allSettled(modulesOf(area).map((module) => federation.load(area, release, module)));
        if (loaded.some((result) => result.status === 'fulfilled'))
          await Promise.allSettled(LANGUAGES.map((language) => texts.page(language, { area, release })));
      }),
    );
  }

  // `releaseFor`: the release a request's page runs (the device's canaries), and the cookie a device without a
  // number gets; `browserRelease`: that release as the browser runs it, which the page names as a script of its
  // own (its address and hash the site server's), shared by every page of the release.
  return { head, render, preload, releaseFor: releaseForRequest, browserRelease, forgetSharedReads: sharedReads.clear };
}
