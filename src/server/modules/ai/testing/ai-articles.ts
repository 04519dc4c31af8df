// Articles for the AI tests, saved the way the bookmarklet saves them (a captured page through
// the real extraction), so the text a provider sees is what a reader's article holds.

import type { TestClient } from '../../../test/auth-client';

export function capturedArticle(title: string, paragraphs: string[], lang = 'en'): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><nav><a href="/">Home</a></nav><article><h1>${title}</h1>${body}</article></body></html>`;
}

export const LIGHTHOUSE_PARAGRAPHS = [
  'Welcome back to our weekly column, where we look at the things that shape the coast and the people who live beside it.',
  'The lighthouse at Skerry Point was built in 1874 to guard a reef that had sunk more than forty ships in the decades before it.',
  'Its lamp burned paraffin until 1952, when engineers replaced the flame with an electric light that could be seen thirty kilometres out to sea.',
  'Keepers lived on the rock in shifts of six weeks, and their logbooks record storms, passing whales and the slow work of polishing brass.',
  'Automation arrived in 1987, and the last keeper, Morag Innes, rowed ashore with the station cat and the final logbook under her arm.',
  'Today a charitable trust maintains the tower and opens it to visitors on summer weekends, when the tides allow a safe crossing.',
  'The trust raises money by selling prints of the keepers’ sketches, many of which show seabirds nesting in the cliffs below the lamp room.',
  'Conservationists say the reef itself is now a haven for seals, because the old shipping lane moved further offshore after the war.',
];

/** Saves a captured page for `client`, returning the new article's id. */
export async function saveCapturedArticle(
  client: TestClient,
  slug: string,
  html: string,
): Promise<string> {
  const response = await client.post('/api/save', {
    url: `https://news.example.com/${slug}`,
    source: 'bookmarklet',
    html,
  });
  if (response.status !== 201) throw new Error(`save failed: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export type ServerSentEvent = { event: string; data: unknown };

/** The events of a complete `text/event-stream` body, in order. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split(/\n\n+/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
