import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, hydrateAsSession, RequestSessionContext, sessionThrough, useSession, useSessionStore } from './store';

const PLAYER = { token: 'tok', userName: 'player01', type: 1, merchantCode: 'mcasino', firstTimeLogin: false };
const OTHER = { ...PLAYER, token: 'tok2', userName: 'agent01' };

function Name() {
  return <p>{useSession()?.userName ?? 'guest'}</p>;
}

afterEach(() => {
  hydrateAsSession(null);
  useSessionStore.setState({ session: null });
});

describe('the session a render sees', () => {
  it('on the server, is the one of the request being rendered, whatever the page-wide store holds', () => {
    useSessionStore.setState({ session: OTHER });
    const html = renderToString(
      <RequestSessionContext.Provider value={{ session: PLAYER }}>
        <Name />
      </RequestSessionContext.Provider>,
    );
    expect(html).toContain('player01');
  });

  it('for code outside React on the server, comes from the request (the API client’s token)', () => {
    let current: typeof PLAYER | null = PLAYER;
    sessionThrough(() => current);
    expect(getSession()?.token).toBe('tok');
    current = null;
    expect(getSession()).toBeNull();
  });

  it('while the browser takes a page over, is the one the page was rendered for (hydration matches)', () => {
    useSessionStore.setState({ session: OTHER });
    hydrateAsSession(PLAYER);
    // A server-rendering pass of the hook reads the hydration snapshot, as React's hydration does.
    expect(renderToString(<Name />)).toContain('player01');
    hydrateAsSession(null);
    expect(renderToString(<Name />)).toContain('guest');
  });
});
