import { describe, expect, it } from 'vitest';
import { textAfter } from './testing/article-root';
import { removeStoryLinks } from './story-links';

const story =
  '<p>The guides scouted every rapid before they committed the boats to it, and the river rose all week.</p>'.repeat(
    4,
  );

function afterCleanup(articleHtml: string): string {
  return textAfter(articleHtml, removeStoryLinks);
}

const storyText = afterCleanup(story);

describe('removeStoryLinks', () => {
  it('removes a labelled list of headline links after the story, whatever the language', () => {
    for (const label of [
      '<h2>Weiterlesen</h2>',
      '<p><em>Diese Artikel könnten dich auch interessieren:</em></p>',
      '<h3>¿Ya lo leíste?</h3>',
    ]) {
      const text = afterCleanup(
        `${story}${label}` +
          '<p><a href="/a">A road trip along the old canyon highway</a></p>' +
          '<blockquote><p><a href="/b">Ten quiet campsites above the river</a></p></blockquote>',
      );
      expect(text).toBe(storyText);
    }
  });

  it('still sees the end of the story when a short sign-off follows the list', () => {
    const signOff = '<p>Follow the river desk on <a href="/feed">our feed</a>.</p>';
    const text = afterCleanup(
      `${story}<h3>Schon gelesen?</h3>` +
        '<p><a href="/a">A road trip along the old canyon highway</a></p>' +
        signOff,
    );
    expect(text).toBe(afterCleanup(`${story}${signOff}`));
  });

  it('keeps the same links within the story, where they may be part of it', () => {
    const within =
      '<h2>Further reading</h2>' +
      '<p><a href="/a">A road trip along the old canyon highway</a></p>';
    const text = afterCleanup(`${story}${within}${story}${story}`);
    expect(text).toContain('A road trip along the old canyon highway');
  });

  it('keeps an unlabelled run of links, short links, lines with more than the link, and a label with its link in one line', () => {
    const endings = [
      '<p>Image credit: <a href="/credit">Canyon River Photos</a></p>',
      '<p><a href="/a">A road trip along the old canyon highway</a></p>' +
        '<p><a href="/b">Ten quiet campsites above the river</a></p>',
      '<h3>Order today:</h3><p><a href="/pdf">Order the PDF</a> (with colour maps)</p>',
      '<h3>Sources</h3><p><a href="/x">Here</a></p>',
    ];
    for (const ending of endings) {
      const text = afterCleanup(`${story}${ending}`);
      expect(text.length).toBeGreaterThan(storyText.length);
    }
  });
});
