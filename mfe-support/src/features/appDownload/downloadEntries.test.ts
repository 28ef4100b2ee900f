import type { DownloadLink } from 'shared';
import { detectDevice } from './downloadDevice';
import { downloadEntries, guideTip, needsSafari, opensInSameTab } from './downloadEntries';
import { UA } from '../../testing/userAgents';

const LINKS: DownloadLink[] = [
  { resourceType: 'IOS', url: 'https://apps.example/mcasino.ipa' },
  { resourceType: 'Android', url: 'https://apps.example/mcasino.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://apps.example/mcasino.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'app/icon.png' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/mcasino' },
];
const kinds = (ua: string, standalone = false, links = LINKS) => downloadEntries(links, detectDevice(ua, standalone)).map((e) => e.kind);

describe('download entries per device', () => {
  it('iOS Safari: add to home screen first, then the app links — four at most', () => {
    expect(kinds(UA.iphoneSafari)).toEqual(['addToHome', 'android', 'iosProfile', 'ios']);
  });
  it('iOS web clip (already on the home screen): nothing', () => {
    expect(kinds(UA.iphoneSafari, true)).toEqual([]);
  });
  it('iOS in another browser: no add to home screen', () => {
    expect(kinds(UA.iphoneChrome)).toEqual(['android', 'iosProfile', 'ios']);
  });
  it('Android browser: the app links, no add to home screen', () => {
    expect(kinds(UA.android)).toEqual(['android', 'iosProfile', 'ios']);
  });
  it('installed web app (standalone) and in-app browser: nothing', () => {
    expect(kinds(UA.android, true)).toEqual([]);
    expect(kinds(UA.androidInApp)).toEqual([]);
  });
  it('only the links that exist, and only with a URL', () => {
    expect(
      kinds(UA.android, false, [
        { resourceType: 'Android', url: 'https://x/a.apk' },
        { resourceType: 'IOS', url: '' },
      ]),
    ).toEqual(['android']);
    expect(kinds(UA.android, false, [])).toEqual([]);
    expect(kinds(UA.iphoneSafari, false, [])).toEqual(['addToHome']);
  });
  it('carries the download URL of each entry', () => {
    expect(downloadEntries(LINKS, detectDevice(UA.android, false))[0]).toEqual({
      kind: 'android',
      url: 'https://apps.example/mcasino.apk',
    });
  });
});

describe('how a download opens', () => {
  it('links ending ipa or apk open in the same tab', () => {
    expect(opensInSameTab('https://x/app.apk')).toBe(true);
    expect(opensInSameTab('https://x/app.IPA?v=3#top')).toBe(true);
  });
  it('other links open in a new tab', () => {
    expect(opensInSameTab('https://play.google.com/store/apps/details?id=x')).toBe(false);
    expect(opensInSameTab('https://x/apk/download')).toBe(false);
    expect(opensInSameTab('https://x/app.mobileconfig')).toBe(false);
  });
  it('iOS downloads need Safari on iOS, nowhere else', () => {
    expect(needsSafari('iosProfile', detectDevice(UA.iphoneChrome, false))).toBe(true);
    expect(needsSafari('ios', detectDevice(UA.iphoneChrome, false))).toBe(true);
    expect(needsSafari('iosProfile', detectDevice(UA.iphoneSafari, false))).toBe(false);
    expect(needsSafari('android', detectDevice(UA.iphoneChrome, false))).toBe(false);
    expect(needsSafari('ios', detectDevice(UA.android, false))).toBe(false);
  });
});

describe('add-to-home guide tip', () => {
  it('tip 1 (profile download) when a profile exists, else tip 2 (manual add)', () => {
    expect(guideTip(LINKS)).toBe(1);
    expect(guideTip(LINKS.filter((l) => l.resourceType !== 'MOBILECONFIG'))).toBe(2);
  });
});
