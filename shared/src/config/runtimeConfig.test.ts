import { DEFAULT_API_TIMEOUT_MS, getRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('run-time config', () => {
  afterEach(() => setRuntimeConfig({}));

  it('fills what the file leaves out with the defaults', () => {
    setRuntimeConfig({ merchantCode: 'other' });
    expect(getRuntimeConfig()).toMatchObject({ apiBase: '/wps', merchantCode: 'other', apiTimeoutMs: DEFAULT_API_TIMEOUT_MS });
  });

  it('takes the API time-out from the file', () => {
    setRuntimeConfig({ apiTimeoutMs: 2500 });
    expect(getRuntimeConfig().apiTimeoutMs).toBe(2500);
  });

  it.each([0, -1, 50, 1.5, 120_001, Number.NaN, '3000', null])('keeps the default time-out for %s', (value) => {
    setRuntimeConfig({ apiTimeoutMs: value as number });
    expect(getRuntimeConfig().apiTimeoutMs).toBe(DEFAULT_API_TIMEOUT_MS);
  });
});
