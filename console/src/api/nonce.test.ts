import { makeNonce, NONCE_LENGTH } from './nonce';

const SERVICE_NONCE = /^[A-Za-z0-9_-]{16,128}$/;

describe('makeNonce', () => {
  it('is what the service takes: 16 to 128 of [A-Za-z0-9_-]', () => {
    for (let i = 0; i < 50; i++) expect(makeNonce()).toMatch(SERVICE_NONCE);
    expect(makeNonce()).toHaveLength(NONCE_LENGTH);
  });

  it('comes from the random source, each byte picking one of 64 characters', () => {
    const every = (bytes: Uint8Array<ArrayBuffer>) => bytes.map((_, i) => i * 8 + 3);
    const nonce = makeNonce(every);
    expect(nonce).toHaveLength(32);
    expect(new Set(makeNonce((b) => b.map((_, i) => i + 32))).size).toBe(32);
    expect(makeNonce((b) => b.fill(0))).toBe('A'.repeat(32));
    expect(makeNonce((b) => b.fill(255))).toBe('_'.repeat(32));
  });

  it('differs from one change to the next', () => {
    const seen = new Set(Array.from({ length: 200 }, () => makeNonce()));
    expect(seen.size).toBe(200);
  });
});
