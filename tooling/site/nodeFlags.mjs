// How a site server's Node runs. A render allocates a lot that lives only as long as its page; with young
// generations larger than Node's default, most of it dies there instead of being copied into the old
// generation: about 7 % less CPU per uncached render of home here (alternated A/B runs, 5 pairs).
// scripts/start.sh and e2e/playwright.config.ts spell the same flags (nodeFlags.test.mjs checks they do).
export const SITE_SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
