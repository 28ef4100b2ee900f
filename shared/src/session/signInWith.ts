import { getRuntimeConfig } from '../config/runtimeConfig';
import { useSessionStore } from './store';

/** What a login or registration answer says about the player. */
interface SignedInPlayer {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** The player a login or registration answer names, signed in on this site's merchant. */
export function signInWith(answer: SignedInPlayer): void {
  useSessionStore.getState().signIn({
    token: answer.token,
    merchantCode: getRuntimeConfig().merchantCode,
    userName: answer.userName,
    type: answer.type,
    firstTimeLogin: answer.firstTimeLogin,
  });
}
