import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantile } from './extract-batch';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const prose = (topic: string): string =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `<p>${topic} paragraph ${i + 1}: long enough prose, with commas and clauses, that Readability treats this block as the body of an article about ${topic}.</p>`,
  ).join('');

async function batch(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      'npm',
      ['run', '--silent', 'extract:batch', '--', ...args],
      { cwd: repoRoot, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('extract:batch (DESIGN.md §4)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'canyon-batch-'));
    await writeFile(
      path.join(dir, 'river.html'),
      `<html><head><title>River | Site</title></head><body><nav><a href="/">Home</a></nav><article><h1>River</h1>${prose('river')}</article></body></html>`,
    );
    await writeFile(
      path.join(dir, 'lake.html'),
      `<html><head><meta property="og:title" content="Lake"></head><body><div class="entry">${prose('lake')}</div><div class="share">Share this</div></body></html>`,
    );
    await writeFile(
      path.join(dir, 'empty.html'),
      '<html><body><script>render()</script></body></html>',
    );
    await writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        river: { url: 'https://example.com/river' },
        lake: { url: 'https://example.com/lake' },
        empty: { url: 'https://example.com/empty' },
        missing: { url: 'https://example.com/missing' },
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes articleBody and title for every page and prints pages, median, p95 and peak RSS', async () => {
    const out = path.join(dir, 'out.json');
    const result = await batch(dir, path.join(dir, 'manifest.json'), out);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^pages: 4\b/m);
    expect(result.stdout).toMatch(/^median: \d+(\.\d+)? ms per page$/m);
    expect(result.stdout).toMatch(/^p95: \d+(\.\d+)? ms per page$/m);
    expect(result.stdout).toMatch(/^peak RSS: \d+ MB$/m);

    const output = JSON.parse(await readFile(out, 'utf8')) as Record<
      string,
      { articleBody: string; title: string }
    >;
    expect(Object.keys(output)).toEqual(['river', 'lake', 'empty', 'missing']);
    expect(output.river!.title).toBe('River');
    expect(output.river!.articleBody).toMatch(/^river paragraph 1: long enough prose/);
    expect(output.river!.articleBody).toContain('\n\nriver paragraph 6');
    expect(output.river!.articleBody).not.toContain('Home');
    expect(output.lake!.title).toBe('Lake');
    expect(output.lake!.articleBody).toContain('lake paragraph 6');
    expect(output.lake!.articleBody).not.toContain('Share this');
    // Pages that cannot be extracted (or read) still get an entry.
    expect(output.empty).toEqual({ articleBody: '', title: '' });
    expect(output.missing).toEqual({ articleBody: '', title: '' });
  });

  it('fails clearly on a bad manifest or missing arguments', async () => {
    await writeFile(path.join(dir, 'bad.json'), '{"river": "https://example.com/river"}');
    const bad = await batch(dir, path.join(dir, 'bad.json'), path.join(dir, 'x.json'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('cannot read manifest');
    const usage = await batch(dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain(
      'usage: npm run --silent extract:batch -- <html-dir> <manifest.json> <out.json>',
    );
  });
});

describe('quantile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.95)).toBe(95);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });
});
