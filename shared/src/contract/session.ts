import * as v from 'valibot';

/** Login (and register) answer value. */
export const LoginResultSchema = v.object({
  token: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
});

/** Free-trial (testPlay) answer value. */
export const TrialResultSchema = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
});
