import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { listTagsWithoutUpperCasing } from './perf-linkedom-tag-lists';

const PAGE = `<html><body><div id="a"><p>1</p><section><p>2</p><img src="x"><br></section>
<template><p>in template</p></template><table><tr><td><p>3</p></td></tr></table></div>
<p>4</p><h2>h</h2></body></html>`;

const TAGS = ['p', 'img', 'br', 'h2', 'td', 'div', 'P', 'DIV', 'H2', 'x-y'];

type Lookup = (this: unknown, tag: string) => ArrayLike<DomElement>;
const names = (list: ArrayLike<DomElement>) =>
  Array.from(list, (el) => `${el.localName}:${el.textContent ?? ''}`);

describe('getElementsByTagName without upper-casing', () => {
  it('finds what linkedom finds, for any name asked, on parsed and created elements', () => {
    const { document } = parseHTML(PAGE);
    const div = document.querySelector('#a')!;
    // Readability creates elements in upper case; linkedom keeps that name.
    div.appendChild(document.createElement('P')).textContent = 'created';
    div.appendChild(document.createElement('div')).textContent = 'created too';
    const linkedomLookup = div.getElementsByTagName as unknown as Lookup;
    const roots = [document.body!, div, document.querySelector('section')!];
    const expected = roots.map((root) => TAGS.map((t) => names(linkedomLookup.call(root, t))));

    expect(listTagsWithoutUpperCasing()).toBe(true);
    expect(listTagsWithoutUpperCasing()).toBe(true);
    expect(div.getElementsByTagName).not.toBe(linkedomLookup);
    const found = roots.map((root) => TAGS.map((t) => names(root.getElementsByTagName(t))));
    expect(found).toEqual(expected);
    expect(found[1]![0]).toEqual(['p:1', 'p:2', 'p:in template', 'p:3']);
    // An upper-case name matches either case (linkedom's own path).
    expect(found[1]![6]).toEqual(['p:1', 'p:2', 'p:in template', 'p:3', 'P:created']);
    expect(Array.isArray(div.getElementsByTagName('p'))).toBe(true);
  });
});
