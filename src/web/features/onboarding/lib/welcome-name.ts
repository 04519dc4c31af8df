/** Spec "Onboarding modal": the display name, else the email before the at sign, else "there". */
export function welcomeName(user: { displayName?: string | null; email?: string | null }): string {
  const name = user.displayName?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'there';
}
