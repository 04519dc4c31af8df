// Settings › API tokens: create one (shown once, with a copy button), use it, see it listed
// with its dates, revoke it after confirming.
import { signedInAccount } from './support/accounts';
import { expect, test } from './support/test';

test('a token is shown once, works as a Bearer token, and stops working when revoked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAccount(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No tokens yet.', { exact: false })).toBeVisible();

  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Give the token a name')).toBeVisible();

  await section.getByLabel('Token name').fill('Reading shortcut');
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(
    section.getByRole('heading', { name: 'Token “Reading shortcut” created' }),
  ).toBeFocused();
  await expect(section.getByText(/You won’t see it again/)).toBeVisible();
  const tokenField = section.getByRole('textbox', { name: 'Token “Reading shortcut”' });
  const token = await tokenField.inputValue();
  expect(token).toMatch(/^cyn_/);

  await section.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);

  const list = section.getByRole('list', { name: 'Your API tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Reading shortcut');
  await expect(list).toContainText('Never used');

  // The token authenticates API calls as this reader.
  const asToken = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(asToken.status()).toBe(200);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText(token)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(list).toContainText('Last used just now');

  // Revoking asks first; Cancel keeps the token.
  await list.getByRole('button', { name: 'Revoke token “Reading shortcut”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Reading shortcut”?' });
  await expect(dialog).toContainText('stops working immediately');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await list.getByRole('button', { name: 'Revoke token “Reading shortcut”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(section.getByText('No tokens yet.', { exact: false })).toBeVisible();

  const revoked = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(401);
});

test('tokens are listed newest first with their names', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  for (const name of ['First script', 'Second script']) {
    await section.getByLabel('Token name').fill(name);
    await section.getByRole('button', { name: 'Create token' }).click();
    await expect(section.getByRole('heading', { name: `Token “${name}” created` })).toBeVisible();
  }
  const rows = section.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Second script');
  await expect(rows.nth(1)).toContainText('First script');
  // Only the newest token's secret is on screen, and only until Done.
  await expect(section.getByRole('textbox', { name: /Token “/ })).toHaveCount(1);
});
