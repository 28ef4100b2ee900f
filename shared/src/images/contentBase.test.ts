import { setRuntimeConfig } from '../config/runtimeConfig';
import { imageBase, imageUrl, resetImageBase } from './contentBase';

describe('image content base', () => {
  beforeEach(() => resetImageBase());

  it('is picked at random from the configured list, once per page load', () => {
    setRuntimeConfig({ imageBases: ['https://a.example', 'https://b.example'] });
    expect(imageBase(() => 0.9)).toBe('https://b.example');
    expect(imageBase(() => 0.1)).toBe('https://b.example');
    resetImageBase();
    expect(imageBase(() => 0.1)).toBe('https://a.example');
  });

  it('prefixes relative paths and leaves absolute URLs alone', () => {
    setRuntimeConfig({ imageBases: ['/wps/assets/'] });
    expect(imageUrl('game/1.svg')).toBe('/wps/assets/game/1.svg');
    expect(imageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(imageUrl('')).toBe('');
  });
});
