import { expect, type Page, type Response } from '@playwright/test';

/** `signedIn`: a protected screen (spec §6), opened by a signed-in reader. */
export type Screen = { name: string; path: string; signedIn?: boolean };

/** Every screen the web app builds (PRODUCT-SPEC §2), plus the Page Not Found fallback. */
export const SCREENS: readonly Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/auth' },
  { name: 'reset password', path: '/auth/reset-password?token=not-a-real-token' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'reader', path: '/article/some-id', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'help', path: '/help' },
  { name: 'save', path: '/save' },
  { name: 'bookmarklet', path: '/bookmarklet' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'not found', path: '/no-such-page' },
];

/**
 * Opens a screen and waits until the app has rendered it and the page has settled (scripts,
 * styles, the background worker's registration), so checks see the finished screen.
 */
export async function openScreen(page: Page, urlPath: string): Promise<Response> {
  const response = await page.goto(urlPath);
  expect(response, `no response for ${urlPath}`).not.toBeNull();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
  return response as Response;
}

/**
 * Waits for finite CSS transitions and animations (e.g. the 300 ms theme transition), so
 * colour checks see final colours. Written as a string: the e2e tsconfig has no DOM types.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  )`);
}

/** Resolves after the browser has rendered two more frames, i.e. handled pending events. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))))',
  );
}

/** Scrolls past every image in the reader, so the lazy-loaded ones are asked for. */
export async function scrollPastImages(page: Page): Promise<void> {
  const scrolled = Number(await page.evaluate('window.scrollY'));
  const tops = await page
    .locator('.reader-prose img')
    .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().top));
  for (const top of tops) {
    await page.evaluate(`window.scrollTo(0, ${Math.max(0, scrolled + top - 200)})`);
    await nextFrames(page);
  }
}
