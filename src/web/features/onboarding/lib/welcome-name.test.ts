import { describe, expect, it } from 'vitest';
import { welcomeName } from '@/web/features/onboarding/lib/welcome-name';

describe('welcomeName (spec "Onboarding modal")', () => {
  it('uses the display name, else the email before the at sign, else "there"', () => {
    expect(welcomeName({ displayName: 'Ada Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(welcomeName({ displayName: '  ', email: 'grace.hopper@example.com' })).toBe(
      'grace.hopper',
    );
    expect(welcomeName({ displayName: null, email: '@example.com' })).toBe('there');
    expect(welcomeName({})).toBe('there');
  });
});
