// PRODUCT-SPEC §2 "Landing page", as a visitor sees and uses it.
import { expect, test } from './support/test';

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
