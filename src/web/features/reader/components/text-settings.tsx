import { ALargeSmall } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  FONT_CHOICES,
  LINE_SPACING_CHOICES,
  LINE_WIDTH_CHOICES,
  TEXT_SIZE_CHOICES,
  type ReaderTypography,
} from '@/web/features/reader/lib/reader-typography';
import { cn } from '@/web/lib/cn';

type TextSettingsProps = {
  typography: ReaderTypography;
  onChange: <K extends keyof ReaderTypography>(key: K, value: ReaderTypography[K]) => void;
  /** The toolbar's button look. */
  buttonClassName: string;
  /** The label shows beside the icon only when the toolbar has room (see the toolbar). */
  labelClassName: string;
};

/** The size of the "A" that stands for each text size in its group. */
const SIZE_GLYPH: Record<ReaderTypography['readerTextSize'], string> = {
  small: 'text-xs',
  medium: 'text-sm',
  large: 'text-base',
  'x-large': 'text-lg',
};

/**
 * Issue #17: the reader's text settings, a panel under a toolbar button. Each group is a set
 * of radio buttons (arrow keys move within a group, Tab between groups); Escape, a click
 * outside or leaving the panel with Tab closes it, and Escape puts focus back on the button.
 */
export function TextSettings({
  typography,
  onChange,
  buttonClassName,
  labelClassName,
}: TextSettingsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // The chosen font: where a keyboard user starts.
    panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the reader's own Escape (back to the list) must not fire as well.
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus went to another control (Tab past the panel). A click on a choice's label
        // moves focus to nothing or to a focusable container around the toolbar (the page's
        // main region): that is not leaving; a click elsewhere is handled above.
        const next = event.relatedTarget as Node | null;
        const wrapper = wrapperRef.current;
        if (open && next && wrapper && !wrapper.contains(next) && !next.contains(wrapper))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        title="Text settings"
        onClick={() => setOpen(!open)}
        className={cn(buttonClassName, open && 'bg-stone-200/70 dark:bg-stone-800')}
      >
        <ALargeSmall aria-hidden="true" />
        <span className={labelClassName}>Text settings</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-label="Text settings"
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-[min(20rem,calc(100vw-2.5rem))] rounded-2xl border border-stone-200 bg-white p-4 font-sans text-stone-900 shadow-xl shadow-stone-900/10 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:shadow-black/40"
      >
        <div className="space-y-4">
          <ChoiceGroup
            legend="Font"
            name={`${panelId}-font`}
            choices={FONT_CHOICES}
            value={typography.readerFont}
            onChange={(value) => onChange('readerFont', value)}
            renderLabel={(choice) => (
              <span className={choice.value === 'serif' ? 'font-serif' : 'font-sans'}>
                {choice.label}
              </span>
            )}
          />
          <ChoiceGroup
            legend="Text size"
            name={`${panelId}-size`}
            choices={TEXT_SIZE_CHOICES}
            value={typography.readerTextSize}
            onChange={(value) => onChange('readerTextSize', value)}
            renderLabel={(choice) => (
              <>
                <span
                  aria-hidden="true"
                  className={cn('font-serif leading-none', SIZE_GLYPH[choice.value])}
                >
                  A
                </span>
                <span className="sr-only">{choice.label}</span>
              </>
            )}
          />
          <ChoiceGroup
            legend="Line width"
            name={`${panelId}-width`}
            choices={LINE_WIDTH_CHOICES}
            value={typography.readerLineWidth}
            onChange={(value) => onChange('readerLineWidth', value)}
          />
          <ChoiceGroup
            legend="Line spacing"
            name={`${panelId}-spacing`}
            choices={LINE_SPACING_CHOICES}
            value={typography.readerLineSpacing}
            onChange={(value) => onChange('readerLineSpacing', value)}
          />
        </div>
      </div>
    </div>
  );
}

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  choices: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  renderLabel?: (choice: { value: T; label: string }) => ReactNode;
};

/** One setting as a row of segmented radio buttons. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  renderLabel = (choice) => choice.label,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        {legend}
      </legend>
      <div className="flex rounded-xl bg-stone-100 p-1 dark:bg-stone-800">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-lg px-1 text-sm font-medium text-stone-700 transition-colors hover:text-stone-950 has-checked:bg-white has-checked:text-stone-950 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-ink dark:text-stone-300 dark:hover:text-white dark:has-checked:bg-stone-950 dark:has-checked:text-white dark:has-focus-visible:outline-brand-ink-dark"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {renderLabel(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
