import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpRoute } from '@/web/app/routes/help';
import { NO_RESULTS_MESSAGE } from '@/web/features/help/components/faq-results';
import { fakeUser, installFakeApi, type FakeApi } from '@/web/test/fake-api';
import { installFakeColorScheme } from '@/web/test/fake-match-media';
import { renderWithRouter } from '@/web/test/render';

let api: FakeApi;

/** Opens /help (with an optional hash) as a navigation, the way a link or address would. */
async function renderHelp(hash = '') {
  const view = renderWithRouter(<h1>Start</h1>, {
    path: '/start',
    routes: [{ path: '/help', element: <HelpRoute /> }, '/settings', '/bookmarklet', '/privacy'],
  });
  await act(() => view.router.navigate(`/help${hash}`));
  await screen.findByRole('heading', { level: 1, name: 'Help Center' });
  return view;
}

const faqList = () => screen.getByRole('region', { name: 'Frequently Asked Questions' });
const questions = () =>
  within(faqList())
    .queryAllByRole('button', { expanded: undefined })
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);
/** A question's button, by its text (marks inside it split the accessible name in jsdom-likes). */
const question = (text: string) => {
  const button = within(faqList())
    .getAllByRole('button')
    .find((candidate) => candidate.hasAttribute('aria-expanded') && candidate.textContent === text);
  if (!button) throw new Error(`no question "${text}"`);
  return button;
};
const chip = (name: string) => screen.getByRole('button', { name, pressed: undefined });
const search = () => screen.getByRole('searchbox', { name: 'Search the Help Center' });
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const events = () =>
  api.calls.filter((call) => call.route === 'POST /api/events').map((call) => call.body.name);

describe('Help Center (spec "Help")', () => {
  beforeEach(() => {
    installFakeColorScheme('light');
    api = installFakeApi({ me: null });
    vi.stubGlobal('scrollTo', vi.fn());
  });

  it('shows the nine questions, closed, under the six topic chips with All Topics pressed', async () => {
    await renderHelp();
    expect(questions()).toHaveLength(9);
    const group = screen.getByRole('group', { name: 'Topics' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All Topics',
      'Getting Started',
      'Managing Articles',
      'AI Features',
      'Billing & Plans',
      'Account Settings',
    ]);
    expect(chip('All Topics').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Billing & Plans').getAttribute('aria-pressed')).toBe('false');
    for (const button of within(faqList()).getAllByRole('button', { expanded: false }))
      expect(answerOf(button).hidden).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('9 questions shown');
  });

  it('combines a topic with the search, and marks the matched words', async () => {
    await renderHelp();
    await userEvent.click(chip('Billing & Plans'));
    expect(chip('Billing & Plans').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All Topics').getAttribute('aria-pressed')).toBe('false');
    expect(questions()).toEqual([
      'What’s included in the Pro plan?',
      'How do I cancel my subscription?',
    ]);

    await userEvent.type(search(), 'CANCEL');
    expect(questions()).toEqual(['How do I cancel my subscription?']);
    const button = question('How do I cancel my subscription?');
    expect([...button.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'cancel',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 question shown');

    // Another topic, the same search: deleting the account cancels Pro.
    await userEvent.click(chip('Account Settings'));
    expect(questions()).toEqual(['How do I delete my account?']);
    await userEvent.click(chip('Managing Articles'));
    expect(questions()).toEqual([]);
  });

  it('opens a question whose answer matches, with the words marked there', async () => {
    await renderHelp();
    await userEvent.type(search(), 'delete my account');
    const button = question('How do I delete my account?');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const answer = answerOf(button);
    expect(answer.hidden).toBe(false);
    const marked = [...answer.querySelectorAll('mark')].map((mark) => mark.textContent ?? '');
    expect(marked.map((text) => text.toLowerCase())).toEqual(
      expect.arrayContaining(['delete', 'my', 'account']),
    );
    // Matched only in its question: shown, but closed.
    await userEvent.clear(search());
    await userEvent.type(search(), 'organize');
    expect(question('How do I organize my articles?').getAttribute('aria-expanded')).toBe('false');
  });

  it('finds words inside a link of an answer', async () => {
    await renderHelp();
    await userEvent.type(search(), 'bookmarklet page');
    const button = question('How do I save an article?');
    const link = within(answerOf(button)).getByRole('link', { name: 'Bookmarklet page' });
    expect(link.getAttribute('href')).toBe('/bookmarklet');
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Bookmarklet',
      'page',
    ]);
  });

  it('says so when nothing matches, and Show all questions brings them back', async () => {
    await renderHelp();
    await userEvent.click(chip('AI Features'));
    await userEvent.type(search(), 'refund');
    expect(screen.getByRole('status').textContent).toBe(NO_RESULTS_MESSAGE);
    expect(NO_RESULTS_MESSAGE).toBe(
      'No results found. Try adjusting your search or category filter.',
    );
    expect(questions()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(questions()).toHaveLength(9);
    expect(search()).toHaveProperty('value', '');
    expect(chip('All Topics').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens and closes a question by mouse and by keyboard', async () => {
    await renderHelp();
    const button = question('How do AI summaries work?');
    expect(button.getAttribute('aria-controls')).toBe('how-do-ai-summaries-work-answer');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(button).textContent).toContain('3 to 5 bullet points');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(button).hidden).toBe(true);

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the question a link points at (/help#<id>), on arrival and from the page', async () => {
    const { router } = await renderHelp('#how-do-i-delete-my-account');
    const deletion = question('How do I delete my account?');
    expect(deletion.getAttribute('aria-expanded')).toBe('true');
    expect(question('How do I save an article?').getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('how-do-i-delete-my-account')?.contains(deletion)).toBe(true);

    // A topic that hides the next linked question is set back, so the question shows.
    await userEvent.click(chip('Billing & Plans'));
    await act(() => router.navigate('/help#what-can-i-save'));
    const saving = question('What kinds of content can I save?');
    expect(saving.getAttribute('aria-expanded')).toBe('true');
    expect(chip('All Topics').getAttribute('aria-pressed')).toBe('true');

    // Closed by the reader, then linked again: open again.
    await userEvent.click(saving);
    expect(saving.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(
      within(answerOf(deletion)).getByRole('link', { name: /Link to this answer/ }),
    );
    expect(router.state.location.hash).toBe('#how-do-i-delete-my-account');
  });

  it('keeps the contact section as the target of /help#contact', async () => {
    await renderHelp('#contact');
    const section = screen.getByRole('region', { name: 'Contact Us' });
    expect(section.id).toBe('contact');
    expect(questions().length).toBe(9);
  });

  it('records nothing for a visitor', async () => {
    await renderHelp();
    await userEvent.click(chip('Billing & Plans'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).toEqual([]);
  });

  it('records a signed-in reader’s visit once, and each topic they pick', async () => {
    api.me = fakeUser();
    const { router } = await renderHelp();
    await vi.waitFor(() => expect(events()).toEqual(['help_page_view']));
    await userEvent.click(chip('Billing & Plans'));
    await userEvent.click(chip('Billing & Plans')); // already chosen: not a new pick
    await userEvent.click(chip('Account Settings'));
    await userEvent.click(chip('All Topics'));
    await act(() => router.navigate('/help#contact'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).toEqual([
      'help_page_view',
      'help_category_billing',
      'help_category_account',
      'help_category_all',
    ]);
  });
});
