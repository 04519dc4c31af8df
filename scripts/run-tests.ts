// `npm test`: every test — Vitest (unit, integration, components) then Playwright (browser) —
// ending with one line "N passed, N failed" for both runners together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './web-build';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');
const CHROMIUM = '/usr/bin/chromium';

type Tally = { passed: number; failed: number };

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** Browser tests drive Debian's Chromium; install it when we can, else say how in one line. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0
    )
      return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" and then "npm test" again.`,
  );
  process.exit(1);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitest(): Tally {
  const file = path.join(OUT, 'vitest.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  if (!report) return { passed: 0, failed: 1 };
  // A runner that failed without a failing test (a crashed file, an unhandled error) still fails the run.
  const failed = report.numFailedTests || (code === 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed };
}

function playwright(): Tally {
  const file = path.join(OUT, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.stats.unexpected + report.stats.flaky || (code === 0 ? 0 : 1);
  return { passed: report.stats.expected, failed };
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
ensureChromium();
await ensureWebBuild();
const unit = vitest();
const browser = playwright();
const passed = unit.passed + browser.passed;
const failed = unit.failed + browser.failed;
console.log(
  `\nvitest: ${unit.passed} passed, ${unit.failed} failed · playwright: ${browser.passed} passed, ${browser.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
