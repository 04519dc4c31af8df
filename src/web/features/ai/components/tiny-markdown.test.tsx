import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TinyMarkdown, TinyMarkdownInline } from '@/web/features/ai/components/tiny-markdown';

function html(text: string) {
  return render(
    <div data-testid="out">
      <TinyMarkdown text={text} quoteAction={(quote) => <span data-quote={quote} />} />
    </div>,
  ).container;
}

/** Nothing that loads, runs or navigates: no such elements and no such attributes. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector('img, a, script, iframe, svg, object, embed, style')).toBeNull();
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on|^href$|^src$/i);
    }
  }
}

describe('TinyMarkdown (SECURITY.md 34)', () => {
  it('renders paragraphs, quotes, lists, bold, italic and code', () => {
    const container = html(
      'First **bold** and *italic* and `code`.\nSame paragraph.\n\n> Quoted *words*\n> go on\n\n- one\n- two\n\n1. first\n2. second',
    );
    const paragraphs = container.querySelectorAll(':scope > div > p');
    expect(paragraphs[0]?.textContent).toBe('First bold and italic and code. Same paragraph.');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('p em')?.textContent).toBe('italic');
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(container.querySelector('blockquote')?.textContent).toBe('Quoted words go on');
    expect(container.querySelector('blockquote em')?.textContent).toBe('words');
    expect(container.querySelector('[data-quote]')?.getAttribute('data-quote')).toBe(
      'Quoted words go on',
    );
    expect(Array.from(container.querySelectorAll('ul li')).map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(Array.from(container.querySelectorAll('ol li')).map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
  });

  it('shows an image as its alt text only, and loads nothing', () => {
    const container = html('Look ![a chart](http://tracker.example/pixel.png?u=1) here');
    expect(container.textContent).toBe('Look a chart here');
    expectInert(container);
  });

  it('shows a link as its text and its address, with nothing to click', () => {
    const container = html('[a](javascript:alert(1)) and [docs](https://example.com/x)');
    expect(container.textContent).toBe('a (javascript:alert(1)) and docs (https://example.com/x)');
    expectInert(container);
  });

  it('shows raw HTML as literal text', () => {
    const input =
      '<img src=x onerror=alert(1)> <script>alert(2)</script> <a href="javascript:x">y</a>';
    const container = html(input);
    expect(container.textContent).toBe(input);
    expectInert(container);
  });

  it('keeps hostile input inert inside bold, quotes and lists too', () => {
    const container = html(
      '**![x](http://evil.example/a.png)**\n\n> <svg onload=alert(1)>\n\n- [click](javascript:alert(1))',
    );
    expect(container.querySelector('strong')?.textContent).toBe('x');
    expect(container.querySelector('blockquote')?.textContent).toBe('<svg onload=alert(1)>');
    expect(container.querySelector('li')?.textContent).toBe('click (javascript:alert(1))');
    expectInert(container);
  });

  it('renders one summary bullet inline', () => {
    const { container } = render(<TinyMarkdownInline text="A **key** point <b>x</b>" />);
    expect(container.querySelector('strong')?.textContent).toBe('key');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('A key point <b>x</b>');
  });

  it('leaves lone markers as text', () => {
    const container = html('2 * 3 * 4 and a ** b and `open');
    expect(container.textContent).toBe('2 * 3 * 4 and a ** b and `open');
    expect(container.querySelector('em, strong, code')).toBeNull();
  });
});
