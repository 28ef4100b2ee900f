import { keepableLoads } from './loadedFiles';

describe('what the page tells the worker it loaded', () => {
  it('remote version files and pictures; not the backend, the release files or the shell, which the worker keeps itself', () => {
    const loads = keepableLoads([
      { name: 'https://m.example/remotes/lobby/1.0.0/remoteEntry.js', initiatorType: 'script' },
      { name: 'https://m.example/remotes/lobby/1.0.0/mf-manifest.json', initiatorType: 'fetch' },
      { name: 'https://m.example/remotes/lobby/1.0.0/130.2f9f041f.css', initiatorType: 'link' },
      { name: 'https://m.example/remotes/published.json', initiatorType: 'fetch' },
      { name: 'https://m.example/m/remotes.json', initiatorType: 'fetch' },
      { name: 'https://m.example/m/static/main.0123abcd.js', initiatorType: 'script' },
      { name: 'https://m.example/wps/game/gameList?t=1', initiatorType: 'xmlhttprequest' },
      { name: 'https://m.example/wps/assets/banner/1.webp', initiatorType: 'img' },
      { name: 'https://m.example/wps/assets/banner/2.webp', initiatorType: 'link' },
      { name: 'https://img.example/game/9', initiatorType: 'img' },
      { name: 'https://m.example/remotes/lobby/1.0.0/remoteEntry.js', initiatorType: 'script' },
      { name: 'data:image/png;base64,AAAA', initiatorType: 'img' },
    ]);
    expect(loads.files).toEqual([
      'https://m.example/remotes/lobby/1.0.0/remoteEntry.js',
      'https://m.example/remotes/lobby/1.0.0/mf-manifest.json',
      'https://m.example/remotes/lobby/1.0.0/130.2f9f041f.css',
    ]);
    expect(loads.pictures).toEqual([
      'https://m.example/wps/assets/banner/1.webp',
      'https://m.example/wps/assets/banner/2.webp',
      'https://img.example/game/9',
    ]);
  });
});
