// The article list's orders, reading states and search limit (issue #17), without zod: the web
// app's first bundle uses them and stays free of schema code (web/app/zod-jitless.ts).

/** A reader's progress through an article: untouched, started, or read to the end. */
export const readingStates = ['unread', 'in_progress', 'finished'] as const;
export type ReadingState = (typeof readingStates)[number];

/** Progress at or past this counts as finished (the last lines are often a footer or a byline). */
export const READING_FINISHED_AT = 0.95;

export function readingState(progress: number): ReadingState {
  if (progress <= 0) return 'unread';
  return progress >= READING_FINISHED_AT ? 'finished' : 'in_progress';
}

/** Orders of the list: by saved date, or (searching) by how well each article matches. */
export const articleSorts = ['newest', 'oldest', 'relevance'] as const;
export type ArticleSort = (typeof articleSorts)[number];

/** The longest search query accepted (longer answers 400). */
export const MAX_SEARCH_QUERY_LENGTH = 1000;
