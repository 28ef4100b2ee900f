import { describe, expect, it } from 'vitest';
import { chunkLoadingGlobal, forgetLoadedChunks } from './loadedChunks';

describe("a container's loaded chunks", () => {
  it('are forgotten for that container only', () => {
    const scope: Record<string, unknown> = { rspackChunkmfe_lobby: [[[214], {}]], rspackChunkmfe_account: [[[7], {}]] };
    forgetLoadedChunks('mfe_lobby', scope);
    expect(scope).toEqual({ rspackChunkmfe_account: [[[7], {}]] });
  });

  it('are named as Rspack names them after the container', () => {
    expect(chunkLoadingGlobal('mfe_lobby')).toBe('rspackChunkmfe_lobby');
  });
});
