import { DOMParser, parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepUpperCaseTagNames } from './perf-linkedom-tag-name';

type Named = { tagName: string; nodeName: string; localName: string };

/** linkedom's own answers, read before the getters are replaced. */
function namesOf(elements: Named[]): string[] {
  return elements.map((el) => `${el.tagName}|${el.nodeName}`);
}

const HTML =
  '<!DOCTYPE html><html><body><div><p>a</p><svg><circle></circle></svg>' +
  '<my-widget></my-widget><x-y-z></x-y-z><TABLE><tr><td>c</td></tr></TABLE></div></body></html>';
const XML = '<?xml version="1.0"?><root><Item>1</Item><item>2</item><sub><Deep/></sub></root>';

describe('tagName from kept upper-case names', () => {
  const html = () => parseHTML(HTML).document;
  const xml = () => new DOMParser().parseFromString(XML, 'text/xml');
  const all = (doc: { querySelectorAll(s: string): ArrayLike<unknown> }) =>
    Array.from(doc.querySelectorAll('*')) as Named[];
  const created = (doc: { createElement(name: string): unknown }) =>
    ['DIV', 'p', 'Span', 'custom-Thing'].map((name) => doc.createElement(name) as Named);

  const before = {
    html: namesOf(all(html())),
    htmlCreated: namesOf(created(html())),
    xml: namesOf(all(xml())),
    xmlCreated: namesOf(created(xml())),
  };

  it('installs once', () => {
    expect(keepUpperCaseTagNames()).toBe(true);
    expect(keepUpperCaseTagNames()).toBe(true);
  });

  it('gives linkedom’s own names in HTML and in XML, parsed or created', () => {
    keepUpperCaseTagNames();
    expect(before.html).toContain('DIV|DIV');
    expect(before.xml).toContain('Item|Item');
    for (let round = 0; round < 2; round++) {
      expect(namesOf(all(html()))).toEqual(before.html);
      expect(namesOf(created(html()))).toEqual(before.htmlCreated);
      expect(namesOf(all(xml()))).toEqual(before.xml);
      expect(namesOf(created(xml()))).toEqual(before.xmlCreated);
    }
  });

  it('stays right past the bound on kept names', () => {
    keepUpperCaseTagNames();
    const { document } = parseHTML('<!DOCTYPE html><html><body></body></html>');
    for (let i = 0; i < 600; i++) {
      const el = document.createElement(`tag-${i}`) as unknown as Named;
      expect(el.tagName).toBe(`TAG-${i}`);
      expect(el.nodeName).toBe(`TAG-${i}`);
    }
  });
});
