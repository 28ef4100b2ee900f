import { describe, expect, it } from 'vitest';
import { asImageDataUrl, readDataUrl } from './readDataUrl';

describe('image data URLs', () => {
  it('labels the data by the file name whatever type the browser reported', () => {
    expect(asImageDataUrl('data:application/octet-stream;base64,AAAA', 'photo.JPG')).toBe('data:image/jpeg;base64,AAAA');
    expect(asImageDataUrl('data:;base64,AAAA', 'shot.png')).toBe('data:image/png;base64,AAAA');
    expect(asImageDataUrl('data:image/png;base64,AAAA', 'shot.png')).toBe('data:image/png;base64,AAAA');
  });

  it('reads a file as base64', async () => {
    await expect(readDataUrl(new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }))).resolves.toBe(
      'data:image/png;base64,AQID',
    );
  });
});
