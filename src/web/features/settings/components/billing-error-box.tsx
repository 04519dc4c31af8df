import { TriangleAlert, X } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** Spec "Settings": the dismissable box where upgrade and billing failures are shown. */
export function BillingErrorBox({
  message,
  onDismiss,
}: {
  message: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="mt-5 flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1 leading-6">{message}</p>
      <Button variant="ghost" size="sm" onClick={onDismiss} className="-my-1.5 -mr-1.5">
        <X aria-hidden="true" />
        Dismiss
      </Button>
    </div>
  );
}
