import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { DomElement } from './dom-types';
import { removeLeadFurniture } from './lead-furniture';
import { toPlainText } from './plain-text';

const story =
  '<p>The guides scouted every rapid before they committed the boats to it, and the river rose all week.</p>'.repeat(
    3,
  );
const image = '<p><img src="/raft.jpg" alt=""></p>';

function afterCleanup(articleHtml: string): string {
  const { document } = parseHTML(
    `<!DOCTYPE html><html><body><div id="root">${articleHtml}</div></body></html>`,
  );
  const root = document.getElementById('root') as unknown as DomElement;
  removeLeadFurniture(root);
  return toPlainText(root);
}

const storyText = afterCleanup(story);

describe('removeLeadFurniture', () => {
  it('removes a line of category links above the first paragraph', () => {
    const text = afterCleanup(
      '<p><a href="/c/rivers">Rivers &amp; lakes</a>, <a href="/c/travel">Reisen</a> | <a href="/c/news">Noticias</a></p>' +
        story,
    );
    expect(text).toBe(storyText);
  });

  it('removes a caption under the lead image that is only its credit', () => {
    for (const caption of [
      '<figure><img src="/raft.jpg" alt=""><figcaption>. Imagen: Télam</figcaption></figure>',
      `${image}<p><small>(© River Desk/Ana Ruiz)</small></p>`,
      '<figure><p><img src="/raft.jpg" alt=""></p><figcaption><p>Foto: unsplash/Bill Mead</p></figcaption></figure>',
    ]) {
      expect(afterCleanup(caption + story)).toBe(storyText);
    }
  });

  it('removes a credit-only caption under a standfirst, but not a line of links', () => {
    const standfirst =
      '<p>A week on the river with the guides who know every rapid, and what they fear most of all.</p>';
    const links = '<p><a href="/c/rivers">Rivers</a>, <a href="/c/travel">Travel</a></p>';
    const text = afterCleanup(`${standfirst}${links}${image}<p>Foto: River Desk</p>${story}`);
    expect(text).toBe(afterCleanup(`${standfirst}${links}${story}`));
    expect(text).toContain('Rivers, Travel');
  });

  it('keeps a caption that says something, a byline, a heading and the date', () => {
    const lead =
      '<h2>Where the river bends</h2>' +
      '<p>By Ana Ruiz</p>' +
      `${image}<p>The raft at the first rapid. Photo: Ana Ruiz</p>` +
      `${image}<p>Rafters at dawn</p>` +
      '<p><a href="/ana">Ana Ruiz</a></p>' +
      '<p>03.02.2022 15:34</p>' +
      '<p>By Ana Ruiz in <span><a href="/r">Rivers</a>, <a href="/t">Travel</a></span></p>';
    const text = afterCleanup(lead + story);
    for (const kept of [
      'Where the river bends',
      'By Ana Ruiz',
      'The raft at the first rapid. Photo: Ana Ruiz',
      'Rafters at dawn',
      '03.02.2022 15:34',
      'By Ana Ruiz in Rivers, Travel',
    ])
      expect(text).toContain(kept);
    expect(text.match(/Ana Ruiz/g)).toHaveLength(4);
  });

  it('keeps lists and tables, which may be the post itself or its infobox', () => {
    const list =
      '<ul><li><a href="/a">Skepticism about rafting</a> (<a href="/b">more</a>)</li>' +
      '<li><a href="/c">Rivers</a>, <a href="/d">lakes</a></li></ul>';
    expect(afterCleanup(list + story)).toContain('Skepticism about rafting');
    const infobox =
      '<table><tr><th>Founded</th><td>1998</td></tr>' +
      '<tr><th><a href="/d">Divisions</a></th><td><a href="/r">Rafting</a>, <a href="/k">Kayaks</a></td></tr></table>';
    expect(afterCleanup(infobox + story)).toContain('Rafting, Kayaks');
  });

  it('leaves everything after the first paragraph alone', () => {
    const later =
      '<p><a href="/c/rivers">Rivers</a>, <a href="/c/travel">Travel</a></p>' +
      `${image}<p>© River Desk</p>`;
    const text = afterCleanup(story + later + story);
    for (const kept of ['Rivers, Travel', '© River Desk']) expect(text).toContain(kept);
  });

  it('looks at a bounded number of elements before the first paragraph', () => {
    const lines = '<div><span>Rafting</span></div>'.repeat(300);
    const text = afterCleanup(
      `${lines}<p><a href="/r">Rivers</a>, <a href="/t">Travel</a></p>${story}`,
    );
    expect(text).toContain('Rivers, Travel');
  });
});
