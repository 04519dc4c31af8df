import { z } from 'zod';

/** Social and single sign-on providers Canyon can offer, each only when configured. */
export const signInProviderIds = ['google', 'github', 'apple', 'oidc'] as const;
export type SignInProviderId = (typeof signInProviderIds)[number];

/** `GET /api/sign-in-methods`: what the sign-in page may offer. */
export const signInMethodsSchema = z.object({
  emailPassword: z.boolean(),
  providers: z.array(z.object({ id: z.enum(signInProviderIds), name: z.string() })),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
