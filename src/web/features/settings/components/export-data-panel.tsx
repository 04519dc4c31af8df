import { Download } from 'lucide-react';
import { ACCOUNT_MESSAGES, type ExportFormat } from '@/shared/account/account-schemas';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useExportData } from '@/web/features/settings/hooks/use-export-data';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'json', label: 'Export JSON' },
  { format: 'html', label: 'Export HTML bookmarks' },
  { format: 'csv', label: 'Export CSV' },
];

/** Export Data: everything as JSON, the links as browser bookmarks, or a spreadsheet. */
export function ExportDataPanel() {
  const { state, run } = useExportData();
  const busy = state.kind === 'exporting';

  return (
    <div>
      <h3 className="text-base font-semibold text-stone-900 dark:text-white">Export Data</h3>
      <p className="mt-1 max-w-2xl text-[0.9375rem] leading-6 text-stone-600 dark:text-stone-300">
        Download a copy of your account: JSON holds everything (articles with their text, tags,
        summaries); HTML bookmarks import into browsers and other read-later apps; CSV opens in a
        spreadsheet.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => {
          const running = state.kind === 'exporting' && state.format === format;
          return (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => void run(format)}
            >
              {running ? <Spinner /> : <Download aria-hidden="true" />}
              {running ? 'Exporting...' : label}
            </Button>
          );
        })}
      </div>
      {/* Always present, so the success message is announced when it appears. */}
      <p
        role="status"
        className="mt-3 text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300"
      >
        {state.kind === 'done' ? ACCOUNT_MESSAGES.exported : ''}
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {ACCOUNT_MESSAGES.exportFailed}
        </p>
      )}
    </div>
  );
}
