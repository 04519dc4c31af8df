// A generated Pocket CSV export for the import benchmark (bench/import.bench.ts), deterministic
// for a given size: the current header `title,url,time_added,cursor,tags,status`, newest first
// as Pocket writes it, realistic titles (some with commas and quotes, a few missing, which
// Pocket writes as the URL), tags joined with "|" on about a third of the rows, about 10%
// archived, every URL different, and links spread over the given hosts the way a real reading
// list's are: a few sites account for many links and most for a few (Zipf's law, exponent `skew`;
// 0 spreads them evenly).
import { seededRandom } from './bench-random';

const OPENINGS = [
  'How',
  'Why',
  'What',
  'The Case for',
  'The Case Against',
  'Inside',
  'A Guide to',
  'Notes on',
  'The Quiet Rise of',
  'The Strange History of',
  'Everything You Know About',
  'In Defense of',
  'Lessons From',
  'The End of',
  'Rethinking',
];
const SUBJECTS = [
  'remote work',
  'sourdough bread',
  'city buses',
  'the four-day week',
  'public libraries',
  'open-source software',
  'deep sleep',
  'electric bikes',
  'slow travel',
  'the modern kitchen',
  'long-form journalism',
  'urban forests',
  'household budgets',
  'jazz piano',
  'small farms',
  'password managers',
  'heat pumps',
  'board games',
  'language learning',
  'minimalist design',
  'night trains',
  'coral reefs',
  'bookshops',
  'the office lunch',
];
const ENDINGS = [
  '',
  '',
  ' Is Changing Everything',
  ' Works',
  ', Explained',
  ' in 2025',
  ': A Reader’s Guide',
  ', and Why It Matters',
  ' (and What Comes Next)',
  ' — an Oral History',
  ': "It Was Never About the Money"',
  ', One Year Later',
];
const TAGS = [
  'reading',
  'tech',
  'food',
  'travel',
  'health',
  'money',
  'design',
  'science',
  'history',
  'work',
  'music',
  'climate',
  'cities',
  'books',
  'long reads',
  'to cook',
  'programming',
  'politics',
  'ideas',
  'family',
];

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Cumulative Zipf weights over `n` ranks, for picking a rank with one random number. */
function zipfTable(n: number, skew: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** skew);
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  return weights.map((w) => (running += w / sum));
}

export type PocketExport = {
  csv: string;
  /** Links per host, in the order of `hosts`. */
  linksPerHost: number[];
  archived: number;
  tagged: number;
};

/**
 * `rows` entries linking to `http://<host>/a/<slug>-<n>` on the given hosts (host:port),
 * newest first, saved between `newestSeconds` and about eight years before it.
 */
export function pocketExport(options: {
  rows: number;
  hosts: readonly string[];
  skew: number;
  newestSeconds: number;
  seed?: number;
}): PocketExport {
  const next = seededRandom(options.seed ?? 16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const table = zipfTable(options.hosts.length, options.skew);
  // Hosts by rank, shuffled, so the busiest site is not always the first address.
  const byRank = [...options.hosts.keys()];
  for (let i = byRank.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [byRank[i], byRank[j]] = [byRank[j]!, byRank[i]!];
  }
  const linksPerHost = options.hosts.map(() => 0);
  const spanSeconds = 8 * 365 * 24 * 3600;
  const lines = ['title,url,time_added,cursor,tags,status'];
  let archived = 0;
  let tagged = 0;
  for (let i = 0; i < options.rows; i += 1) {
    const u = next();
    const rank = table.findIndex((c) => u <= c);
    const hostIndex = byRank[rank === -1 ? table.length - 1 : rank]!;
    linksPerHost[hostIndex]! += 1;
    const title = `${pick(OPENINGS)} ${pick(SUBJECTS)}${pick(ENDINGS)}`;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const url = `http://${options.hosts[hostIndex]}/a/${slug}-${i}`;
    // Newest first, a few hours to days apart.
    const time = Math.round(options.newestSeconds - (spanSeconds * i) / options.rows);
    const tags =
      next() < 0.33
        ? [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(TAGS)))]
        : [];
    if (tags.length) tagged += 1;
    const isArchived = next() < 0.1;
    if (isArchived) archived += 1;
    // Pocket wrote the URL as the title when it had none (about 2% of a real export).
    const shownTitle = next() < 0.02 ? url : title;
    lines.push(
      [
        cell(shownTitle),
        cell(url),
        String(time),
        String(1_000_000 + i),
        cell(tags.join('|')),
        isArchived ? 'archive' : 'unread',
      ].join(','),
    );
  }
  return { csv: `${lines.join('\n')}\n`, linksPerHost, archived, tagged };
}
