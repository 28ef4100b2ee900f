import { queryString, requestUrl } from './requestUrl';

// The wire format the backend (and dev-api, and the e2e suite) has always read: these strings are what the
// site sent before its client moved onto fetch.
describe('the URL of a backend call', () => {
  it('joins the API base and the path with one slash', () => {
    expect(requestUrl('/wps', '/game/list')).toBe('/wps/game/list');
    expect(requestUrl('/wps/', 'game/list')).toBe('/wps/game/list');
    expect(requestUrl('http://127.0.0.1:9/wps', 'system/status', { t: 1700000000000 })).toBe(
      'http://127.0.0.1:9/wps/system/status?t=1700000000000',
    );
    expect(requestUrl('', '/x', { ' sp ': 'v' })).toBe('/x?sp=v');
  });

  it('leaves an absolute path alone, drops its fragment and appends to a query it already has', () => {
    expect(requestUrl('/wps', 'http://other/x#frag', { q: 1 })).toBe('http://other/x?q=1');
    expect(requestUrl('/wps', '/x?a=1', { b: 2 })).toBe('/wps/x?a=1&b=2');
    expect(requestUrl('/wps', '/x', {})).toBe('/wps/x');
  });

  it('leaves out undefined and null, keeps empty strings and writes booleans and numbers as text', () => {
    expect(
      queryString({
        platform: 'html5',
        pageNo: 1,
        gameName: 'dragon tiger',
        vassalage: 'PG,EVO',
        flag: true,
        off: false,
        skip: undefined,
        none: null,
        empty: '',
      }),
    ).toBe('platform=html5&pageNo=1&gameName=dragon+tiger&vassalage=PG,EVO&flag=true&off=false&empty=');
  });

  it('repeats a list under name[] and encodes everything but : $ , (a space is +)', () => {
    expect(queryString({ list: ['PG', 'EVO', 'x y'] })).toBe('list%5B%5D=PG&list%5B%5D=EVO&list%5B%5D=x+y');
    expect(queryString({ s: "a:b$c,d/e?f&g=h+i#j!'()*~ é" })).toBe("s=a:b$c,d%2Fe%3Ff%26g%3Dh%2Bi%23j!'()*~+%C3%A9");
  });
});
