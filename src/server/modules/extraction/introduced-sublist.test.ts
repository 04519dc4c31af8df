import { describe, expect, it } from 'vitest';
import { removeArticleBoilerplate } from './boilerplate-cleanup';
import type { DomElement } from './dom-types';
import { isIntroducedSublist } from './introduced-sublist';
import { articleRoot, textAfter } from './testing/article-root';

const story =
  '<p>The guides scouted every rapid before they committed the boats to it, and the river rose all week.</p>'.repeat(
    4,
  );

const titles = [
  'Rope bag left behind at the put-in',
  'Second raft flips on the lower gorge',
  'Permit office moves its opening hours',
];
const links = titles.map((t, i) => `<li><a href="https://example.com/${i}">${t}</a></li>`).join('');

const root = articleRoot;

function afterCleanup(html: string): string {
  return textAfter(html, removeArticleBoilerplate);
}

describe('isIntroducedSublist', () => {
  it('keeps a list of headline links under its list item’s own words, in any language', () => {
    for (const words of ['In progress:', 'En cours :', '<strong>Offen</strong>']) {
      const text = afterCleanup(
        `${story}<ul><li>Paddles were counted twice.</li><li>${words}<ul>${links}</ul></li></ul>`,
      );
      expect(text).toContain(titles[0]);
    }
  });

  it('still removes the list under a link, a heading or nothing', () => {
    for (const above of [`<a href="https://example.com/">Trips</a>`, '<h2>Trips</h2>', '']) {
      const text = afterCleanup(
        `${story}<ul><li>Paddles were counted twice.</li><li>${above}<ul>${links}</ul></li></ul>`,
      );
      expect(text).not.toContain(titles[0]);
    }
    expect(afterCleanup(`${story}<ul>${links}</ul>`)).not.toContain(titles[0]);
  });

  it('reads only the few nodes just before the list', () => {
    const far = root(`<ul><li>Far words${'<span></span>'.repeat(10)}<ul>${links}</ul></li></ul>`);
    expect(isIntroducedSublist(far.querySelector('li ul') as DomElement)).toBe(false);
    const near = root(`<ul><li><span>Near words</span> <ul>${links}</ul></li></ul>`);
    expect(isIntroducedSublist(near.querySelector('li ul') as DomElement)).toBe(true);
  });
});
