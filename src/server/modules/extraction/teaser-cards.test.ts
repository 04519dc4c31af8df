import { describe, expect, it } from 'vitest';
import { textAfter } from './testing/article-root';
import { removeTeaserCards } from './teaser-cards';

const story =
  '<p>Die Führer prüften jede Stromschnelle, bevor sie die Boote hineinließen, und der Fluss stieg die ganze Woche.</p>'.repeat(
    3,
  );

function afterCleanup(articleHtml: string): string {
  return textAfter(articleHtml, removeTeaserCards);
}

const storyText = afterCleanup(story);

function card(title: string): string {
  return `<article><div><img src="https://example.com/${title.length}.jpg" alt=""></div><h3>${title}</h3><p>Eine kurze Zusammenfassung der Geschichte.</p><p><a href="https://example.com/${title.length}">Mehr erfahren</a></p></article>`;
}

describe('removeTeaserCards', () => {
  it('removes a link that wraps a picture and a headline', () => {
    const teaser =
      '<section><a href="https://example.com/winter"><figure><span>Ratgeber</span><img src="https://example.com/w.jpg" alt=""></figure><p><span>Die Batterie im Winter</span> <span>So kommt sie durch die Kälte</span></p></a></section>';
    expect(afterCleanup(story + teaser)).toBe(storyText);
  });

  it('keeps a linked picture and a linked headline that are not one card', () => {
    const figure =
      '<figure><a href="https://example.com/big.jpg"><img src="https://example.com/small.jpg" alt=""></a><figcaption>Der Fluss bei Hochwasser im April</figcaption></figure>';
    const link =
      '<p><a href="https://example.com/report">Der ganze Bericht der Wasserwacht</a></p>';
    expect(afterCleanup(story + figure + link)).toContain('Der Fluss bei Hochwasser im April');
    expect(afterCleanup(story + figure + link)).toContain('Der ganze Bericht der Wasserwacht');
  });

  it('keeps a picture linked to its larger version, with the caption inside the link', () => {
    const zoom =
      '<p><a href="https://example.com/flood-large.JPG?w=2000"><img src="https://example.com/flood.jpg" alt=""><span>Der Fluss bei Hochwasser im April</span></a></p>';
    expect(afterCleanup(story + zoom)).toContain('Der Fluss bei Hochwasser im April');
  });

  it('removes a run of small article cards and the heading over them', () => {
    const cards = `<div><h2>Zum Weiterlesen</h2><div>${card('Flüsse im Sommer')}${card('Boote für Anfänger')}${card('Die besten Stromschnellen')}</div></div>`;
    const text = afterCleanup(story + cards + '<p>Ende.</p>');
    expect(text).not.toContain('Zum Weiterlesen');
    expect(text).not.toContain('Mehr erfahren');
    expect(text).toContain('Ende.');
  });

  it('keeps a single article box and nested articles without links or pictures', () => {
    const box = `<h2>Die Route</h2><div>${card('Unsere Route im Überblick')}</div>`;
    expect(afterCleanup(story + box)).toContain('Unsere Route im Überblick');
    const sections =
      '<article><h3>Was kostet die Tour?</h3><p>Zweihundert Euro pro Person.</p></article>'.repeat(
        2,
      );
    expect(afterCleanup(story + sections)).toContain('Zweihundert Euro pro Person.');
  });
});
