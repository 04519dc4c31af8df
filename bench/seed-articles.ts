// The article-list benchmarks' data: 100,000 articles, every 10th one the reader's, interleaved
// in time with everyone else's; 30 tags, up to two per article; one in 17 archived.
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database';

export const TOTAL = 100_000;
export const READER_SHARE = 10_000;
export const TAGS = Array.from({ length: 30 }, (_, i) => `tag-${String(i).padStart(2, '0')}`);

export async function seedArticles(db: Db, readerId: string): Promise<void> {
  const base = 1_700_000_000_000;
  const batch = 500;
  for (let start = 0; start < TOTAL; start += batch) {
    const articles = [];
    const tags = [];
    for (let i = start; i < Math.min(TOTAL, start + batch); i += 1) {
      const userId = i % 10 === 0 ? readerId : `user-${i % 997}`;
      const createdAt = base + i * 1000;
      const own = [TAGS[i % 30], TAGS[(i * 7) % 30]]
        .filter((t, k, all): t is string => !!t && all.indexOf(t) === k)
        .slice(0, i % 3);
      const id = `a-${String(i).padStart(7, '0')}`;
      articles.push({
        id,
        user_id: userId,
        url: `https://example.com/${i}`,
        url_key: `https://example.com/${i}`,
        extracted_content_id: null,
        summary: null,
        tags: JSON.stringify(own),
        is_archived: i % 17 === 0 ? 1 : 0,
        source: 'web',
        created_at: createdAt,
        updated_at: createdAt,
      });
      for (const tag of own)
        tags.push({ article_id: id, user_id: userId, tag, created_at: createdAt });
    }
    await db.kysely.insertInto('articles').values(articles).execute();
    if (tags.length) await db.kysely.insertInto('article_tags').values(tags).execute();
  }
  if (db.dialect === 'postgres') {
    // Fresh statistics, as autovacuum would gather on a live server.
    await sql`analyze`.execute(db.kysely);
  }
}
