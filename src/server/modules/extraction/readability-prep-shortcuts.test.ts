// Readability's cleaning of its pick with and without these shortcuts must leave the same result:
// each page here is read twice, with Readability's own methods and with the shortcuts.

import { describe, expect, it } from 'vitest';
import { usePrepShortcuts } from './readability-prep-shortcuts';
import { readabilityKeepingTree, riverProse } from './testing/small-pages';

const PROSE = riverProse(10);

function page(body: string): string {
  return `<!DOCTYPE html><html><head><title>Down the canyon</title></head><body>${body}</body></html>`;
}

type Read = { html: string; calls: Record<string, number> };

function read(html: string, shortcuts: boolean): Read {
  const reader = readabilityKeepingTree(html);
  const calls: Record<string, number> = {};
  const internals = reader as unknown as Record<string, unknown>;
  // Count the walks Readability's own _getAllNodesWithTag makes, by tag.
  const all = internals._getAllNodesWithTag as (n: unknown, tags: string[]) => unknown;
  internals._getAllNodesWithTag = function (this: unknown, node: unknown, tags: string[]) {
    const key = tags.join(',');
    calls[key] = (calls[key] ?? 0) + 1;
    return all.call(this, node, tags);
  };
  if (shortcuts) usePrepShortcuts(reader);
  const content = reader.parse()?.content;
  return { html: content?.innerHTML ?? '', calls };
}

function expectSameAsReadability(html: string): Read {
  const fast = read(html, true);
  expect(fast.html).toEqual(read(html, false).html);
  expect(fast.html).not.toBe('');
  return fast;
}

describe('Readability preparing its pick with the shortcuts', () => {
  it('cleans out the same tags, and skips the walks for tags the pick does not hold', () => {
    const fast = expectSameAsReadability(
      page(
        `<article>${PROSE}<aside>An aside in the story</aside><footer>Filed under rivers</footer>` +
          `<fieldset><legend>Vote</legend></fieldset><button>Like</button>` +
          `<iframe src="https://www.youtube.com/embed/x"></iframe>` +
          `<iframe src="https://ads.example.com/slot"></iframe></article>`,
      ),
    );
    expect(fast.html).toContain('youtube.com/embed/x');
    expect(fast.html).not.toContain('ads.example.com');
    expect(fast.html).not.toContain('Filed under');
    const plain = read(page(`<article>${PROSE}</article>`), false);
    const skipped = read(page(`<article>${PROSE}</article>`), true);
    expect(skipped.html).toEqual(plain.html);
    for (const tag of ['object', 'embed', 'iframe', 'input', 'select', 'button', 'form']) {
      expect(plain.calls[tag]).toBeGreaterThan(0);
      expect(skipped.calls[tag] ?? 0).toBe(0);
    }
  });

  it('removes the same presentational attributes, and leaves <svg> alone', () => {
    const fast = expectSameAsReadability(
      page(
        `<article><table align="center" width="500" border="1"><tr><td valign="top" width="40" ` +
          `style="color:red">A cell of the table that holds the ferry timetable</td></tr></table>` +
          `${PROSE}<p align="left" style="margin:0">Plain <img src="/f.jpg" width="20" height="10" hspace="3"></p>` +
          `<svg width="10" style="fill:red"><rect width="5" height="5" style="x"></rect></svg></article>`,
      ),
    );
    expect(fast.html).not.toContain('align=');
    expect(fast.html).toContain('width="20"');
  });

  it('drops placeholder images and unwraps <noscript> images as Readability does', () => {
    const fast = expectSameAsReadability(
      page(
        `<article>${PROSE}<p><img class="lazy" data-x="1" alt="placeholder"></p>` +
          `<p><img data-original="/big.png" alt="named"></p>` +
          `<figure><img src="/small.jpg" data-src="/lazy.jpg" srcset="/s.jpg 2x" alt="Ferry">` +
          `<noscript><img src="/ferry.jpg" alt="Ferry"></noscript></figure>` +
          `<div><span><img src="/mill.webp" title=""></span><noscript><img src="/mill-full.webp"></noscript></div>` +
          `<noscript><p>Turn on scripts</p></noscript></article>`,
      ),
    );
    expect(fast.html).toContain('/ferry.jpg');
    expect(fast.html).toContain('data-old-src="/small.jpg"');
    expect(fast.html).toContain('/big.png');
    expect(fast.html).not.toContain('placeholder');
  });
});
