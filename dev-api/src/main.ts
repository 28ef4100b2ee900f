import { buildApp } from './server.js';

const port = Number(process.env.DEV_API_PORT ?? 8081);
const host = '127.0.0.1';
const app = buildApp();

try {
  const address = await app.listen({ port, host });
  const rt = app.runtime;
  const off = Object.entries(rt.flags)
    .filter(([, on]) => !on)
    .map(([name]) => name);
  console.log(
    `dev-api listening on ${address}/wps (state: ${rt.store.path}; test hooks: ${rt.options.testHooks ? 'on' : 'off'}; flags off: ${off.join(', ') || 'none'})`,
  );
} catch (error) {
  console.error('dev-api failed to start:', error);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
