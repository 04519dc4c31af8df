// Tag rules of spec §5, shared by the tag input in the browser and the server.

export const TAG_MAX_LENGTH = 50;
/** Tags per article accepted by validation. */
export const TAGS_PER_ARTICLE = 20;
/** Tags the form and the editor let a reader add. */
export const TAGS_IN_EDITOR = 10;

const INVALID_CHARACTERS = /[<>&]/;

export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why a (normalised) tag is not acceptable, in the spec's words; undefined when it is fine. */
export function tagProblem(tag: string, position: number): string | undefined {
  if (tag.length < 1 || tag.length > TAG_MAX_LENGTH) {
    return `Tag ${position} must be between 1 and ${TAG_MAX_LENGTH} characters`;
  }
  if (INVALID_CHARACTERS.test(tag)) return 'Tag contains invalid characters';
  return undefined;
}

/**
 * Adds typed tags the way the tag input does: lower-cased and trimmed; empty, invalid and
 * duplicate tags are dropped silently; nothing is added past `max`.
 */
export function addTags(
  existing: readonly string[],
  candidates: readonly string[],
  max = TAGS_IN_EDITOR,
): string[] {
  const result = [...existing];
  for (const candidate of candidates) {
    if (result.length >= max) break;
    const tag = normalizeTag(candidate);
    if (tag && !tagProblem(tag, 1) && !result.includes(tag)) result.push(tag);
  }
  return result;
}

/** Splits what was typed on commas, as the tag input does. */
export function splitTagInput(text: string): string[] {
  return text.split(',');
}
