import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PrivacyRoute } from '@/web/app/routes/privacy';
import { TermsRoute } from '@/web/app/routes/terms';
import { installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

function appInfo(operator: { name: string | null; email: string | null }) {
  return () => ({
    status: 200,
    body: {
      publicUrl: 'http://canyon.test',
      aiProvider: 'extractive',
      billingEnabled: true,
      operator,
      mailDelivery: 'smtp',
    },
  });
}

const operatorSection = () =>
  screen.getByRole('heading', { name: 'Who runs this server' }).parentElement as HTMLElement;

describe.each([
  ['Terms of Service', TermsRoute],
  ['Privacy Policy', PrivacyRoute],
])('%s names who runs this server', (title, Route) => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
  });

  it('with the operator’s name and a mail link to their address', async () => {
    api.on(
      'GET /api/app-info',
      appInfo({ name: 'Canyon Test Operator', email: 'operator@canyon.test' }),
    );
    renderWithRouter(<Route />, { path: '/page' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'operator@canyon.test' });
    expect(link.getAttribute('href')).toBe('mailto:operator@canyon.test');
    expect(operatorSection().textContent).toContain(
      'This Canyon server is run by Canyon Test Operator. Contact: operator@canyon.test.',
    );
  });

  it('with "its operator" and the contact form while unset, or until the server answers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('GET /api/app-info', () => gate.then(appInfo({ name: null, email: null })));
    renderWithRouter(<Route />, { path: '/page' });
    const check = () => {
      expect(operatorSection().textContent).toContain(
        'This Canyon server is run by its operator. Contact: the contact form.',
      );
      const link = within(operatorSection()).getByRole('link', { name: 'the contact form' });
      expect(link.getAttribute('href')).toBe('/help#contact');
    };
    check();
    release();
    await gate;
    check();
  });
});

describe('Privacy Policy', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi();
  });

  it('says what is stored, where it goes, and how to export and delete it', () => {
    renderWithRouter(<PrivacyRoute />, { path: '/privacy' });
    const text = screen.getByRole('article').textContent ?? '';
    for (const part of [
      'Usage events',
      'contact form',
      'images',
      'browser talks only to this server',
      'AI provider',
      'Stripe',
      'Export Data',
      'Delete Account',
    ])
      expect(text).toContain(part);
  });
});
