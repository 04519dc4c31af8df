// The Help Center (issue #15; spec "Help"): topic chips and search together, the empty state,
// questions opened by mouse and keyboard, deep links to a question and to the contact form,
// axe in both themes at 375 and 1280 px, and the terms and privacy pages naming the operator.
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import {
  answerOf,
  contactSection,
  faqButton,
  faqButtons,
  helpSearch,
  NO_RESULTS,
  topicChip,
} from './support/help-center';
import { openScreen, settleAnimations } from './support/screens';
import { expect, test } from './support/test';
import { expectDocumentTheme } from './support/theme';

const SAVE = 'How do I save an article?';
const CANCEL = 'How do I cancel my subscription?';
const PRO = 'What’s included in the Pro plan?';
const DELETE = 'How do I delete my account?';

async function openHelp(page: Page, hash = ''): Promise<void> {
  await page.goto(`/help${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
}

test('a topic and the search narrow the questions together, with the words marked', async ({
  page,
}) => {
  await openHelp(page);
  await expect(faqButtons(page)).toHaveCount(9);
  await expect(topicChip(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');

  await topicChip(page, 'Billing & Plans').click();
  await expect(topicChip(page, 'Billing & Plans')).toHaveAttribute('aria-pressed', 'true');
  await expect(topicChip(page, 'All Topics')).toHaveAttribute('aria-pressed', 'false');
  await expect(faqButtons(page)).toHaveText([PRO, CANCEL]);

  await helpSearch(page).fill('Manage Billing');
  await expect(faqButtons(page)).toHaveText([CANCEL]);
  // Found in its answer: shown open, the words marked there.
  const cancel = faqButton(page, CANCEL);
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  const answer = await answerOf(cancel);
  await expect(answer).toBeVisible();
  await expect(answer.locator('mark')).toHaveText(['Manage', 'Billing', 'billing']);

  // Case and accents do not matter; the question's words are marked too.
  await helpSearch(page).fill('CANCÉL');
  await expect(faqButtons(page)).toHaveText([CANCEL]);
  await expect(cancel.locator('mark')).toHaveText(['cancel']);

  // The same search under another topic.
  await topicChip(page, 'Account Settings').click();
  await expect(faqButtons(page)).toHaveText([DELETE]);
});

test('nothing found says so, and Show all questions brings every question back', async ({
  page,
}) => {
  await openHelp(page);
  await topicChip(page, 'AI Features').click();
  await helpSearch(page).fill('stripe');
  await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  await expect(faqButtons(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all questions' }).click();
  await expect(faqButtons(page)).toHaveCount(9);
  await expect(helpSearch(page)).toHaveValue('');
  await expect(topicChip(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
});

test('a question opens and closes with the mouse and with the keyboard', async ({ page }) => {
  await openHelp(page);
  const button = faqButton(page, SAVE);
  const answer = await answerOf(button);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Bookmarklet page' })).toHaveAttribute(
    'href',
    '/bookmarklet',
  );
  await button.click();
  await expect(answer).toBeHidden();

  // From the search box, Tab goes through the six chips to the first question.
  await helpSearch(page).focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // The chips are reached and pressed from the keyboard too.
  await topicChip(page, 'Getting Started').focus();
  await page.keyboard.press('Enter');
  await expect(topicChip(page, 'Getting Started')).toHaveAttribute('aria-pressed', 'true');
  await expect(faqButtons(page)).toHaveCount(2);
});

test('a link to a question opens it and scrolls to it, on arrival and on the page', async ({
  page,
}) => {
  await openHelp(page, '#how-do-i-delete-my-account');
  const deletion = faqButton(page, DELETE);
  await expect(deletion).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(deletion)).toBeVisible();
  await expect(page.locator('[id="how-do-i-delete-my-account"]')).toBeInViewport();
  await expect(faqButton(page, SAVE)).toHaveAttribute('aria-expanded', 'false');

  // The hash changes while on the page, past a topic that hides the question.
  await topicChip(page, 'Billing & Plans').click();
  await page.evaluate('window.location.hash = "#what-can-i-save"');
  const saving = faqButton(page, 'What kinds of content can I save?');
  await expect(saving).toHaveAttribute('aria-expanded', 'true');
  await expect(topicChip(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[id="what-can-i-save"]')).toBeInViewport();

  // Each answer links to itself.
  await (await answerOf(deletion)).getByRole('link', { name: /Link to this answer/ }).click();
  await expect(page).toHaveURL(/\/help#how-do-i-delete-my-account$/);
  await expect(page.locator('[id="how-do-i-delete-my-account"]')).toBeInViewport();
});

test('the footer’s Contact link lands on the contact form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/help#contact$/);
  await expect(contactSection(page)).toBeInViewport();
  await expect(contactSection(page).getByLabel('Name')).toBeVisible();
});

test('the terms and privacy pages name the operator and their address', async ({ page }) => {
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    const who = page.getByText(/^This Canyon server is run by/);
    await expect(who).toHaveText(
      'This Canyon server is run by Canyon Test Operator. Contact: operator@canyon.test.',
    );
    await expect(who.getByRole('link', { name: 'operator@canyon.test' })).toHaveAttribute(
      'href',
      'mailto:operator@canyon.test',
    );
  }
  await expect(page.getByRole('main')).toContainText('browser talks only to this server');
  await expect(page.getByRole('main')).toContainText('Export Data');
  await expect(page.getByRole('main')).toContainText('Delete Account');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${theme} theme, ${width} px wide`, () => {
      test.use({ colorScheme: theme, viewport: { width, height: 900 } });

      test('the Help Center, terms and privacy have no serious axe violations', async ({
        page,
      }) => {
        await openScreen(page, '/help');
        await expectDocumentTheme(page, theme);
        await expectNoSeriousAxeViolations(page);

        // A search with marks in an opened answer, and a pressed chip.
        await topicChip(page, 'Billing & Plans').click();
        await helpSearch(page).fill('billing');
        await expect(faqButton(page, CANCEL)).toHaveAttribute('aria-expanded', 'true');
        await settleAnimations(page);
        await expectNoSeriousAxeViolations(page);

        // The empty state, and the contact form's messages.
        await helpSearch(page).fill('nothing like this');
        await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
        await contactSection(page).getByRole('button', { name: 'Send Message' }).click();
        await expect(contactSection(page).getByLabel('Name')).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expectNoSeriousAxeViolations(page);

        for (const path of ['/terms', '/privacy']) {
          await openScreen(page, path);
          await expect(page.getByRole('link', { name: 'operator@canyon.test' })).toBeVisible();
          await expectNoSeriousAxeViolations(page);
        }
      });
    });
  }
}
