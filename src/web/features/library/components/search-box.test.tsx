import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '@/web/features/library/components/search-box';

const onSearch = vi.fn();

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchBox
        value={value}
        searching={false}
        onSearch={(q) => {
          onSearch(q);
          setValue(q);
        }}
      />
      <button type="button" onClick={() => setValue('from the address')}>
        Go back
      </button>
    </>
  );
}

const box = () =>
  screen.getByRole('searchbox', { name: 'Search your library' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onSearch.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 250 ms, not on every keystroke', () => {
    render(<Harness />);
    type('n');
    advance(100);
    type('ni');
    advance(100);
    type('nig');
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    advance(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('nig');
    advance(5000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('starts from the search in the address and follows it when it changes (Back)', () => {
    render(<Harness initial="tea" />);
    expect(box().value).toBe('tea');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(box().value).toBe('from the address');
    advance(1000);
    // Following the address is not a new search.
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears with Escape at once, then gives the focus back on a second Escape', () => {
    render(<Harness initial="tea" />);
    box().focus();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(document.activeElement).toBe(box());
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(document.activeElement).not.toBe(box());
  });

  it('drops a pending search that Escape cleared', () => {
    render(<Harness />);
    type('half-typed');
    advance(100);
    fireEvent.keyDown(box(), { key: 'Escape' });
    advance(1000);
    expect(onSearch).not.toHaveBeenCalledWith('half-typed');
  });

  it('has a Clear button while there is text', () => {
    render(<Harness initial="tea" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says it is searching without moving anything', () => {
    const { rerender } = render(<SearchBox value="tea" searching={false} onSearch={onSearch} />);
    expect(screen.queryByRole('img', { name: 'Searching' })).toBeNull();
    rerender(<SearchBox value="tea" searching onSearch={onSearch} />);
    expect(screen.getByRole('img', { name: 'Searching' })).toBeTruthy();
  });
});
