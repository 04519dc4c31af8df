import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from '@/web/components/ui/tag-input';

function Harness({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagInput label="Tags" tags={tags} onChange={setTags} max={max} />
      <button type="button">Elsewhere</button>
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Tags');
const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

describe('TagInput (spec §5 "Tag")', () => {
  it('adds a tag on Enter and on a comma', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'news{Enter}long read,');
    expect(tags()).toEqual(['news', 'long read']);
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('lower-cases and trims', async () => {
    render(<Harness />);
    await userEvent.type(field(), '  Deep Work  {Enter}');
    expect(tags()).toEqual(['deep work']);
  });

  it('drops empty, invalid and duplicate tags without a word', async () => {
    render(<Harness initial={['news']} />);
    await userEvent.type(field(), '   {Enter}a<b,r&d,x>y,NEWS,{Enter}');
    await userEvent.type(field(), `${'x'.repeat(51)}{Enter}`);
    expect(tags()).toEqual(['news']);
    expect(screen.queryByRole('alert')).toBeNull();
    // Exactly 50 characters is still a tag.
    await userEvent.type(field(), `${'y'.repeat(50)}{Enter}`);
    expect(tags()).toEqual(['news', 'y'.repeat(50)]);
  });

  it('removes the last tag on Backspace in an empty field, and not while text is typed', async () => {
    render(<Harness initial={['one', 'two']} />);
    await userEvent.type(field(), 'ab{Backspace}{Backspace}');
    expect(tags()).toEqual(['one', 'two']);
    await userEvent.type(field(), '{Backspace}');
    expect(tags()).toEqual(['one']);
  });

  it('stops at 10 tags and says "Max 10 tags"', async () => {
    render(<Harness />);
    expect(screen.queryByText('Max 10 tags')).toBeNull();
    await userEvent.type(field(), 't1,t2,t3,t4,t5,t6,t7,t8,t9,t10,t11,t12{Enter}');
    expect(tags()).toHaveLength(10);
    expect(tags().at(-1)).toBe('t10');
    expect(screen.getByText('Max 10 tags')).toBeTruthy();
  });

  it('uses the maximum it is given', async () => {
    render(<Harness max={3} />);
    await userEvent.type(field(), 'a,b,c,d,');
    expect(tags()).toEqual(['a', 'b', 'c']);
    expect(screen.getByText('Max 3 tags')).toBeTruthy();
  });

  it('adds what is still typed when the field is left', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'Pending');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tags()).toEqual(['pending']);
  });

  it('splits pasted text on commas, keeping the part after the last comma as text', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('alpha, Beta,gamma');
    expect(tags()).toEqual(['alpha', 'beta']);
    expect((field() as HTMLInputElement).value).toBe('gamma');
  });

  it('removes a tag with its button', async () => {
    render(<Harness initial={['keep', 'drop']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag drop' }));
    expect(tags()).toEqual(['keep']);
    expect(within(screen.getByRole('list')).getByText('keep')).toBeTruthy();
  });

  it('leaves Enter in an empty field to the form around it', async () => {
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Harness />
      </form>,
    );
    await userEvent.type(field(), 'news{Enter}');
    expect(submitted).toBe(0);
    await userEvent.type(field(), '{Enter}');
    expect(submitted).toBe(1);
  });
});
