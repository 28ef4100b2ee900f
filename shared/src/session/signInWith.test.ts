import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { signInWith } from './signInWith';
import { useSessionStore } from './store';

afterEach(() => useSessionStore.getState().signOut());

describe('signInWith', () => {
  it('signs in the player the answer names, on the site’s merchant, and nothing else of the answer', () => {
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
    const answer = { token: 'T1', userName: 'player01', type: 1, firstTimeLogin: false, balance: 10 };
    signInWith(answer);
    expect(useSessionStore.getState().session).toEqual({
      token: 'T1',
      merchantCode: 'mcasino',
      userName: 'player01',
      type: 1,
      firstTimeLogin: false,
    });
  });
});
