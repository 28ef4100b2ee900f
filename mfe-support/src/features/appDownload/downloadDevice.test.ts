import { detectDevice, downloadHidden, isIOSSafari, isWebClip, needsLegacyIosNotice } from './downloadDevice';
import { UA } from '../../testing/userAgents';

describe('download device checks', () => {
  it('tells iOS Safari from other iOS browsers and in-app views', () => {
    expect(isIOSSafari(UA.iphoneSafari)).toBe(true);
    expect(isIOSSafari(UA.iphoneChrome)).toBe(false);
    expect(isIOSSafari(`${UA.iphoneSafari} MCasinoApp/3.2`)).toBe(false);
    expect(isIOSSafari(UA.android)).toBe(false);
  });
  it('an iOS web clip is iOS running standalone', () => {
    expect(isWebClip(detectDevice(UA.iphoneSafari, true))).toBe(true);
    expect(isWebClip(detectDevice(UA.iphoneSafari, false))).toBe(false);
    expect(isWebClip(detectDevice(UA.android, true))).toBe(false);
  });
  it('hides the download prompt inside the app or the installed web app', () => {
    expect(downloadHidden(detectDevice(UA.androidInApp, false))).toBe(true);
    expect(downloadHidden(detectDevice(UA.android, true))).toBe(true);
    expect(downloadHidden(detectDevice(UA.iphoneSafari, true))).toBe(true);
    expect(downloadHidden(detectDevice(UA.android, false))).toBe(false);
  });
  it('reads the iOS version', () => {
    expect(detectDevice(UA.iphone12_1, false).iosVersion).toEqual([12, 1]);
    expect(detectDevice(UA.android, false).iosVersion).toBeNull();
  });
});

describe('iOS legacy notice: iOS 12.0 to 12.1 and 11 or lower', () => {
  it.each([
    [[12, 0], true],
    [[12, 1], true],
    [[11, 4], true],
    [[10, 3], true],
    [[12, 2], false],
    [[12, 4], false],
    [[17, 2], false],
  ] as [[number, number], boolean][])('iOS %j → %s', (version, expected) => {
    expect(needsLegacyIosNotice(version)).toBe(expected);
  });
  it('is never shown outside iOS', () => {
    expect(needsLegacyIosNotice(null)).toBe(false);
  });
});
