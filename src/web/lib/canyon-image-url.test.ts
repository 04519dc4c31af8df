import { describe, expect, it } from 'vitest';
import { canyonImageUrl } from './canyon-image-url';

const origin = 'https://canyon.example';

describe('canyonImageUrl', () => {
  it('keeps Canyon’s own image URLs, made absolute', () => {
    expect(canyonImageUrl('/api/images/abc', origin)).toBe('https://canyon.example/api/images/abc');
    expect(canyonImageUrl('https://canyon.example/api/articles/1/images/0', origin)).toBe(
      'https://canyon.example/api/articles/1/images/0',
    );
  });

  it.each([
    'https://cdn.example/a.jpg',
    'http://canyon.example/api/images/abc',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://127.0.0.1:8080/admin.png',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(canyonImageUrl(url, origin)).toBeNull();
  });
});
