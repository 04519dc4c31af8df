import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import {
  chainKeysOf,
  collapsedText,
  elementsWithTags,
  hasElementWhere,
  hasElementWithTags,
  linkedTextLength,
  linkTextShare,
  spacedLength,
  spacedText,
  type DomDocument,
  type DomElement,
} from './dom-types';

const PAGE = `<!DOCTYPE html><html><head><title>t</title></head><body>
<div id="a" class="x"><p>1</p><section><p>2</p><img src="i"><br></section>
<template><p>in template</p><img src="t"></template><ul><li><a href="/">l</a></li></ul></div>
<p>3</p><h2>h</h2></body></html>`;

const names = (list: ArrayLike<DomElement>) =>
  Array.from(list, (el) => `${el.localName}:${el.textContent ?? ''}`);

describe('the tree helpers', () => {
  it('find linkedom’s chain of nodes', () => {
    const { document } = parseHTML(PAGE);
    expect(chainKeysOf(document)).not.toBeNull();
  });

  it('list elements as querySelectorAll does, in document order, outside templates', () => {
    const doc = parseHTML(PAGE).document as unknown as DomDocument;
    const div = doc.querySelector('#a')!;
    // Readability creates elements in upper case and moves nodes about.
    div.appendChild(doc.createElement('P')).textContent = 'created';
    doc.body!.appendChild(doc.querySelector('section')!);
    for (const root of [doc, doc.body!, div] as const) {
      for (const tags of [['p'], ['p', 'img', 'br'], ['h2', 'li', 'a'], ['template'], ['html']]) {
        expect(names(elementsWithTags(root, tags))).toEqual(
          names(root.querySelectorAll(tags.join(','))),
        );
      }
    }
    expect(names(elementsWithTags(div, ['p']))).toEqual(['p:1', 'P:created']);
    expect(hasElementWithTags(div, ['img'])).toBe(false);
    expect(hasElementWithTags(doc, new Set(['img']))).toBe(true);
    expect(hasElementWhere(div, (el) => el.localName === 'li')).toBe(true);
    expect(
      hasElementWhere(div, (el) => el.localName === 'p' && el.textContent === 'in template'),
    ).toBe(false);
  });
});

describe('link text', () => {
  const el = (html: string) =>
    parseHTML(`<div id="x">${html}</div>`).document.getElementById('x') as unknown as DomElement;

  it('measures the text inside links, each collapsed, against the whole', () => {
    const block = el('See <a href="/a">the  river\n guide</a> and <a href="/b">maps</a>.');
    expect(linkedTextLength(block)).toBe('the river guide'.length + 'maps'.length);
    expect(linkTextShare(block)).toBeCloseTo(19 / 'See the river guide and maps.'.length);
  });

  it('gives 0 for a block without text or without links', () => {
    expect(linkTextShare(el('<a href="/"></a>'))).toBe(0);
    expect(linkTextShare(el('<p>No links here.</p>'))).toBe(0);
  });
});

describe('whitespace collapsing', () => {
  // Every kind of whitespace regexes know, alone and in runs, at the ends and between words.
  const SPACES = [' ', '\n', '\t', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '  ', ' \n\n '];
  const texts = [
    '',
    'word',
    ...SPACES.flatMap((s) => [s, `${s}a${s}b${s}`, `a${s}b`, `a${s}${s}b c`, `${s}${s}x`]),
  ];

  it('gives what replacing every whitespace run with one space gives', () => {
    for (const text of texts) {
      const spaced = text.replace(/\s+/g, ' ');
      expect(spacedText(text)).toBe(spaced);
      expect(spacedLength(text)).toBe(spaced.length);
      expect(collapsedText(text)).toBe(spaced.trim());
    }
  });

  it('counts the same on repeated calls (the run regex keeps no state between texts)', () => {
    expect(spacedLength('a  b  c')).toBe(5);
    expect(spacedLength('a  b')).toBe(3);
  });
});
