// The Help Center's parts as a reader finds them (spec "Help"; issue #15).
import type { Locator, Page } from '@playwright/test';

export const NO_RESULTS = 'No results found. Try adjusting your search or category filter.';

export const faqSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Frequently Asked Questions' });

/** Every question's disclosure button shown now. */
export const faqButtons = (page: Page): Locator =>
  faqSection(page).locator('button[aria-expanded]');

/** One question's disclosure button, by its text. */
export const faqButton = (page: Page, question: string): Locator =>
  faqButtons(page).filter({ hasText: question });

/** The answer a question's button controls. */
export async function answerOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  return button.page().locator(`[id="${id}"]`);
}

export const topicChip = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: 'Topics' }).getByRole('button', { name: label, exact: true });

export const helpSearch = (page: Page): Locator =>
  page.getByRole('searchbox', { name: 'Search the Help Center' });

export const contactSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Contact Us' });
