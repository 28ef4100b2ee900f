// Gzip on the wire for everything the site server sends (scripts, styles, JSON, HTML), as a CDN would.
// Gzip rather than Brotli: it is what every phone accepts and what the byte budgets are written in.
import fastifyCompress from '@fastify/compress';

export const registerCompression = (app) => app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
