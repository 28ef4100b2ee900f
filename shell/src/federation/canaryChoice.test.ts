import { describe, expect, it, vi } from 'vitest';
import { type CanaryRelease } from './releaseManifest';
import { chooseCanaries, releaseForRequest } from './canaryChoice';
import { areaBucket, BUCKET_COOKIE, bucketFromCookies, BUCKETS, deviceBucket } from './deviceBucket';
import { manifestOf, pinned, release } from './testing/releases';

const canaryOf = (area: string, version: string, percent: number): CanaryRelease => ({ ...release(area, version), percent });
const withCanary = (percent: number) =>
  manifestOf({
    lobby: { ...pinned('lobby', '1.1.0', '1.0.0'), canary: canaryOf('lobby', '1.2.0', percent) },
    account: pinned('account', '1.0.0'),
  });

/** A fresh device: its own storage and cookies, its own draw. */
function newDevice(cookie = '') {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  const jar = { cookie };
  return { storage, jar, bucket: () => deviceBucket(storage, jar) };
}

describe('canary choice', () => {
  it('gives the canary to exactly its share of the device numbers', () => {
    for (const percent of [10, 50]) {
      const onCanary = [...Array(BUCKETS).keys()].filter(
        (device) => chooseCanaries(withCanary(percent), device).remotes.lobby!.version === '1.2.0',
      ).length;
      expect(onCanary).toBe((BUCKETS * percent) / 100);
    }
  });

  it('new devices draw their numbers evenly: 2 000 of them land in a 50 % share within 6 points (five standard deviations)', () => {
    let onCanary = 0;
    for (let i = 0; i < 2000; i++) if (chooseCanaries(withCanary(50), newDevice().bucket()).remotes.lobby!.version === '1.2.0') onCanary++;
    expect(Math.abs((onCanary / 2000) * 100 - 50)).toBeLessThanOrEqual(6);
  });

  it('keeps a device on one version across page loads: its number is drawn once and stored', () => {
    const device = newDevice();
    const first = device.bucket();
    expect(first).not.toBeNull();
    for (let load = 0; load < 5; load++) expect(device.bucket()).toBe(first);
    const versions = new Set(Array.from({ length: 5 }, () => chooseCanaries(withCanary(10), device.bucket()).remotes.lobby!.version));
    expect(versions.size).toBe(1);
  });

  it('a canary device runs the canary with the pin as its fallback; the others the pin as before; the manifest carries no share onward', () => {
    const inShare = [...Array(BUCKETS).keys()].find((d) => areaBucket(d, 'lobby') < 1000)!;
    const outside = [...Array(BUCKETS).keys()].find((d) => areaBucket(d, 'lobby') >= 1000)!;
    const canary = chooseCanaries(withCanary(10), inShare).remotes;
    expect(canary.lobby).toEqual({ ...release('lobby', '1.2.0'), fallback: release('lobby', '1.1.0') });
    expect(canary.account).toEqual(pinned('account', '1.0.0'));
    expect(chooseCanaries(withCanary(10), outside).remotes.lobby).toEqual(pinned('lobby', '1.1.0', '1.0.0'));
  });

  it('without storage a device stays on the pin', () => {
    const broken = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
      setItem: vi.fn(),
    };
    expect(deviceBucket(broken, { cookie: '' })).toBeNull();
    expect(chooseCanaries(withCanary(99), null).remotes.lobby!.version).toBe('1.1.0');
  });

  it("spreads areas: the devices in one area's canary are not all in another's", () => {
    const inLobby = [...Array(BUCKETS).keys()].filter((d) => areaBucket(d, 'lobby') < 1000);
    const alsoInAccount = inLobby.filter((d) => areaBucket(d, 'account') < 1000);
    expect(alsoInAccount.length).toBeLessThan(inLobby.length / 2);
  });

  it('mirrors the number into the cookie the server reads, and keeps the stored number over another cookie', () => {
    const device = newDevice();
    const drawn = device.bucket()!;
    expect(device.jar.cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=${drawn}; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    device.jar.cookie = `${BUCKET_COOKIE}=${(drawn + 1) % BUCKETS}`;
    expect(device.bucket()).toBe(drawn);
    expect(bucketFromCookies(device.jar.cookie)).toBe(drawn);
  });

  it('a device without a stored number takes the one the server drew for its first page', () => {
    const device = newDevice(`m_theme=light; ${BUCKET_COOKIE}=4321`);
    expect(device.bucket()).toBe(4321);
    expect(device.storage.getItem('m.device.bucket')).toBe('4321');
  });

  it('reads the number from a Cookie header, and nothing from a malformed or out-of-range one', () => {
    expect(bucketFromCookies(`m_lang=pt; ${BUCKET_COOKIE}=17`)).toBe(17);
    for (const header of [
      undefined,
      '',
      `${BUCKET_COOKIE}=`,
      `${BUCKET_COOKIE}=-1`,
      `${BUCKET_COOKIE}=1e3`,
      `${BUCKET_COOKIE}=${BUCKETS}`,
      `x${BUCKET_COOKIE}=5`,
    ])
      expect(bucketFromCookies(header), String(header)).toBeNull();
  });
});

describe('the server render of a canary', () => {
  it("renders a device's page with its canaries, from the number in its cookie, and sets no cookie", () => {
    const inShare = [...Array(BUCKETS).keys()].find((d) => areaBucket(d, 'lobby') < 1000)!;
    const outside = [...Array(BUCKETS).keys()].find((d) => areaBucket(d, 'lobby') >= 1000)!;
    const onCanary = releaseForRequest(withCanary(10), `${BUCKET_COOKIE}=${inShare}`);
    expect(onCanary.release.remotes.lobby!.version).toBe('1.2.0');
    expect(onCanary.setCookie).toBeUndefined();
    expect(releaseForRequest(withCanary(10), `${BUCKET_COOKIE}=${outside}`).release.remotes.lobby!.version).toBe('1.1.0');
  });

  it('draws a number for a device without one, renders with it and hands it over in Set-Cookie', () => {
    let onCanary = 0;
    for (let i = 0; i < 2000; i++) {
      const { release, setCookie } = releaseForRequest(withCanary(30), undefined);
      const drawn = bucketFromCookies(setCookie?.split(';')[0]);
      expect(drawn).not.toBeNull();
      const expected = areaBucket(drawn!, 'lobby') < 3000 ? '1.2.0' : '1.1.0';
      expect(release.remotes.lobby!.version).toBe(expected);
      if (expected === '1.2.0') onCanary++;
    }
    expect(Math.abs((onCanary / 2000) * 100 - 30)).toBeLessThanOrEqual(3);
  });

  it('without a running canary, gives every device the same page and no cookie', () => {
    const stable = manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0'), account: pinned('account', '1.0.0') });
    for (const cookies of [undefined, `${BUCKET_COOKIE}=42`]) expect(releaseForRequest(stable, cookies)).toEqual({ release: stable });
  });
});
