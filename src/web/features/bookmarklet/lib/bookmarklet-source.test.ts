import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookmarkletCode,
  bookmarkletSource,
  CAPTURE_LISTEN_MS,
  CAPTURE_MAX_CHARS,
  NOTICE_MS,
  NOTICES,
} from './bookmarklet-source';

const CANYON = 'https://canyon.example.org';
const ARTICLE = 'https://news.example.com/2026/a-long-read?ref=home#part-2';

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

/**
 * The page the bookmarklet runs in: the real test document, seen through a window whose
 * address, selection and popups the test decides.
 */
function fakePage(href: string, { popupBlocked = false } = {}) {
  const url = new URL(href);
  const listeners = new Set<Listener>();
  const popup = { postMessage: vi.fn() };
  const page = {
    location: { href, protocol: url.protocol, host: url.host },
    getSelection: () => ({ toString: () => 'A sentence worth keeping.' }),
    open: vi.fn(() => (popupBlocked ? null : popup)),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    },
  };
  return {
    page,
    popup,
    listeners,
    /** A message arriving at the page, as the browser would dispatch it. */
    receive: (event: { origin: string; source: unknown; data: unknown }) =>
      [...listeners].forEach((listener) => listener(event)),
  };
}

/** Runs the bookmarklet as the browser would run its `javascript:` URL, in `page`. */
function runBookmarklet(page: object, canyon = CANYON) {
  const href = bookmarkletSource(canyon);
  expect(href.startsWith('javascript:')).toBe(true);
  const code = decodeURIComponent(href.slice('javascript:'.length));
  const result: unknown = new Function('window', code)(page);
  // A javascript: URL that evaluates to a value would replace the page with it.
  expect(result).toBeUndefined();
}

function notice() {
  return document.querySelector('[role="status"]');
}

