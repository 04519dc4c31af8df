import { describe, expect, it } from 'vitest';
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

  it('sends mailed confirmation links back through the sign-in page', () => {
    expect(confirmationCallbackURL('/settings')).toBe('/auth?next=%2Fsettings');
  });
});
