import { describe, expect, it } from 'vitest';
import { videoSource } from './videoSource';

describe('videoSource', () => {
  it('embeds YouTube links with autoplay off and related videos off', () => {
    for (const url of [
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3',
      'https://youtu.be/aqz-KE-bpKQ',
    ]) {
      expect(videoSource(url)).toEqual({ kind: 'embed', src: 'https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=0&rel=0' });
    }
  });

  it('plays other http links as a file', () => {
    expect(videoSource('https://cdn.example/clip.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example/clip.mp4' });
  });

  it('refuses missing and non-http links', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource(undefined)).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('/m/home')).toBeNull();
  });
});
