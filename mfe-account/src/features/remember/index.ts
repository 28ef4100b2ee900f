/** Remember password: the remembered login sealed with Web Crypto, its key kept in IndexedDB (or in memory). */
export { createRememberStore, rememberStore, type RememberedLogin } from './rememberedLogin';
export { memoryKeyStore } from './keyStore';
