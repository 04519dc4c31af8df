import { SUMMARY_MAX_POINTS } from '@/shared/ai/ai-schemas';

const BULLET = /^\s*(?:[-*•‣◦–]|\d{1,2}[.)])\s+(.*\S)\s*$/;

/**
 * The bullet points of a model's summary: lines starting "- ", "* ", "• " or "1. ", trimmed,
 * at most five. A model that wrote prose instead gives its sentences. Throws when nothing is
 * left, so the reader sees the failure message rather than an empty summary.
 */
export function parseSummary(text: string, language: string | null = null): string[] {
  const lines = text.split(/\r?\n/);
  const bullets = lines.flatMap((line) => {
    const match = BULLET.exec(line);
    return match?.[1] ? [match[1].trim()] : [];
  });
  const points = bullets.length > 0 ? bullets : sentencesOf(text, language);
  if (points.length < 1) throw new Error('The model gave no summary');
  return points.slice(0, SUMMARY_MAX_POINTS);
}

function sentencesOf(text: string, language: string | null): string[] {
  const segmenter = new Intl.Segmenter(supportedLocale(language), { granularity: 'sentence' });
  return Array.from(segmenter.segment(text.replace(/\s+/g, ' ')), ({ segment }) =>
    segment.trim(),
  ).filter((sentence) => /\p{L}|\p{N}/u.test(sentence));
}

function supportedLocale(language: string | null): string | undefined {
  if (!language) return undefined;
  try {
    return Intl.Segmenter.supportedLocalesOf([language])[0];
  } catch {
    return undefined;
  }
}
