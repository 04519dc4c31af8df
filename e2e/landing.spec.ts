// PRODUCT-SPEC §2 "Landing page", as a visitor sees and uses it.
import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expectTheme } from './support/theme';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('shows the tagline, the sub-text and the three feature cards', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save. Understand. Thrive.', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Transform how you consume online content with AI-powered article summaries and intelligent organization.',
      { exact: true },
    ),
  ).toBeVisible();
  for (const feature of ['Save', 'Understand', 'Thrive']) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { name: 'Ready to organize your reading?', exact: true }),
  ).toBeVisible();
});

test('the top bar offers Sign In and Get Started', async ({ page }) => {
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(topBar.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
    'href',
    '/auth',
  );
});

test('every call to action leads to /auth', async ({ page }) => {
  const main = page.getByRole('main');
  const actions = [
    main.getByRole('link', { name: 'Start Reading', exact: true }),
    main.getByRole('link', { name: 'Sign In', exact: true }),
    main.getByRole('link', { name: 'Get Started for Free', exact: true }),
  ];
  for (const action of actions) await expect(action).toHaveAttribute('href', '/auth');
  // Top bar Sign In plus the hero's.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(2);
});

const authLinks = [
  { name: 'Sign In', nth: 0, where: 'top bar' },
  { name: 'Get Started', nth: 0, where: 'top bar' },
  { name: 'Start Reading', nth: 0, where: 'hero' },
  { name: 'Sign In', nth: 1, where: 'hero' },
  { name: 'Get Started for Free', nth: 0, where: 'closing block' },
];
for (const { name, nth, where } of authLinks) {
  test(`clicking ${where} "${name}" opens the sign-in page`, async ({ page }) => {
    await page.getByRole('link', { name, exact: true }).nth(nth).click();
    await expect(page).toHaveURL('/auth');
    await expect(
      page.getByRole('heading', { name: 'Save. Understand. Thrive.', exact: true }),
    ).toHaveCount(0);
  });
}

test('the footer has the 2025 copyright line and its three links', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/(©|copyright).*2025|2025.*(©|copyright)/i);
  await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '/help#contact',
  );
});

const footerLinks = [
  { name: 'Privacy Policy', url: '/privacy' },
  { name: 'Terms of Service', url: '/terms' },
  { name: 'Contact', url: '/help#contact' },
];
for (const { name, url } of footerLinks) {
  test(`clicking footer "${name}" opens ${url}`, async ({ page }) => {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  });
}

// Issue #17: the product preview is Canyon itself (the library's cards with sample articles
// beside the reader), one picture to assistive technology, with nothing in it to focus.
for (const width of [375, 1280]) {
  test.describe(`product preview at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows real cards with sample articles, inert', async ({ page }) => {
      const preview = page.getByRole('img', { name: /^Canyon with sample articles/ });
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toBeVisible();
      const frame = page.locator('[data-product-preview]');
      await expect(frame.locator('article[data-article-id]')).toHaveCount(4);
      await expect(frame.getByText('The slow science of a good sourdough')).toBeVisible();
      await expect(frame.getByText('Kitchen Letters')).toBeVisible();
      if (width >= 1024) await expect(frame.getByText('AI summary')).toBeVisible();
      // Nothing inside takes focus, though the real cards hold links and buttons.
      const focusable = (await page.evaluate(`(() => {
        const controls = [...document.querySelectorAll('[data-product-preview] a, [data-product-preview] button')];
        const focused = controls.filter((el) => { el.focus(); return document.activeElement === el; });
        return { controls: controls.length, focused: focused.length };
      })()`)) as { controls: number; focused: number };
      expect(focusable.controls).toBeGreaterThan(0);
      expect(focusable.focused).toBe(0);
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
    });

    for (const theme of ['light', 'dark'] as const) {
      test.describe(`${theme} theme`, () => {
        test.use({ colorScheme: theme });

        test('has no serious axe violations once the cards are in', async ({ page }) => {
          await expect(page.locator('[data-product-preview] article')).toHaveCount(4);
          await expectTheme(page, theme);
          await expectNoSeriousAxeViolations(page);
        });
      });
    }
  });
}
