// One interface for every kind of AI Canyon can use (docs/decisions/003): the embedded
// extractive provider and language models through the AI SDK. The service (ai.service.ts)
// prepares the article's text once and calls one of these; providers know nothing of HTTP,
// readers or storage.

/** The article as a provider sees it: hidden text and invisible characters already removed. */
export type ArticleForAi = {
  title: string;
  /** Plain text; paragraphs separated by a blank line ("\n\n"). */
  text: string;
  /** BCP 47 tag from the page (`de`, `ja-JP`), or null when unknown. */
  language: string | null;
};

export type AiCallOptions = {
  /** Aborted when the reader goes away or the call's time is up. */
  signal: AbortSignal;
  /** Receives the text as it is produced, in order, for streaming to the reader. */
  onText?: (delta: string) => void;
};

export type AiProvider = {
  /** Returned as `provider` and stored with summaries: `extractive` or `<kind>:<model>`. */
  readonly id: string;
  /** 3 to 5 bullet points, in the article's reading order for the extractive provider. */
  summarize(article: ArticleForAi, options: AiCallOptions): Promise<string[]>;
  /** An answer in the tiny markdown subset; quotes from the article as `> ` blockquotes. */
  answer(article: ArticleForAi, question: string, options: AiCallOptions): Promise<string>;
  /** Up to 10 new tag candidates, best first: lower-case, 1-50 chars, no `<`, `>` or `&`. */
  suggestTags(
    article: ArticleForAi,
    options: { signal: AbortSignal; existingTags: string[] },
  ): Promise<string[]>;
};
