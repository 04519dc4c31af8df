/** Field matches ranked first; past this many, the rest come by date with the other matches. */
export const MAX_FIELD_HITS = 200;

/**
 * One page of a search ranked "fields first": the field matches in their order, then the other
 * matches as `others` lists them (newest first), each article once. `others(max)` answers at
 * most `max` matches, field matches among them; a page deep in the list reads that far.
 */
export async function fieldsFirstPage<T>(
  fieldHits: readonly T[],
  others: (max: number) => Promise<T[]>,
  offset: number,
  limit: number,
): Promise<T[]> {
  const page = fieldHits.slice(offset, offset + limit);
  if (page.length >= limit) return page;
  const skip = Math.max(0, offset - fieldHits.length);
  const wanted = limit - page.length;
  const listed = new Set(fieldHits);
  const rest = (await others(skip + wanted + fieldHits.length)).filter((hit) => !listed.has(hit));
  return [...page, ...rest.slice(skip, skip + wanted)];
}
