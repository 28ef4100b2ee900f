import { ApiError } from '../api/client';
import { i18n } from '../i18n/setup';
import { errorWording } from './errorWording';

const said = (error: ApiError) => {
  const wording = errorWording(error);
  return i18n.getFixedT('en')(wording.key, wording.values);
};

describe('what the console says when a change did not go through', () => {
  it("gives the service's reason with what kind of refusal it was", () => {
    expect(said(new ApiError('refused to pin lobby@9.9.9: not published', 409))).toBe(
      'Refused by the release rules (409): refused to pin lobby@9.9.9: not published',
    );
    expect(said(new ApiError("the token 'lobby-squad' may not change promotions", 403))).toMatch(/^Refused, not this token's area \(403\)/);
    expect(said(new ApiError('too many', 429, 42))).toMatch(/try again in 42 s/);
    expect(said(new ApiError('boom', 503))).toBe('The release service failed (503): boom');
  });

  it('says a change without an answer may or may not have been made', () => {
    expect(said(new ApiError('the release service could not be reached', 0))).toMatch(/may or may not have been made/);
  });
});
