import { describe, expect, it, vi } from 'vitest';
import { type CanaryRelease } from './releaseManifest';
import { chooseCanaries } from './canaryChoice';
import { areaBucket, BUCKETS, deviceBucket } from './deviceBucket';
import { manifestOf, pinned, release } from './testing/releases';

const canaryOf = (area: string, version: string, percent: number): CanaryRelease => ({ ...release(area, version), percent });
const withCanary = (percent: number) =>
  manifestOf({
    lobby: { ...pinned('lobby', '1.1.0', '1.0.0'), canary: canaryOf('lobby', '1.2.0', percent) },
    account: pinned('account', '1.0.0'),
  });

/** A fresh device: its own storage, its own draw. */
function newDevice() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('canary choice', () => {
  it('gives the canary to the target share of 2 000 devices, within 3 points', () => {
    for (const percent of [10, 50]) {
      let onCanary = 0;
      for (let i = 0; i < 2000; i++)
        if (chooseCanaries(withCanary(percent), deviceBucket(newDevice())).remotes.lobby!.version === '1.2.0') onCanary++;
      expect(Math.abs((onCanary / 2000) * 100 - percent)).toBeLessThanOrEqual(3);
    }
  });

  it('keeps a device on one version across page loads: its number is drawn once and stored', () => {
    const device = newDevice();
    const first = deviceBucket(device);
    expect(first).not.toBeNull();
    for (let load = 0; load < 5; load++) expect(deviceBucket(device)).toBe(first);
    const versions = new Set(Array.from({ length: 5 }, () => chooseCanaries(withCanary(10), deviceBucket(device)).remotes.lobby!.version));
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
    expect(deviceBucket(broken)).toBeNull();
    expect(chooseCanaries(withCanary(99), null).remotes.lobby!.version).toBe('1.1.0');
  });

  it("spreads areas: the devices in one area's canary are not all in another's", () => {
    const inLobby = [...Array(BUCKETS).keys()].filter((d) => areaBucket(d, 'lobby') < 1000);
    const alsoInAccount = inLobby.filter((d) => areaBucket(d, 'account') < 1000);
    expect(alsoInAccount.length).toBeLessThan(inLobby.length / 2);
  });
});
