import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT } from '@/shared/auth/safe-redirect';
import { paths } from '@/web/config/paths';
import {
  confirmationCallbackURL,
  rememberPage,
  rememberedPath,
} from '@/web/features/auth/lib/remembered-page';

describe('the remembered page', () => {
  it('remembers path, query and fragment', () => {
    expect(rememberPage({ pathname: '/save', search: '?url=x', hash: '#top' })).toEqual({
      from: '/save?url=x#top',
    });
  });

  it('reads router state first, then ?next=, through the safe-redirect check', () => {
    expect(rememberedPath({ search: '', state: { from: '/settings' } })).toBe('/settings');
    expect(rememberedPath({ search: '?next=%2Fsettings', state: null })).toBe('/settings');
    expect(rememberedPath({ search: '?next=%2Fhelp', state: { from: '/settings' } })).toBe(
      '/settings',
    );
    expect(rememberedPath({ search: '', state: null })).toBe('/dashboard');
    expect(rememberedPath({ search: '?next=%2F%2Fevil.com', state: null })).toBe('/dashboard');
    expect(rememberedPath({ search: '', state: { from: 'javascript:alert(1)' } })).toBe(
      '/dashboard',
    );
  });

  it('refuses what the shared check refuses, dot segments included', () => {
    for (const next of ['/.//evil.example', '/./%2F%2Fevil.example', '/\\evil.com', '/\t/x']) {
      expect(rememberedPath({ search: '', state: { from: next } })).toBe('/dashboard');
      expect(
        rememberedPath({ search: `?${new URLSearchParams({ next }).toString()}`, state: null }),
      ).toBe('/dashboard');
    }
    expect(DEFAULT_REDIRECT).toBe(paths.dashboard.href());
  });

  it('never sends the reader back to the sign-in pages', () => {
    const from = (page: string) => rememberedPath({ search: '', state: { from: page } });
    expect(from('/auth')).toBe('/dashboard');
    expect(from('/auth?next=/settings')).toBe('/dashboard');
    expect(from('/auth/reset-password?token=x')).toBe('/dashboard');
    expect(from('/authors')).toBe('/authors');
  });

  it('sends mailed confirmation links back through the sign-in page', () => {
    expect(confirmationCallbackURL('/settings')).toBe('/auth?next=%2Fsettings');
  });
});
