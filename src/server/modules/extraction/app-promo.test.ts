import { describe, expect, it } from 'vitest';
import { textAfter } from './testing/article-root';
import { removeAppPromos } from './app-promo';

const story =
  '<p>Los guías revisaron cada rápido antes de meter los botes, y el río creció toda la semana.</p>'.repeat(
    3,
  );
const ios = 'https://apps.apple.com/app/river-news/id123';
const android = 'https://play.google.com/store/apps/details?id=news.river';

function afterCleanup(articleHtml: string): string {
  return textAfter(articleHtml, removeAppPromos);
}

const storyText = afterCleanup(story);

describe('removeAppPromos', () => {
  it('removes a line linking to both app stores', () => {
    const promo = `<p>Descarga nuestra app para <a href="${ios}">iOS</a> y <a href="${android}">Android</a>.</p>`;
    expect(afterCleanup(story + promo)).toBe(storyText);
  });

  it('removes the box with its prompt over two store badges', () => {
    const promo = `<div><p><b>Las noticias en tu teléfono.</b></p><div><p><a href="${android}"><img src="https://example.com/android.png"></a></p><p><a href="${ios}"><img src="https://example.com/ios.png"></a></p></div></div>`;
    expect(afterCleanup(story + promo)).toBe(storyText);
  });

  it('keeps a story that links one store, or both within long text', () => {
    const one = `<p>El juego ya está <a href="${ios}">en la App Store</a>, gratis.</p>`;
    expect(afterCleanup(story + one)).toContain('en la App Store');
    const review = `<p>${'La aplicación guarda cada ruta sin conexión y avisa de las crecidas. '.repeat(5)}Está en <a href="${ios}">iOS</a> y <a href="${android}">Android</a>.</p>`;
    expect(afterCleanup(story + review)).toContain('avisa de las crecidas');
  });
});
