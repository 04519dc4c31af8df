import { randomUUID } from 'node:crypto';
import { canUseAiFeatures } from '@/shared/ai/ai-schemas';
import { CONTACT_MESSAGES, type ContactRequest } from '@/shared/support/contact-schemas';
import type { AuthUser } from '../../auth/auth-user';
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limiter';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { readUserRow } from '../account/account.repo';
import { userRecordFromRow } from '../account/account.service';
import { recordEvent } from '../events/events.repo';
import { contactMail } from './contact-mail';
import { insertContactRequest, setMailStatus } from './contact.repo';

export type ContactDeps = {
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
};

export type ContactSender = { user: AuthUser | undefined; ip: string | undefined };

/**
 * Per sender address and per client address, counted in the database across processes: a
 * person with a real problem writes once or twice an hour; a script filling the table or the
 * support inbox is stopped.
 */
export const CONTACT_LIMITS_PER_HOUR = { perEmail: 5, perAddress: 20 } as const;
const HOUR: Omit<RateLimitRule, 'max'> = { window: 60 * 60 };

async function checkLimits(
  limiter: RateLimiter,
  email: string,
  ip: string | undefined,
): Promise<void> {
  const checks = [
    limiter.consume(`contact-email:${email.toLowerCase()}`, {
      ...HOUR,
      max: CONTACT_LIMITS_PER_HOUR.perEmail,
    }),
  ];
  if (ip) {
    checks.push(
      limiter.consume(`contact-ip:${ip}`, { ...HOUR, max: CONTACT_LIMITS_PER_HOUR.perAddress }),
    );
  }
  const refused = (await Promise.all(checks)).filter((decision) => !decision.allowed);
  if (refused.length) {
    const retryAfter = Math.max(...refused.map((decision) => decision.retryAfter ?? 3600));
    throw new AppError('RATE_LIMITED', CONTACT_MESSAGES.tooMany, { retryAfter });
  }
}

/** Pro readers are answered first; the same plan rule as the AI features. */
async function isPriority(db: Db, user: AuthUser | undefined): Promise<boolean> {
  if (!user) return false;
  const row = await readUserRow(db, user.id);
  return row ? canUseAiFeatures(userRecordFromRow(row).subscription) : false;
}

/**
 * Stores a contact request, then mails it to support in the background: the request is kept
 * whether or not mail is configured or works, and the sender is not kept waiting on SMTP.
 * `mailed` settles when the mail's outcome is recorded (tests wait on it; the route does not).
 */
export async function submitContactRequest(
  deps: ContactDeps,
  sender: ContactSender,
  request: ContactRequest,
): Promise<{ id: string; priority: boolean; mailed: Promise<void> }> {
  const { db, logger, mailer, config } = deps;
  await checkLimits(deps.rateLimiter, request.email, sender.ip);
  const id = randomUUID();
  const priority = await isPriority(db, sender.user);
  const supportEmail = config.supportEmail;
  await insertContactRequest(db, {
    id,
    user_id: sender.user?.id ?? null,
    name: request.name,
    email: request.email,
    category: request.category,
    subject: request.subject,
    message: request.message,
    priority: priority ? 1 : 0,
    mail_status: supportEmail ? 'pending' : 'not_sent',
    created_at: Date.now(),
  });
  if (sender.user) {
    await recordEvent(db, {
      userId: sender.user.id,
      type: `support_request_${request.category}`,
      data: { category: request.category },
    });
  }
  if (!supportEmail) {
    logger.info({ contactRequestId: id }, 'contact request stored (SUPPORT_EMAIL is not set)');
    return { id, priority, mailed: Promise.resolve() };
  }
  const message = contactMail({
    id,
    to: supportEmail,
    publicUrl: config.publicUrl,
    category: request.category,
    priority,
    accountEmail: sender.user?.email ?? null,
    sent: request,
  });
  const mailed = mailer
    .send(message)
    .then(() => setMailStatus(db, id, 'sent'))
    .catch(async (err: unknown) => {
      logger.error({ err, contactRequestId: id }, 'contact request stored, but mailing it failed');
      await setMailStatus(db, id, 'failed');
    })
    .catch((err: unknown) => logger.error({ err, contactRequestId: id }, 'mail status not saved'));
  return { id, priority, mailed };
}
