import { openedAs } from '../testing/browserStubs';
import { IN_APP_MARKER, registerMethod } from './device';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('registerMethod of the register payload (docs/product-rules.md §3)', () => {
  it('is WEBCLIP when opened from the iOS home screen', () => {
    openedAs({ iosHomeScreen: true });
    expect(registerMethod(IPHONE_SAFARI)).toBe('WEBCLIP');
  });

  it('is WEBCLIP for an iOS web app opened in standalone display mode', () => {
    openedAs({ displayModeStandalone: true });
    expect(registerMethod(IPHONE_SAFARI)).toBe('WEBCLIP');
  });

  it('is PWA for the installed web app outside iOS', () => {
    openedAs({ displayModeStandalone: true });
    expect(registerMethod(ANDROID_CHROME)).toBe('PWA');
  });

  it('is H5 in a browser tab, on iOS as elsewhere', () => {
    openedAs({});
    expect(registerMethod(IPHONE_SAFARI)).toBe('H5');
    expect(registerMethod(ANDROID_CHROME)).toBe('H5');
  });

  it('is APP inside the app even when its web view runs standalone', () => {
    openedAs({ displayModeStandalone: true });
    expect(registerMethod(`${ANDROID_CHROME} ${IN_APP_MARKER}`)).toBe('APP');
  });
});
