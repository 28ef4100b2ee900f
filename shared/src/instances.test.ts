import pkg from '../package.json';
import { SHARED_VERSION } from './instances';

describe('shared version', () => {
  it('is the package.json version, the one builds share and the release check compares', () => {
    expect(SHARED_VERSION).toBe(pkg.version);
  });
});
