// Types of compat.mjs for the shell, whose preview applies the same rule in the browser.
export interface SharedEntry {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
export type SharedTable = Record<string, SharedEntry>;
export declare const CONTRACT_SINGLETONS: string[];
export declare function sharedTable(mfManifest: {
  shared?: { name: string; version: string; requiredVersion: string; singleton?: boolean }[];
}): SharedTable;
export declare function incompatibilities(shellShared: Partial<SharedTable>, remoteShared: Partial<SharedTable>): string[];
