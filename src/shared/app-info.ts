import { z } from 'zod';

/** GET /api/app-info: what any page needs to know about this Canyon server. */
export const appInfoSchema = z.object({
  /** The server's PUBLIC_URL: the origin the bookmarklet opens and refuses to run on. */
  publicUrl: z.string(),
  /** The AI provider this server uses: `extractive` or `<kind>:<model>` (describeAiProvider). */
  aiProvider: z.string(),
  /** Whether this server takes payments (Stripe configured); else upgrade buttons say it does not. */
  billingEnabled: z.boolean(),
  /** Who runs this server (OPERATOR_NAME, OPERATOR_EMAIL), for the terms and privacy pages. */
  operator: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /**
   * How this server sends mail: `smtp` when SMTP_URL is set, else `outbox` (each message is
   * written to the server's log and to the outbox folder in its data directory).
   */
  mailDelivery: z.enum(['smtp', 'outbox']),
});

export type AppInfo = z.infer<typeof appInfoSchema>;
