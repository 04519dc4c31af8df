// Issue #13 and SECURITY.md "Language models": Canyon against a stand-in for an OpenAI-compatible
// model server. What a model writes is shown as text: it loads nothing, runs nothing and links
// nowhere; streamed text appears as it comes; the model's failures read as the spec's messages.
import type { Page } from '@playwright/test';
import { AI_MESSAGES } from '../src/shared/ai/ai-schemas';
import {
  startLocalOpenAiServer,
  type LocalModelServer,
  type ModelReply,
  type RecordedRequest,
} from '../src/server/test/local-openai-server';
import {
  aiPanel,
  answers,
  questionInput,
  saveByApiAt,
  signedInAccountAt,
  startCanyonServer,
  startRequestCounter,
  summaryItems,
  type CanyonServer,
  type RequestCounter,
} from './support/ai';
import { FIXTURE_ARTICLES } from './support/fixture-site';
import { expect, test } from './support/test';

const MODEL = 'stand-in-model';
const ARTICLE = FIXTURE_ARTICLES.lighthouses;
const QUESTION = 'How tall is the Skerry Point tower?';

let standIn: LocalModelServer;
let tracker: RequestCounter;
let canyon: CanyonServer;

// One server for the whole file: its tests change the stand-in's answers, so they run in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting a second Canyon server takes a while on a busy machine.
  test.setTimeout(120_000);
  standIn = await startLocalOpenAiServer();
  tracker = await startRequestCounter();
  canyon = await startCanyonServer({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: MODEL,
    AI_BASE_URL: standIn.baseUrl,
  });
});

test.afterAll(async () => {
  await canyon?.stop();
  await tracker?.close();
  await standIn?.close();
});

type Kind = 'summary' | 'answer' | 'tags';

/** What Canyon asked the model for, told apart by the delimiters its prompts use. */
function kindOf(request: RecordedRequest): Kind {
  const sent = JSON.stringify(request.json ?? '');
  if (sent.includes('<reader-tags>')) return 'tags';
  if (sent.includes('<question>')) return 'answer';
  return 'summary';
}

/** Model output written to make a browser load, run or link something. */
function hostileText(): { bullets: string[]; answer: string } {
  const pixel = `${tracker.origin}/a.png`;
  const tag = `<img src="${tracker.origin}/b.png">`;
  return {
    bullets: [
      `The oldest tower ![x](${pixel}) is at Brannock Head.`,
      `Carrow Rock was built after a wreck ${tag} in 1859.`,
      'Skerry Point is the tallest tower [click me](javascript:alert(1)) on the coast.',
    ],
    answer: `The tower is forty-one metres tall ![x](${pixel}).\n\n> The Skerry Point tower stands forty-one metres tall ${tag}\n\nMore: [click me](javascript:alert(1))`,
  };
}

/** How the stand-in answers each kind of request from now on (tags: two plain ones). */
function replyWith(replies: { summary: ModelReply; answer: ModelReply; tags?: ModelReply }): void {
  const all = { tags: { text: 'lighthouses, coast' }, ...replies };
  standIn.reply((request) => all[kindOf(request)]);
}

