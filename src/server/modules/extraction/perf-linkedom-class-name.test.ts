import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { readClassNamesFromAttribute } from './perf-linkedom-class-name';

type Classed = DomElement & {
  classList: {
    add(...t: string[]): void;
    remove(...t: string[]): void;
    value: string;
  };
};

describe('className read from the class attribute', () => {
  it('installs once', () => {
    expect(readClassNamesFromAttribute()).toBe(true);
    expect(readClassNamesFromAttribute()).toBe(true);
  });

  it('gives what the element’s class list gives, however the class was set', () => {
    readClassNamesFromAttribute();
    const { document } = parseHTML(
      '<html><body><div class="  b a\tb  c "></div><p></p><span class=""></span></body></html>',
    );
    const div = document.querySelector('div') as unknown as Classed;
    const p = document.querySelector('p') as unknown as Classed;
    const span = document.querySelector('span') as unknown as Classed;
    const same = (el: Classed) => expect(el.className).toBe(el.classList.value);

    expect(div.className).toBe('b a c');
    expect(div.getAttribute('class')).toBe('b a c');
    expect(p.className).toBe('');
    expect(span.className).toBe('');
    [div, p, span].forEach(same);

    div.classList.remove('a');
    same(div);
    div.classList.add('d', 'b');
    expect(div.className).toBe('b c d');
    div.setAttribute('class', 'x  y x');
    expect(div.className).toBe('x y');
    div.className = ' z ';
    expect(div.className).toBe('z');
    div.removeAttribute('class');
    expect(div.className).toBe('');
    same(div);
    p.classList.add('new');
    expect(p.className).toBe('new');
    // Readability copies attributes node by node when it renames an element.
    type AttrNodes = {
      getAttributeNode(name: string): { cloneNode(): unknown };
      setAttributeNode(attr: unknown): void;
    };
    const copy = document.createElement('div') as unknown as Classed & AttrNodes;
    copy.setAttributeNode((p as unknown as AttrNodes).getAttributeNode('class').cloneNode());
    expect(copy.className).toBe('new');
  });
});
