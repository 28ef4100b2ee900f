import { fetchCaptcha, useApi, useBrowserValue, type CaptchaImage } from 'shared';

const noPicture = (): Promise<CaptchaImage | null> => Promise.resolve(null);

/**
 * A captcha picture through the query layer (`useApi`; the read itself is never cached), asked again on each
 * change of `renewKey` and on `reload`. A captcha answer belongs to the browser that asked for the picture, so
 * the server render and the hydration render have none (`null`): the browser asks once it has taken over.
 */
export function useCaptchaPicture(renewKey: number) {
  const inBrowser = useBrowserValue(() => true, false);
  return useApi<CaptchaImage | null>(inBrowser ? fetchCaptcha : noPicture, [renewKey, inBrowser]);
}
