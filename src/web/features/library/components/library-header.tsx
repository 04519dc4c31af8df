import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from '@/web/components/ui/switch';
import { Tooltip } from '@/web/components/ui/tooltip';

type LibraryHeaderProps = {
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  /** The "+" button with its save dialog (the saving feature). */
  saveAction: ReactNode;
};

/** "Your Links" with its tooltip, Show Archived and the save button. */
export function LibraryHeader({ archived, onArchivedChange, saveAction }: LibraryHeaderProps) {
  return (
    // Phones: heading and + on one line, Show Archived under them; wider: all on one line.
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="flex min-w-0 items-center gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
          Your Links
        </h1>
        <Tooltip
          openOnTap
          side="bottom"
          content="Everything you saved, newest first. Archived articles stay out of this list until you turn on Show Archived."
        >
          <button
            type="button"
            aria-label="About Your Links"
            className="inline-flex size-8 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-stone-200/60 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
          >
            <Info aria-hidden="true" className="size-[1.125rem]" />
          </button>
        </Tooltip>
      </div>
      <Switch
        label="Show Archived"
        checked={archived}
        onCheckedChange={onArchivedChange}
        className="col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
      />
      <div className="col-start-2 row-start-1 sm:col-start-3">{saveAction}</div>
    </div>
  );
}
