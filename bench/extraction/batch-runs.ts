// Runs one extractor's batch command and reads the summary lines it prints (extract:batch's
// contract: pages, median and p95 ms per page, peak RSS, CPU time of all threads).

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type RunSummary = {
  cpuMs: number;
  wallMs: number;
  medianMs: number;
  p95Ms: number;
  peakRssMb: number;
  failed: number;
};

function run(command: string[]): Promise<{ stdout: string; wallMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (code === 0) resolve({ stdout, wallMs });
      else reject(new Error(`${command.join(' ')} exited with ${code}`));
    });
  });
}

function parseSummary(stdout: string, wallMs: number): RunSummary {
  const number = (re: RegExp): number => {
    const m = re.exec(stdout);
    if (!m) throw new Error(`unexpected batch output:\n${stdout}`);
    return Number(m[1]);
  };
  return {
    wallMs,
    medianMs: number(/^median: ([\d.]+) ms/m),
    p95Ms: number(/^p95: ([\d.]+) ms/m),
    peakRssMb: number(/^peak RSS: ([\d.]+) MB/m),
    cpuMs: number(/^cpu: ([\d.]+) s/m) * 1000,
    failed: number(/^pages: \d+ \((\d+)/m),
  };
}

export async function runBatch(command: string[]): Promise<RunSummary> {
  const { stdout, wallMs } = await run(command);
  return parseSummary(stdout, wallMs);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
