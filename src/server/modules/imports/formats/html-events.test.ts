import { describe, expect, it } from 'vitest';
import { HtmlEvents } from './html-events';

type Event =
  ['open', string, Record<string, string | null>, number] | ['close', string] | ['text', string];

function events(html: string, chunkSize: number, maxAttributeBytes = 1024): Event[] {
  const seen: Event[] = [];
  const reader = new HtmlEvents(
    {
      openTag: (tag) => seen.push(['open', tag.name, Object.fromEntries(tag.attributes), tag.line]),
      closeTag: (name) => seen.push(['close', name]),
      text: (text) => {
        const last = seen.at(-1);
        if (last?.[0] === 'text') last[1] += text;
        else seen.push(['text', text]);
      },
    },
    maxAttributeBytes,
  );
  for (let at = 0; at < html.length; at += chunkSize) reader.write(html.slice(at, at + chunkSize));
  reader.end();
  return seen;
}

describe('HtmlEvents', () => {
  const html =
    '<!DOCTYPE x>\n<DL>\n<!-- a\ncomment -->\n<DT><A HREF="https://e.com/?a=1&amp;b=2" ADD_DATE=17 Tags=\'x,y\'>T &lt;1&gt; &#x1F600;</A>\n<br/></DL>';
  const expected: Event[] = [
    ['text', '\n'],
    ['open', 'dl', {}, 2],
    ['text', '\n\n'],
    ['open', 'dt', {}, 5],
    ['open', 'a', { href: 'https://e.com/?a=1&b=2', add_date: '17', tags: 'x,y' }, 5],
    ['text', 'T <1> 😀'],
    ['close', 'a'],
    ['text', '\n'],
    ['open', 'br', {}, 6],
    ['close', 'br'],
    ['close', 'dl'],
  ];

  it('gives lower-cased tags, decoded attributes and text, and the line of each tag', () => {
    expect(events(html, html.length)).toEqual(expected);
  });

  it('gives the same events and lines whatever the chunk boundaries', () => {
    for (const size of [1, 2, 5, 11]) expect(events(html, size)).toEqual(expected);
  });

  it('gives null for an attribute longer than the limit, and keeps the others', () => {
    expect(events(`<a href="${'h'.repeat(50)}" title="ok">x</a>`, 8, 20)).toEqual([
      ['open', 'a', { href: null, title: 'ok' }, 1],
      ['text', 'x'],
      ['close', 'a'],
    ]);
  });
});
