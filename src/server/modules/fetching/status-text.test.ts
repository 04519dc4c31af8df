import { describe, expect, it } from 'vitest';
import { httpStatusText } from './status-text';

describe('httpStatusText', () => {
  it.each([
    [404, 'HTTP 404 Not Found'],
    [410, 'HTTP 410 Gone'],
    [503, 'HTTP 503 Service Unavailable'],
    [302, 'HTTP 302 Found'],
  ])('names %i as %s', (status, text) => {
    expect(httpStatusText(status)).toBe(text);
  });

  it('gives only the number for a status without a name', () => {
    expect(httpStatusText(599)).toBe('HTTP 599');
  });
});
