import { describe, expect, it } from 'vitest';
import { spotlightVideoUrls, youtubeVideoId } from './youtube.ts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/live/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCxxxxxxxxxx',
  ])('refuses %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('spotlightVideoUrls', () => {
  it('keeps YouTube video URLs only, dropping other sites, scripts and values that are not text', () => {
    const good = 'https://youtu.be/dQw4w9WgXcQ';
    expect(spotlightVideoUrls([good, 'javascript:alert(1)', 'https://evil.example/x', 42, null])).toEqual([good]);
    expect(spotlightVideoUrls('https://youtu.be/dQw4w9WgXcQ')).toEqual([]);
    expect(spotlightVideoUrls(null)).toEqual([]);
  });
});
