/** The free trial: a trial account's session. */
export { trialSession } from './trialSession';
