// The browsers the site supports: the `browserslist` of the workspace's package.json, the one list the
// build lowers JavaScript (SWC) and CSS (Lightning CSS) to.
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from './paths.mjs';

/** @type {string[]} */
export const SUPPORTED_BROWSERS = JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')).browserslist;

/**
 * The newest ECMAScript edition the supported browsers parse: iOS Safari 15 has ES2022 (class fields,
 * private methods, top-level await) except class static blocks (16.4), which are checked on their own.
 */
export const SUPPORTED_ECMA_VERSION = 2022;
/** ES2022 syntax iOS Safari 15 lacks, by ESTree node type. */
export const UNSUPPORTED_NODES = ['StaticBlock'];
