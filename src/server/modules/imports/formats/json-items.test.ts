import { describe, expect, it } from 'vitest';
import { resolveImportLimits } from './import-entry';
import { omitted, readJsonItems, type JsonItem, type JsonItemsOptions } from './json-items';

async function* chunks(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

async function items(
  text: string,
  options: Partial<JsonItemsOptions> = {},
  size = 7,
): Promise<JsonItem[]> {
  const all: JsonItem[] = [];
  const limits = resolveImportLimits({ maxFieldBytes: 16, maxDepth: 3 });
  const resolved: JsonItemsOptions = {
    arrayKey: null,
    fieldLimit: (path) => (path[0] === 'skip' ? null : 16),
    limits,
    ...options,
  };
  for await (const item of readJsonItems(chunks(text, size), resolved)) all.push(item);
  return all;
}

describe('readJsonItems', () => {
  it('assembles each entry with the fields kept, whatever the chunk boundaries', async () => {
    const text =
      '[{"a":"x","n":12.5,"t":true,"z":null,"skip":{"deep":[1,2]},"l":["p","q"]},{"a":"y"}]';
    for (const size of [1, 3, 7, 100]) {
      expect(await items(text, {}, size)).toEqual([
        {
          index: 1,
          object: new Map<string, unknown>([
            ['a', 'x'],
            ['n', 12.5],
            ['t', true],
            ['z', null],
            ['l', ['p', 'q']],
          ]),
        },
        { index: 2, object: new Map([['a', 'y']]) },
      ]);
    }
  });

  it('marks strings over their limit and skips what is nested deeper than maxDepth', async () => {
    // The entry is depth 1, its fields depth 2: with maxDepth 3, a list in a field keeps its values.
    const [item] = await items(
      '[{"long":"12345678901234567","ok":"1234567890123456","d":["kept"],"e":[["gone"],"kept"]}]',
    );
    expect(item).toEqual({
      index: 1,
      object: new Map<string, unknown>([
        ['long', omitted],
        ['ok', '1234567890123456'],
        ['d', ['kept']],
        ['e', [[], 'kept']],
      ]),
    });
  });

  it('reports elements that are not entries and keeps counting', async () => {
    expect(await items('[1,"s",[{"a":"x"}],{"a":"y"}]')).toEqual([
      { index: 1, problem: 'Not an entry: a single value where an entry should be' },
      { index: 2, problem: 'Not an entry: a single value where an entry should be' },
      { index: 3, problem: 'Not an entry: a list where an entry should be' },
      { index: 4, object: new Map([['a', 'y']]) },
    ]);
  });

  it('finds the array under a key of the root object and skips the other keys', async () => {
    const text =
      '{"profile":{"articles":[{"a":"no"}]},"articles":[{"a":"x"}],"after":[{"a":"no"}]}';
    expect(await items(text, { arrayKey: 'articles' })).toEqual([
      { index: 1, object: new Map([['a', 'x']]) },
    ]);
  });

  it('refuses a document of the wrong shape, and JSON that breaks, as damaged', async () => {
    await expect(items('{"a":1}')).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
    await expect(items('[{"a":1}]', { arrayKey: 'articles' })).rejects.toMatchObject({
      code: 'DAMAGED_FILE',
    });
    await expect(items('"just a string"')).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
    await expect(items('[{"a":"x"},{"a":')).rejects.toMatchObject({
      code: 'DAMAGED_FILE',
      message: 'This file stops being valid JSON after entry 2: it is damaged or incomplete.',
    });
  });

  it('reports an entry larger than its budget instead of assembling it', async () => {
    const many = Array.from({ length: 200_000 }, () => '"abcdefghijklmnop"').join(',');
    const result = await items(`[{"l":[${many}]},{"a":"after"}]`, {}, 65_536);
    expect(result).toEqual([
      { index: 1, problem: 'Not imported: the entry is too large to read' },
      { index: 2, object: new Map([['a', 'after']]) },
    ]);
  });
});
