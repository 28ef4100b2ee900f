// A stand-in for the shell's server build (deploy/.ssr/shell/render.cjs) with the same interface, for the site
// server's fault tests: what it renders and how long it takes is set by the page's address.
//   /m/home?ms=N&kb=K&chunks=C  K KB of HTML in C chunks over N ms (defaults 40 ms, 64 KB, 8 chunks)
//   /m/home?hang=1              a render whose stream never ends
//   /m/home?fail=1              a render that throws before any HTML
// Every render counts itself in globalThis.__stubRenders; its handover names the release it was rendered with.
// Every release warmed ahead of requests is kept in globalThis.__stubPreloads.

/** `bytes` of text that does not compress much (the site compresses pages). */
const text = (bytes) => {
  let out = '';
  while (out.length < bytes) out += Math.random().toString(36).slice(2);
  return out.slice(0, bytes);
};
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

exports.createRenderer = () => ({
  async head({ url }) {
    const { pathname } = new URL(url, 'http://site');
    if (!pathname.startsWith('/m/')) return undefined;
    return {
      lang: 'en',
      title: 'Stub',
      description: 'A stub page',
      canonical: `http://site${pathname}`,
      theme: 'dark',
      language: 'en',
      area: 'lobby',
      module: './Home',
    };
  },
  releaseFor: (release) => ({ release }),
  async preload(manifest) {
    (globalThis.__stubPreloads ??= []).push(manifest);
  },
  async render({ url, release }) {
    globalThis.__stubRenders = (globalThis.__stubRenders ?? 0) + 1;
    const query = new URL(url, 'http://site').searchParams;
    if (query.has('fail')) throw new Error('the render failed');
    const ms = Number(query.get('ms') ?? 40);
    const kb = Number(query.get('kb') ?? 64);
    const chunks = Number(query.get('chunks') ?? 8);
    return {
      leftToBrowser: [],
      handover: () => ({ stub: true, release }),
      whole: () => true,
      pipe: async (destination) => {
        if (query.has('hang')) return new Promise(() => undefined);
        for (let i = 0; i < chunks; i++) {
          await wait(ms / chunks);
          // As React's stream does: a write the destination cannot take yet waits for its 'drain'.
          if (!destination.write(`<p>${text(Math.ceil((kb * 1024) / chunks))}</p>`))
            await new Promise((resolve) => destination.once('drain', resolve));
        }
        await new Promise((resolve) => destination.end(resolve));
      },
    };
  },
});
