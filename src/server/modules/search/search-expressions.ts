import type { SearchQuery, SearchTerm } from './search-query';

// The parsed query in each index's own syntax. Every word is quoted, and words hold only
// letters, digits and marks (searchWords), so no operator of the reader's can reach the index.

/** The owner token both indexes carry: `u` and the user id's UTF-8 bytes in hex (one word). */
export function ownerToken(userId: string): string {
  return `u${Buffer.from(userId, 'utf8').toString('hex')}`;
}

/** FTS5's owner token also says whether the article is archived (x1) or not (x0). */
export function fts5OwnerToken(userId: string, archived: boolean): string {
  return `${ownerToken(userId)}x${archived ? 1 : 0}`;
}

const fts5String = (word: string) => `"${word.replaceAll('"', '""')}"`;

function fts5Term(term: SearchTerm): string {
  // A phrase is its words joined by `+`; a trailing `*` makes the last word a prefix.
  return `${term.words.map(fts5String).join(' + ')}${term.prefix ? ' *' : ''}`;
}

const TEXT_COLUMNS = '{title tags site body}';
const FIELD_COLUMNS = '{title tags site}';

/**
 * The FTS5 MATCH expression: the reader's own rows of the list asked for (archived or not),
 * every included term, no excluded one.
 */
export function fts5MatchExpression(userId: string, archived: boolean, query: SearchQuery): string {
  const include = query.include.map(fts5Term).join(' AND ');
  const owner = fts5String(fts5OwnerToken(userId, archived));
  let expression = `owner : ${owner} AND ${TEXT_COLUMNS} : (${include})`;
  if (query.exclude.length > 0)
    expression += ` NOT ${TEXT_COLUMNS} : (${query.exclude.map(fts5Term).join(' OR ')})`;
  return expression;
}

/**
 * The reader's rows of the list asked for that hold any excluded term: what rules a field match
 * out. Only the excluded terms are matched, so an included prefix is never expanded for it.
 */
export function fts5ExcludedExpression(
  userId: string,
  archived: boolean,
  query: SearchQuery,
): string {
  const owner = fts5String(fts5OwnerToken(userId, archived));
  return `owner : ${owner} AND ${TEXT_COLUMNS} : (${query.exclude.map(fts5Term).join(' OR ')})`;
}

const tsWord = (word: string) => `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;

/** A term's words quoted, the last one a prefix while typing. */
const tsWords = (term: SearchTerm) =>
  term.words.map((word, i) =>
    term.prefix && i === term.words.length - 1 ? `${tsWord(word)}:*` : tsWord(word),
  );

function tsTerm(term: SearchTerm): string {
  const words = tsWords(term);
  return words.length === 1 ? (words[0] ?? '') : `(${words.join(' <-> ')})`;
}

/**
 * The words as to_tsquery text (folded by canyon_fold() in SQL before parsing): every included
 * term, none of the excluded. The owner is added apart, so ranking ignores it.
 */
export function tsqueryText(query: SearchQuery): string {
  const parts = query.include.map(tsTerm);
  for (const term of query.exclude) parts.push(`!${tsTerm(term)}`);
  return parts.join(' & ');
}

/**
 * Every included word ANDed, without word order and without the exclusions: what a GIN index
 * answers without reading a text vector. A phrase or an exclusion is then checked on the
 * candidates with tsqueryText, so only as many text vectors are read as candidates checked.
 */
export function tsqueryCandidateText(query: SearchQuery): string {
  return query.include.flatMap(tsWords).join(' & ');
}

/**
 * The excluded terms ORed, when every one is a single word (else null): a GIN index answers which
 * articles hold any of them exactly, without reading a text vector.
 */
export function tsqueryExcludedWordsText(query: SearchQuery): string | null {
  if (query.exclude.length === 0 || query.exclude.some((term) => term.words.length > 1))
    return null;
  return query.exclude.map(tsTerm).join(' | ');
}

/** The words alone, for ranking: exclusions match nothing in a result, so they add nothing. */
export function tsqueryRankText(query: SearchQuery): string {
  return query.include.map(tsTerm).join(' & ');
}

/**
 * The MATCH expression over article_search_head for the reader's articles whose title, tags and
 * site alone hold every included term: the matches ranked first. Excluded terms are checked
 * against the whole article apart (search.repo.ts).
 */
export function fts5FieldMatchExpression(
  userId: string,
  archived: boolean,
  query: SearchQuery,
): string {
  const all = query.include.map(fts5Term).join(' AND ');
  return `owner : ${fts5String(fts5OwnerToken(userId, archived))} AND ${FIELD_COLUMNS} : (${all})`;
}
