import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import * as I18next from 'i18next';
import type { i18n as I18nInstance, ResourceKey } from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Shared from 'shared';
import { shellSharedVersions } from '../federation/shellShared';
import type { Area } from 'shared';
import type { RemoteRelease } from '../federation/releaseManifest';

/** A remote's server container: what its CommonJS-module build exports. */
export interface ServerContainer {
  init(shareScope: unknown, initScope?: unknown, options?: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/**
 * Gives the container of `area`'s `release` after its file matched the release manifest's SHA-384 (the site
 * server reads, checks and caches it; tooling/site/render/serverContainers.mjs). Rejects otherwise.
 */
export type LoadServerContainer = (area: Area, release: RemoteRelease) => Promise<ServerContainer>;

/** The shared singletons, given to every remote's server container as the shell gives them in the browser. */
const SINGLETONS: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  zustand: Zustand,
  i18next: I18next,
  'react-i18next': ReactI18next,
  shared: Shared,
};

const sharedOption = () =>
  Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, lib]) => [
      name,
      {
        version: shellSharedVersions()[name] ?? '0.0.0',
        lib: () => lib,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );

/** One federation runtime for the server, whose remotes are area versions (`mfe_lobby__1_2_0`), never replaced. */
export function createServerFederation(loadContainer: LoadServerContainer) {
  const byName = new Map<string, { area: Area; release: RemoteRelease }>();
  const instance: ModuleFederation = createInstance({
    name: 'shell_server',
    remotes: [],
    shared: sharedOption(),
    plugins: [
      {
        name: 'm-server-containers',
        async loadEntry({ remoteInfo }) {
          const known = byName.get(remoteInfo.name);
          if (!known) throw new Error(`${remoteInfo.name} is not a release the server knows`);
          return loadContainer(known.area, known.release) as never;
        },
      },
    ],
  });

  const remoteName = (area: Area, version: string) => `mfe_${area}__${version.replace(/[^0-9A-Za-z]/g, '_')}`;

  /**
   * Each version's own text sources, as its code registered them when it was first evaluated (a container is
   * evaluated once per process: after a pin and a rollback, the page-wide registration is another version's).
   */
  const sourcesOf = new Map<string, NonNullable<ReturnType<typeof Shared.namespaceSources>>>();
  /** Each version's texts per language, read once from its own sources. */
  const bundles = new Map<string, Promise<ResourceKey>>();

  function bundleOf(name: string, language: Shared.Language): Promise<ResourceKey> | undefined {
    const source = sourcesOf.get(name)?.[language];
    if (source === undefined) return undefined;
    const key = `${name}\n${language}`;
    if (!bundles.has(key)) {
      const read =
        typeof source === 'function'
          ? source().then(
              (module: { default?: ResourceKey } | ResourceKey) => (module as { default?: ResourceKey }).default ?? (module as ResourceKey),
            )
          : Promise.resolve(source);
      bundles.set(key, read);
      read.catch(() => bundles.delete(key));
    }
    return bundles.get(key);
  }

  return {
    /** One exposed module of one release of an area, e.g. `load('lobby', release, './Home')`. */
    async load<T>(area: Area, release: RemoteRelease, module: string): Promise<T> {
      if (!release.server) throw new Error(`${area}@${release.version} has no server build`);
      const name = remoteName(area, release.version);
      if (!byName.has(name)) {
        byName.set(name, { area, release });
        instance.registerRemotes([{ name, entry: release.server, type: 'commonjs-module' }]);
      }
      const loaded = await instance.loadRemote<T>(`${name}/${module.replace(/^\.\//, '')}`);
      if (!loaded) throw new Error(`${area}@${release.version} has no module ${module}`);
      if (!sourcesOf.has(name)) {
        const sources = Shared.namespaceSources(area);
        if (sources) sourcesOf.set(name, sources);
      }
      return loaded;
    },

    /**
     * Puts the texts of `area`'s `release` in `languages` into `texts`, one render's own copy of the i18n store
     * (`cloneInstance({ forkResourceStore: true })`): a render reads the texts of the version it renders, and
     * another version's render at the same time never changes them.
     */
    async addTexts(texts: I18nInstance, area: Area, release: RemoteRelease, languages: readonly Shared.Language[]): Promise<void> {
      const name = remoteName(area, release.version);
      await Promise.all(
        languages.map(async (language) => {
          const bundle = await bundleOf(name, language);
          if (bundle === undefined) return;
          texts.removeResourceBundle(language, area);
          texts.addResourceBundle(language, area, bundle);
        }),
      );
    },
  };
}
