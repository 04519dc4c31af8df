import type { Kysely } from 'kysely';
import { decodeEntities } from '@/shared/text/decode-entities';

// Titles, bylines, excerpts and site names stored before extraction decoded the character
// references pages leave in them (issue #17) show "&#8211;" literally. Each such field is
// decoded once here, as extraction now does. Rows are read in pages by id so a large library
// never sits in memory at once.

type TextTables = {
  extracted_content: {
    id: string;
    title: string;
    excerpt: string | null;
    byline: string | null;
    site_name: string | null;
    og_title: string | null;
    og_description: string | null;
    og_site_name: string | null;
  };
  articles: { id: string; title: string | null };
};

const BATCH = 500;

const CONTENT_FIELDS = [
  'title',
  'excerpt',
  'byline',
  'site_name',
  'og_title',
  'og_description',
  'og_site_name',
] as const;

/**
 * The value as extraction now stores it: references decoded, the no-break spaces they may give
 * collapsed like any other whitespace (these fields were stored collapsed). Never emptied.
 */
export function decodedField(value: string): string {
  const decoded = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return decoded || value;
}

/** The fields of a row that decoding changes, by column name. */
function changedFields<T extends Record<string, unknown>>(
  row: T,
  fields: readonly (keyof T & string)[],
): Partial<T> {
  const changes: Partial<T> = {};
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'string' || !value.includes('&')) continue;
    const decoded = decodedField(value);
    if (decoded !== value) changes[field] = decoded as T[typeof field];
  }
  return changes;
}

async function decodeExtractedContent(db: Kysely<TextTables>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('extracted_content')
      .select(['id', ...CONTENT_FIELDS])
      .where('id', '>', after)
      .where((eb) => eb.or(CONTENT_FIELDS.map((field) => eb(field, 'like', '%&%'))))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const changes = changedFields(row, CONTENT_FIELDS);
      if (Object.keys(changes).length === 0) continue;
      await db.updateTable('extracted_content').set(changes).where('id', '=', row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The reader's own titles (migration 005): imported ones came from other apps' exports. */
async function decodeArticleTitles(db: Kysely<TextTables>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'title'])
      .where('id', '>', after)
      .where('title', 'like', '%&%')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const changes = changedFields(row, ['title'] as const);
      if (changes.title === undefined) continue;
      await db.updateTable('articles').set(changes).where('id', '=', row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db as unknown as Kysely<TextTables>;
  await decodeExtractedContent(tables);
  await decodeArticleTitles(tables);
}

// Decoding cannot be undone (the encoded form is not known); the text stays as it is.
export async function down(): Promise<void> {}