describe('the bookmarklet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'A Long Read | The Example News';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens Canyon’s /save page in a popup with the page’s address, title and selection', () => {
    const { page } = fakePage(ARTICLE);
    runBookmarklet(page);
    expect(page.open).toHaveBeenCalledTimes(1);
    const [address, name, features] = page.open.mock.calls[0] as unknown as [
      string,
      string,
      string,
    ];
    const opened = new URL(address);
    expect(opened.origin + opened.pathname).toBe(`${CANYON}/save`);
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      url: ARTICLE,
      title: 'A Long Read | The Example News',
      selectedText: 'A sentence worth keeping.',
      source: 'bookmarklet',
      referrer: '',
    });
    expect(name).toBe('canyon-save');
    expect(features).toMatch(/^popup,width=\d+,height=\d+$/);
    expect(notice()).toBeNull();
  });

  it('is built for the origin of the server’s address, whatever path it has', () => {
    const { page } = fakePage(ARTICLE);
    runBookmarklet(page, 'https://canyon.example.org/');
    expect(String(page.open.mock.calls[0]?.[0 as never])).toMatch(
      /^https:\/\/canyon\.example\.org\/save\?/,
    );
  });

  it('hands the page’s HTML once, to the popup it opened, when Canyon asks for it', () => {
    document.body.innerHTML = '<article><p>Written by a script after load.</p></article>';
    const { page, popup, listeners, receive } = fakePage(ARTICLE);
    runBookmarklet(page);
    const request = { type: 'canyon:capture-request' };

    // Another origin, another window, another message: ignored.
    receive({ origin: 'https://evil.example', source: popup, data: request });
    receive({ origin: CANYON, source: {}, data: request });
    receive({ origin: CANYON, source: popup, data: { type: 'something-else' } });
    receive({ origin: CANYON, source: popup, data: null });
    expect(popup.postMessage).not.toHaveBeenCalled();

    receive({ origin: CANYON, source: popup, data: request });
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = popup.postMessage.mock.calls[0] as [
      { type: string; url: string; html: string },
      string,
    ];
    expect(targetOrigin).toBe(CANYON);
    expect(message.type).toBe('canyon:capture');
    expect(message.url).toBe(ARTICLE);
    expect(message.html).toBe(document.documentElement.outerHTML);
    expect(message.html).toContain('Written by a script after load.');

    // Once only: it stops listening after answering.
    expect(listeners.size).toBe(0);
    receive({ origin: CANYON, source: popup, data: request });
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
  });

  it('cuts a huge page to the size Canyon accepts', () => {
    document.body.innerHTML = `<p>${'x'.repeat(CAPTURE_MAX_CHARS)}</p>`;
    const { page, popup, receive } = fakePage(ARTICLE);
    runBookmarklet(page);
    receive({ origin: CANYON, source: popup, data: { type: 'canyon:capture-request' } });
    const [message] = popup.postMessage.mock.calls[0] as [{ html: string }];
    expect(message.html.length).toBe(CAPTURE_MAX_CHARS);
  });

  it('stops waiting for the popup after ten minutes', () => {
    const { page, listeners } = fakePage(ARTICLE);
    runBookmarklet(page);
    expect(listeners.size).toBe(1);
    vi.advanceTimersByTime(CAPTURE_LISTEN_MS - 1);
    expect(listeners.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(listeners.size).toBe(0);
  });

  it.each([
    ['a page that is not on the web', 'data:text/html,<p>hi</p>', NOTICES.notWebPage],
    ['a local file', 'file:///home/reader/notes.html', NOTICES.notWebPage],
    ['Canyon itself', `${CANYON}/dashboard`, NOTICES.onCanyon],
  ])('refuses %s with a notice that goes after 4 s', (_name, href, message) => {
    const { page } = fakePage(href);
    runBookmarklet(page);
    expect(page.open).not.toHaveBeenCalled();
    expect(notice()?.textContent).toBe(message);
    vi.advanceTimersByTime(NOTICE_MS - 1);
    expect(notice()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toBeNull();
  });

  it('says to allow pop-ups when the browser blocks the window', () => {
    const { page, listeners } = fakePage(ARTICLE, { popupBlocked: true });
    runBookmarklet(page);
    expect(notice()?.textContent).toBe(NOTICES.popupBlocked);
    expect(listeners.size).toBe(0);
  });

  it('draws its notice with inline style only, fixed above the page', () => {
    const { page } = fakePage('about:blank');
    runBookmarklet(page);
    const element = notice() as HTMLElement;
    expect(element.style.position).toBe('fixed');
    expect(element.style.zIndex).toBe('2147483647');
    expect(element.getAttribute('class')).toBeNull();
  });
});

/** Syntax newer than ES5, which an old browser would refuse to run at all. */
const NEWER_THAN_ES5 = new Set([
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.TemplateExpression,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.SpreadElement,
  ts.SyntaxKind.SpreadAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.ComputedPropertyName,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.ObjectBindingPattern,
  ts.SyntaxKind.ArrayBindingPattern,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.AwaitExpression,
  ts.SyntaxKind.YieldExpression,
  ts.SyntaxKind.QuestionDotToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.BigIntLiteral,
]);

describe('the bookmarklet’s code', () => {
  const code = bookmarkletCode(CANYON);

  it('is plain ES5, so every browser a reader has can run it', () => {
    const file = ts.createSourceFile('bookmarklet.js', code, ts.ScriptTarget.ES5, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (NEWER_THAN_ES5.has(node.kind)) found.push(ts.SyntaxKind[node.kind]);
      if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.BlockScoped)
        found.push('let/const');
      if (ts.isParameter(node) && (node.initializer || node.dotDotDotToken))
        found.push('default or rest parameter');
      node.forEachChild(visit);
    };
    visit(file);
    // A syntax error would leave parse diagnostics behind.
    expect((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    expect(found).toEqual([]);
  });

  it('loads nothing, evaluates nothing and injects no script, so page policies let it run', () => {
    for (const forbidden of [
      'eval',
      'Function(',
      "'script'",
      '"script"',
      'innerHTML',
      'src=',
      'fetch(',
      'XMLHttpRequest',
      'import(',
    ]) {
      expect(code, forbidden).not.toContain(forbidden);
    }
  });

  it('stays small', () => {
    expect(bookmarkletSource(CANYON).length).toBeLessThan(4000);
  });
});
