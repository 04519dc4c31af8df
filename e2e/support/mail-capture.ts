// A real SMTP server on loopback that files every message as JSON, and the tests' way to read them.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalSmtpServer } from '../../src/server/test/local-smtp-server';
import { mailDir } from './e2e-env';

export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
  /** The Reply-To header, when the message has one (the contact form's mail to support). */
  replyTo?: string;
};

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as mailers use for non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Enough of RFC 5322 for the single-part plain-text messages Canyon sends. */
export function parseMessage(raw: string): { subject: string; text: string; replyTo?: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  const replyTo = headers.get('reply-to');
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    ...(replyTo ? { replyTo: decodeWords(replyTo) } : {}),
  };
}

export type MailCapture = { port: number; close: () => Promise<void> };

/** Starts the SMTP server; Canyon's SMTP_URL points at it. */
export async function startMailCapture(dir: string = mailDir()): Promise<MailCapture> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = await startLocalSmtpServer(({ to, raw }) => {
    const mail: CapturedMail = {
      to: to.map((address) => address.toLowerCase()),
      ...parseMessage(raw),
      receivedAt: Date.now(),
    };
    count += 1;
    const file = path.join(dir, `${mail.receivedAt}-${process.pid}-${count}.json`);
    // Written whole, then renamed: a test never reads half a message.
    writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    renameSync(`${file}.tmp`, file);
  });
  return { port: Number(new URL(server.url).port), close: server.close };
}

/** Every message the capture has filed in `dir`, oldest first. */
export function readMail(dir: string): CapturedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail);
}

/** The newest message to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeoutMs = 15_000, since = 0 }: { timeoutMs?: number; since?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const found = readMail(mailDir())
      .filter(
        (mail) =>
          mail.receivedAt >= since && mail.to.includes(address) && subject.test(mail.subject),
      )
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a message. */
export function linkIn(mail: CapturedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
