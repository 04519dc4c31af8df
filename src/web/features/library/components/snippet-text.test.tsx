import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnippetText } from '@/web/features/library/components/snippet-text';

describe('SnippetText', () => {
  it('marks the matched words and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <SnippetText
          snippet={[
            { text: '…the ', match: false },
            { text: 'night', match: true },
            { text: ' train to ', match: false },
            { text: 'Vienna', match: true },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('…the night train to Vienna');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'night',
      'Vienna',
    ]);
  });

  it('shows hostile text as text, in and out of a match', () => {
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    const { container } = render(
      <p>
        <SnippetText
          snippet={[
            { text: hostile, match: false },
            { text: '<script>alert(1)</script>', match: true },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(container.textContent).toBe(`${hostile}<script>alert(1)</script>`);
    expect(container.querySelector('mark')?.textContent).toBe('<script>alert(1)</script>');
  });
});
