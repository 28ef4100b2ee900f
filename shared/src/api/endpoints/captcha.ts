import { api } from '../client';
import type { CaptchaImage } from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/** GET /captcha: a fresh captcha image (`data:image/svg+xml;base64,...`). */
export function fetchCaptcha(): Promise<CaptchaImage> {
  return api.get<CaptchaImage>('/captcha', { params: { t: Date.now() }, cache: false, validate: answer(contract.CaptchaImageSchema) });
}