async function openArticle(page: Page): Promise<void> {
  await signedInAccountAt(page, canyon);
  const { id } = await saveByApiAt(page.request, canyon, ARTICLE.path);
  await page.goto(`${canyon.baseUrl}/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(aiPanel(page)).toBeVisible();
}

test('model output with images, HTML and javascript: links is shown as inert text', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { bullets, answer } = hostileText();
  replyWith({
    summary: { text: bullets.map((bullet) => `- ${bullet}`).join('\n') },
    answer: { text: answer },
  });
  await openArticle(page);
  const panel = aiPanel(page);
  await expect(panel).toContainText(MODEL);

  await panel.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  await expect(summaryItems(page)).toHaveCount(3);
  await questionInput(page).fill(QUESTION);
  await questionInput(page).press('Enter');
  await expect(answers(page)).toHaveCount(1);
  await expect(questionInput(page)).toHaveValue('');
  await expect(answers(page).first()).toContainText('forty-one metres tall');

  await expectInert(page);
  // A link's text is left as text; clicking it does nothing.
  await panel.getByText('click me').first().click();
  await page.waitForTimeout(300);

  // The stored summary, shown at once after a reload, is as inert.
  await page.reload();
  await expect(summaryItems(page)).toHaveCount(3);
  await expect(summaryItems(page).nth(1)).toContainText(`<img src="${tracker.origin}/b.png">`);
  await expectInert(page);
  expect(dialogs).toEqual([]);
  expect(tracker.requests).toEqual([]);
});

/** The panel shows the hostile output as text: nothing that loads, runs or links. */
async function expectInert(page: Page): Promise<void> {
  const panel = aiPanel(page);
  const imgTag = `<img src="${tracker.origin}/b.png">`;
  // An image is its alt text, a link its text and then its address, HTML its own source.
  await expect(summaryItems(page).first()).toHaveText('The oldest tower x is at Brannock Head.');
  await expect(summaryItems(page).nth(1)).toContainText(imgTag);
  await expect(summaryItems(page).nth(2)).toHaveText(
    'Skerry Point is the tallest tower click me (javascript:alert(1)) on the coast.',
  );
  if ((await answers(page).count()) > 0) await expect(answers(page).first()).toContainText(imgTag);
  await expect(
    panel.locator('img, picture, image, iframe, object, embed, video, audio'),
  ).toHaveCount(0);
  await expect(panel.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(panel.locator(`a[href*="${tracker.origin}"]`)).toHaveCount(0);
  await expect(panel.locator('[src], [srcset], [style*="url("]')).toHaveCount(0);
}

test('a streamed summary shows "Generating..." and its first bullet before the stream ends', async ({
  page,
}) => {
  const bullets = [
    'Brannock Head is the oldest lighthouse on the coast, built in 1823.',
    'Carrow Rock was built after the steamer Marigold was wrecked in 1859.',
    'Skerry Point is the tallest tower, forty-one metres high.',
    'Rising seas now threaten Carrow Rock.',
  ];
  const text = bullets.map((bullet) => `- ${bullet}`).join('\n');
  // About five seconds from the first chunk to the last.
  replyWith({
    summary: { text, chunkSize: 12, delayMs: Math.ceil(5_000 / (text.length / 12)) },
    answer: { text: 'It does not seem to say.' },
  });
  await openArticle(page);
  const panel = aiPanel(page);

  await panel.getByRole('button', { name: 'Generate Summary' }).click();
  const generating = panel.getByRole('button', { name: 'Generating...' });
  await expect(generating).toBeVisible();
  await expect(generating).toBeDisabled();
  await expect(summaryItems(page).first()).toContainText('Brannock Head');
  // Still streaming: the rest of the bullets have not arrived.
  await expect(generating).toBeVisible();
  expect(await summaryItems(page).count()).toBeLessThan(bullets.length);

  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeEnabled({ timeout: 20_000 });
  await expect(summaryItems(page)).toHaveText(bullets);
});

test('a failing model reads as the spec’s messages for the summary and the question', async ({
  page,
}) => {
  const failure = { status: 500, message: 'the model fell over' };
  replyWith({ summary: failure, answer: failure });
  await openArticle(page);
  const panel = aiPanel(page);

  const asked = (kind: Kind) => standIn.requests.filter((request) => kindOf(request) === kind);
  const summariesBefore = asked('summary').length;
  await panel.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(panel.getByRole('alert')).toContainText(AI_MESSAGES.summaryFailed);
  // Tried twice: once, and once more after the transient error.
  expect(asked('summary').length - summariesBefore).toBe(2);
  // A button to try again.
  await expect(panel.getByRole('button', { name: /Generate Summary|Try again/ })).toBeEnabled();
  await expect(panel).not.toContainText('the model fell over');

  await questionInput(page).fill(QUESTION);
  const answersBefore = asked('answer').length;
  await questionInput(page).press('Enter');
  await expect(
    panel.getByRole('alert').filter({ hasText: AI_MESSAGES.answerFailed }),
  ).toBeVisible();
  expect(asked('answer').length - answersBefore).toBe(2);
  // The question stays, to try again.
  await expect(questionInput(page)).toHaveValue(QUESTION);
  await expect(panel).not.toContainText('the model fell over');
});
