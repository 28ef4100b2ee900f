import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchVerified, IntegrityError, sha384 } from './integrity';

const bytes = new TextEncoder().encode('globalThis.mfe_lobby = {};');
// openssl dgst -sha384 -binary | base64, of the same bytes
const expected = 'sha384-haXBJnI4LYJyfMqz/fTx5jQ/ixO1374XCBkib2s1GITqh4p4Uf8M2KPydpIh5Ja/';

afterEach(() => vi.unstubAllGlobals());

describe('integrity', () => {
  it('hashes like the release tooling and browsers (sha384-<base64>)', async () => {
    expect(await sha384(bytes.buffer)).toBe(expected);
  });

  it('answers with the body when it matches its hash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes)),
    );
    const response = await fetchVerified('/remotes/lobby/1.0.0/mf-manifest.json', {}, expected);
    expect(await response.text()).toBe('globalThis.mfe_lobby = {};');
  });

  it('checks an answer started earlier the same way, without fetching again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const tampered = bytes.slice();
    tampered[0] = tampered[0]! ^ 1;
    await expect(fetchVerified('/x.json', {}, expected, Promise.resolve(new Response(bytes)))).resolves.toBeInstanceOf(Response);
    await expect(fetchVerified('/x.json', {}, expected, Promise.resolve(new Response(tampered)))).rejects.toBeInstanceOf(IntegrityError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails closed when one byte differs', async () => {
    const tampered = bytes.slice();
    tampered[0] = tampered[0]! ^ 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(tampered)),
    );
    await expect(fetchVerified('/x.json', {}, expected)).rejects.toBeInstanceOf(IntegrityError);
  });

  it('treats an HTTP error as a failed load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(fetchVerified('/x.json', {}, expected)).rejects.toThrow('HTTP 404');
  });
});

describe('integrity outside a secure context (plain http on a LAN address: no crypto.subtle)', () => {
  it('hashes the same without Web Crypto', async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha384(bytes.buffer)).toBe(expected);
  });

  it('still fails closed on one differing byte', async () => {
    vi.stubGlobal('crypto', undefined);
    const tampered = bytes.slice();
    tampered[0] = tampered[0]! ^ 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(tampered)),
    );
    await expect(fetchVerified('/x.json', {}, expected)).rejects.toBeInstanceOf(IntegrityError);
  });
});
