// Links in Canyon's own mail land on Canyon, whatever callback a sign-up asked for
// (SECURITY.md §24): the real sign-up, the mail the local SMTP server caught, a real browser.
import { signUpByApi, skipOnboarding, uniqueEmail, PASSWORD } from './support/accounts';
import { E2E_BASE_URL } from './support/e2e-env';
import { linkIn, waitForMail } from './support/mail-capture';
import { expect, test } from './support/test';

const CONFIRM_SUBJECT = /confirm your email/i;
const origin = new URL(E2E_BASE_URL).origin;

for (const callbackURL of [
  '/./%2F%2Fevil.example',
  '/.//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  '／／evil.example',
]) {
  test(`a confirmation link asked to end at ${JSON.stringify(callbackURL)} ends on Canyon`, async ({
    page,
  }) => {
    await skipOnboarding(page);
    const email = uniqueEmail('redirect');
    const since = Date.now() - 1000;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, callbackURL },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(signUp.status()).toBe(200);
    const link = linkIn(await waitForMail(email, CONFIRM_SUBJECT, { since }));
    expect(new URL(link).origin).toBe(origin);

    await page.goto(link);
    await expect(page).toHaveURL(`${origin}/dashboard`);
  });
}

test('a hand-made confirmation link with a dot-segment callback stays on Canyon', async ({
  page,
}) => {
  await page.goto('/api/auth/verify-email?token=x&callbackURL=/./%2F%2Fevil.example');
  expect(new URL(page.url()).origin).toBe(origin);
});

test('a callback with non-Latin-1 characters redirects instead of failing', async ({ page }) => {
  const { confirmLink } = await signUpByApi(page);
  const link = new URL(confirmLink);
  link.searchParams.set('callbackURL', '/späť/日本');
  const response = await page.request.get(link.toString(), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/sp%C3%A4%C5%A5/%E6%97%A5%E6%9C%AC');
});
