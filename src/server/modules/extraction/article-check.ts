// PRODUCT-SPEC §5 "Extracted article check": what an extraction result must satisfy before it
// is stored. Tags are the reader's, checked here too because the spec groups them with it.

import { z } from 'zod';
import { AppError } from '../../errors';
import { MAX_CONTENT_CHARS, MAX_TAG_CHARS, MAX_TAGS, MAX_TITLE_CHARS } from './article-limits';

export { MAX_CONTENT_CHARS, MAX_TAG_CHARS, MAX_TAGS, MAX_TITLE_CHARS };

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'Please provide a valid URL');

export const extractedArticleCheck = z.object({
  title: z
    .string()
    .min(1, `Title must be between 1 and ${MAX_TITLE_CHARS} characters`)
    .max(MAX_TITLE_CHARS, `Title must be between 1 and ${MAX_TITLE_CHARS} characters`),
  url: httpUrl,
  content: z
    .string()
    .min(1, 'Content must be between 1 and 1,000,000 characters')
    .max(MAX_CONTENT_CHARS, 'Content must be between 1 and 1,000,000 characters'),
  tags: z
    .array(z.string())
    .max(MAX_TAGS, `Maximum ${MAX_TAGS} tags allowed`)
    .superRefine((tags, ctx) => {
      tags.forEach((tag, index) => {
        if (tag.length < 1 || tag.length > MAX_TAG_CHARS) {
          ctx.addIssue({
            code: 'custom',
            message: `Tag ${index + 1} must be between 1 and ${MAX_TAG_CHARS} characters`,
          });
        }
      });
    })
    .optional(),
});

export type ExtractedArticleCheckInput = z.input<typeof extractedArticleCheck>;

/** Throws VALIDATION_FAILED with every problem, joined with commas, when the check fails. */
export function checkExtractedArticle(input: ExtractedArticleCheckInput): void {
  const result = extractedArticleCheck.safeParse(input);
  if (!result.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      result.error.issues.map((issue) => issue.message).join(', '),
    );
  }
}
