import { describe, expect, it } from 'vitest';
import { summaryBullets } from '@/web/features/ai/lib/summary-bullets';

describe('summaryBullets', () => {
  it('reads bullet lines as they stream, the last one still arriving', () => {
    expect(summaryBullets('- First point.\n- Second')).toEqual(['First point.', 'Second']);
    expect(summaryBullets('* One\n\n1. Two\n• Three\nFour')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
    expect(summaryBullets('- ')).toEqual([]);
  });

  it('keeps inline markup that starts a bullet', () => {
    expect(summaryBullets('- **Bold** start')).toEqual(['**Bold** start']);
  });
});
