// Gzip on the wire for what the site server sends with no compressed form of its own: the backend's answers, the
// files releases rewrite in place (the deploy tree's other files go as the build's .br/.gz copies, pages in the
// encoding render/pageResponse.mjs picks). A response that names its encoding is passed on as it is.
import fastifyCompress from '@fastify/compress';

export const registerCompression = (app) => app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
