// The article-list benchmarks' data: 100,000 articles, every 10th one the reader's, interleaved
// in time with everyone else's; each with its extracted content (title, excerpt, site name,
// image, a short body), as saved articles have; up to two of 29 common tags per article, plus a
// rare one on one article in 250; one in 17 of the other readers' archived. The reader's 10,000 are
// all unarchived, so the list they page through is 10,000 long and its last full page starts
// 9,980 items deep (archived articles sit apart in the index and do not slow that list).
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database';
import { articleRows, articleSlot } from './article-rows';

export const TOTAL = 100_000;
export const READER_SHARE = 10_000;
export const PAGE_SIZE = 20;
export const DEEP_PAGE_START = READER_SHARE - PAGE_SIZE;
export const TAGS = Array.from({ length: 29 }, (_, i) => `tag-${String(i).padStart(2, '0')}`);
export const RARE_TAG = 'tag-29';

/** Up to two common tags, spread evenly over each user's own articles, and now and then the rare one. */
function tagsOf(i: number): string[] {
  // i / 10 counts the reader's own articles (every 10th), so every tag reaches the reader too.
  const n = Math.floor(i / 10);
  const common = [TAGS[n % TAGS.length], TAGS[(n * 7 + 3) % TAGS.length]]
    .filter((t, k, all): t is string => !!t && all.indexOf(t) === k)
    .slice(0, n % 3);
  return n % 250 === 0 ? [...common, RARE_TAG] : common;
}

export async function seedArticles(db: Db, readerId: string): Promise<void> {
  const batch = 500;
  for (let start = 0; start < TOTAL; start += batch) {
    const contents = [];
    const articles = [];
    const tags = [];
    for (let i = start; i < Math.min(TOTAL, start + batch); i += 1) {
      const slot = articleSlot(i, readerId);
      const text =
        `Article ${i} opens with a paragraph long enough to give the card an excerpt. `.repeat(8);
      contents.push({
        id: slot.contentId,
        url: slot.url,
        url_key: slot.url,
        title: `Article number ${i}, a headline of ordinary length`,
        content: `<p>${text}</p>`,
        text_content: text,
        excerpt: text.slice(0, 200),
        site_name: 'Example News',
        length: text.length,
        og_image: `https://example.com/images/${i}.jpg`,
        extracted_at: slot.createdAt,
        shareable: 1,
      });
      const rows = articleRows(slot, tagsOf(i));
      articles.push(rows.article);
      tags.push(...rows.tags);
    }
    await db.kysely.insertInto('extracted_content').values(contents).execute();
    await db.kysely.insertInto('articles').values(articles).execute();
    if (tags.length) await db.kysely.insertInto('article_tags').values(tags).execute();
  }
  if (db.dialect === 'postgres') {
    // Fresh statistics, as autovacuum would gather on a live server.
    await sql`analyze`.execute(db.kysely);
  }
}
