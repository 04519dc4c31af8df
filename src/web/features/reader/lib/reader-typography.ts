import type {
  ReaderPreferences,
  readerFonts,
  readerLineSpacings,
  readerLineWidths,
  readerTextSizes,
} from '@/shared/account/reader-preferences';

type Choice<T extends string> = { value: T; label: string };

/** The text settings panel's groups, in the order it shows them. */
export const FONT_CHOICES: Choice<(typeof readerFonts)[number]>[] = [
  { value: 'serif', label: 'Serif' },
  { value: 'sans', label: 'Sans' },
];
export const TEXT_SIZE_CHOICES: Choice<(typeof readerTextSizes)[number]>[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'x-large', label: 'Extra large' },
];
export const LINE_WIDTH_CHOICES: Choice<(typeof readerLineWidths)[number]>[] = [
  { value: 'narrow', label: 'Narrow' },
  { value: 'medium', label: 'Medium' },
  { value: 'wide', label: 'Wide' },
];
export const LINE_SPACING_CHOICES: Choice<(typeof readerLineSpacings)[number]>[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'normal', label: 'Normal' },
  { value: 'relaxed', label: 'Relaxed' },
];

export type ReaderTypography = Pick<
  ReaderPreferences,
  'readerFont' | 'readerTextSize' | 'readerLineWidth' | 'readerLineSpacing'
>;

/** Data attributes on the reader's column; styles.css turns them into fonts and measures. */
export function typographyAttributes(typography: ReaderTypography) {
  return {
    'data-font': typography.readerFont,
    'data-text-size': typography.readerTextSize,
    'data-line-width': typography.readerLineWidth,
    'data-line-spacing': typography.readerLineSpacing,
  };
}
