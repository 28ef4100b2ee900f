import { api } from '../client';
import type { CaptchaImage } from './types';
import { objectWith } from './shape';

/** GET /captcha: a fresh captcha image (`data:image/svg+xml;base64,...`). */
export function fetchCaptcha(): Promise<CaptchaImage> {
  return api.get<CaptchaImage>('/captcha', { params: { t: Date.now() }, cache: false, validate: objectWith<CaptchaImage>('image') });
}
