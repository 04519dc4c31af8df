// `npm test`: every test — Vitest (unit, integration, components) then Playwright (browser) —
// ending with one line "N passed, N failed, N skipped" for both runners together.
// `npm test -- --forbid-skips` (CI) also fails the run when any test was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './ensure-build';
import {
  addTallies,
  countLine,
  playwrightTally,
  runPassed,
  vitestTally,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from './test-tally';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');
const CHROMIUM = '/usr/bin/chromium';
const forbidSkips = process.argv.includes('--forbid-skips');

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
  return vitestTally(readJson<VitestReport>(file), code);
}

function playwright(): Tally {
  const file = path.join(OUT, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  return playwrightTally(readJson<PlaywrightReport>(file), code);
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
ensureChromium();
await ensureBuild();
const unit = vitest();
const browser = playwright();
const total = addTallies(unit, browser);
console.log(`\nvitest: ${countLine(unit)} · playwright: ${countLine(browser)}`);
if (forbidSkips && total.skipped > 0)
  console.log(`Skipped tests are not allowed here (--forbid-skips): ${total.skipped} skipped.`);
console.log(countLine(total));
process.exit(runPassed(total, forbidSkips) ? 0 : 1);
