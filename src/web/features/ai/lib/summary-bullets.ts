const BULLET_MARKER = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+/;

/**
 * The bullet points in a summary's streamed text (`- first point\n- second…`), the last one
 * possibly still arriving. Lines are bullets with or without their marker; blank ones go.
 */
export function summaryBullets(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET_MARKER, '').trim())
    .filter(Boolean);
}
