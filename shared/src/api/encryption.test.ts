import { encodePayload, setPayloadEncoder, base64JsonEncoder } from './encryption';

describe('payload encoding', () => {
  afterEach(() => setPayloadEncoder(base64JsonEncoder));

  it('encodes as base64 of UTF-8 JSON by default and names it in the Encryption header', () => {
    const { body, headers } = encodePayload({ username: 'jogador', password: 'Senha#ção' });
    expect(headers.Encryption).toBe('BASE64-JSON-V1');
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(body.data), (c) => c.charCodeAt(0)));
    expect(JSON.parse(decoded)).toEqual({ username: 'jogador', password: 'Senha#ção' });
  });

  it('is pluggable', () => {
    setPayloadEncoder({ name: 'TEST', encode: () => 'x' });
    expect(encodePayload({})).toEqual({ body: { data: 'x' }, headers: { Encryption: 'TEST' } });
  });
});
