/**
 * The API contract (`shared/contract`): one valibot schema per answer of every endpoint. The answer types derive
 * from these (`v.InferOutput`), the client checks every answer with them, and dev-api answers with the same
 * types and is tested against them. Pure: imports valibot only, so it is also built for Node (dist-node).
 */
export type { InferOutput } from 'valibot';
export * from './check.js';
export * from './envelope.js';
export * from './acknowledgement.js';
export * from './session.js';
export * from './member.js';
export * from './wallet.js';
export * from './system.js';
export * from './games.js';
export * from './announcements.js';
export * from './support.js';
export * from './agent.js';
export * from './promotions.js';
export * from './cashier.js';
