import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '@/web/features/reader/components/article-body';

function renderBody(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { container } = render(<ArticleBody content={template.content} />);
  return container.querySelector('.reader-prose') as HTMLElement;
}

describe('ArticleBody images', () => {
  it('shows Canyon’s images as they are', () => {
    const body = renderBody('<p><img src="/api/images/abc" alt="A bindery"></p>');
    expect(body.querySelector('img')?.src).toBe(`${window.location.origin}/api/images/abc`);
    expect(body.querySelector('[data-image-placeholder]')).toBeNull();
  });

  it('shows a placeholder captioned with the alt text for an image with no source', () => {
    const body = renderBody('<figure><img alt="Signatures waiting to be sewn"></figure>');
    expect(body.querySelector('img')).toBeNull();
    const placeholder = body.querySelector('[data-image-placeholder]');
    expect(placeholder?.getAttribute('role')).toBe('img');
    expect(placeholder?.getAttribute('aria-label')).toBe('Signatures waiting to be sewn');
    expect(placeholder?.textContent).toBe('Signatures waiting to be sewn');
    expect(placeholder?.querySelector('svg')).not.toBeNull();
  });

  it('never loads an image from another host: it becomes the placeholder', () => {
    const body = renderBody('<p><img src="https://tracker.example/pixel.png" alt="Chart"></p>');
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('[data-image-placeholder]')?.textContent).toBe('Chart');
  });

  it('leaves the caption to a figure whose caption says the same', () => {
    const body = renderBody(
      '<figure><img alt="A quiet bindery"><figcaption>A quiet bindery</figcaption></figure>',
    );
    const placeholder = body.querySelector('[data-image-placeholder]');
    expect(placeholder?.getAttribute('aria-label')).toBe('A quiet bindery');
    expect(placeholder?.textContent).toBe('');
    expect(placeholder?.querySelector('svg')).not.toBeNull();
  });

  it('turns an image that fails to load into the placeholder', () => {
    const body = renderBody('<p><img src="/api/articles/a1/images/0" alt="A map"></p>');
    fireEvent.error(body.querySelector('img')!);
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('[data-image-placeholder]')?.textContent).toBe('A map');
  });

  it('drops an image without a source or alt text, and the paragraph it leaves empty', () => {
    const body = renderBody('<p>Before</p><p><img></p><p>After</p>');
    expect(body.innerHTML).toBe('<p>Before</p><p>After</p>');
  });

  it('drops a failed image that has no alt text', () => {
    const body = renderBody('<p>Text <img src="/api/images/abc"></p>');
    fireEvent.error(body.querySelector('img')!);
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('[data-image-placeholder]')).toBeNull();
    expect(body.textContent).toBe('Text ');
  });
});
