import { iosVersion, isAndroid, isInApp, isIOS, IN_APP_MARKER, registerMethod } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('device checks', () => {
  it('tells iOS from Android', () => {
    expect(isIOS(IPHONE)).toBe(true);
    expect(isAndroid(IPHONE)).toBe(false);
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isIOS(ANDROID)).toBe(false);
  });

  it('reads the iOS version', () => {
    expect(iosVersion(IPHONE)).toEqual([12, 1]);
    expect(iosVersion(ANDROID)).toBeNull();
  });

  it('recognises the in-app browser by its marker and registers as APP there, H5 in a browser', () => {
    expect(isInApp(`${ANDROID} ${IN_APP_MARKER}`)).toBe(true);
    expect(registerMethod(`${ANDROID} ${IN_APP_MARKER}`)).toBe('APP');
    expect(registerMethod(ANDROID)).toBe('H5');
  });
});
