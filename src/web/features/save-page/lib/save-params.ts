import type { SaveRequest } from '@/shared/articles/save-request';
import { findUrlInText, normalizeTypedUrl } from '@/shared/validation/typed-url';

/** Where a visit to /save came from; any other value falls back to the default. */
export type SavePageSource = 'web' | 'bookmarklet' | 'share_target';
const SOURCES: readonly string[] = [
  'web',
  'bookmarklet',
  'share_target',
] satisfies SavePageSource[];

/** What /save was asked to save (spec "Save page (/save)"). */
export type SaveParams = {
  /** The article's address: the `url` parameter, else the first link in shared text. */
  url: string | undefined;
  title: string | undefined;
  selectedText: string | undefined;
  /** Shared text (share sheets), as it came. */
  text: string | undefined;
  source: SavePageSource;
  referrer: string | undefined;
};

// The save API's own limits (saveRequestSchema), so a long selection never fails a save.
const TITLE_MAX = 500;
const TEXT_MAX = 10_000;
const REFERRER_MAX = 2048;

function param(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value ? value : undefined;
}

export function parseSaveParams(search: URLSearchParams): SaveParams {
  const text = param(search, 'text');
  const typedUrl = param(search, 'url');
  const requested = search.get('source');
  const source = (
    requested && SOURCES.includes(requested) ? requested : text ? 'share_target' : 'web'
  ) as SavePageSource;
  return {
    url: typedUrl ? normalizeTypedUrl(typedUrl) : text ? findUrlInText(text) : undefined,
    title: param(search, 'title'),
    selectedText: param(search, 'selectedText'),
    text,
    source,
    referrer: param(search, 'referrer'),
  };
}

/** Sources that save as soon as a signed-in reader arrives; others wait for Save Article. */
export function savesByItself(source: SavePageSource): boolean {
  return source === 'bookmarklet' || source === 'share_target';
}

/**
 * The text to show beside the article: the reader's selection, else what was shared without
 * the link itself (share sheets often send only the link, or a sentence and the link).
 */
export function quotedText(params: SaveParams): string | undefined {
  if (params.selectedText) return params.selectedText;
  if (!params.text) return undefined;
  const link = findUrlInText(params.text);
  const rest = (link ? params.text.replace(link, '') : params.text).trim();
  return rest || undefined;
}

/** The save request for these parameters (the URL is checked by the server). */
export function saveRequestFor(params: SaveParams & { url: string }): SaveRequest {
  const metadata = {
    selectedText: params.selectedText?.slice(0, TEXT_MAX),
    sharedText: params.text?.slice(0, TEXT_MAX),
    referrer: params.referrer?.slice(0, REFERRER_MAX),
  };
  const given = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value));
  return {
    url: params.url,
    title: params.title?.slice(0, TITLE_MAX).trim(),
    source: params.source,
    ...(Object.keys(given).length > 0 ? { metadata: given } : {}),
  };
}

/** The longest page the sign-in flow will carry the reader back to (safe-redirect). */
const REMEMBERED_MAX = 2048;

/**
 * This /save page as the place to come back to after signing in. The sign-in flow only
 * carries paths up to 2048 characters; a long selection or shared text is left out first,
 * then title and referrer, so the article's address always comes back.
 */
export function rememberedSavePath(pathname: string, search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  const droppable = ['selectedText', 'text', 'referrer', 'title'];
  let path = `${pathname}?${params.toString()}`;
  for (const name of droppable) {
    if (path.length <= REMEMBERED_MAX) break;
    // Shared text holds the link when the url parameter is missing: keep only the link.
    if (name === 'text' && !params.get('url')) {
      const link = findUrlInText(params.get('text') ?? '');
      if (link) params.set('url', link);
    }
    params.delete(name);
    path = `${pathname}?${params.toString()}`;
  }
  return path;
}
