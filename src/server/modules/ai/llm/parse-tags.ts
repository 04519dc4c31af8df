import { TAG_SUGGESTIONS_MAX } from '@/shared/ai/ai-schemas';

const MAX_TAG_CHARS = 50;

/**
 * The tags in a model's answer (asked for as one comma-separated line, but models add labels,
 * bullets, quotes and hashes): lower-case, trimmed, 1-50 characters, none with `<`, `>` or `&`,
 * each once, best first, at most five.
 */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  const body = text.replace(/^\s*(?:suggested\s+)?tags?\s*:/i, '');
  for (const raw of body.split(/[,;\n]/)) {
    const tag = raw
      .replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '')
      .replace(/^[\s"'`#]+|[\s"'`.]+$/g, '')
      .replace(/\s+/g, ' ')
      .toLowerCase();
    if (tag.length < 1 || tag.length > MAX_TAG_CHARS || /[<>&]/.test(tag)) continue;
    if (!tags.includes(tag)) tags.push(tag);
    if (tags.length === TAG_SUGGESTIONS_MAX) break;
  }
  return tags;
}
