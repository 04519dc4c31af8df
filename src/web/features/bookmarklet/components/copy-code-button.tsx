import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 3000;

/** Copies the bookmarklet's address for phones, where bookmarks cannot be dragged. */
export function CopyCodeButton({ code, codeFieldId }: { code: string; codeFieldId: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(reset.current), []);

  async function copy() {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
      // The code is in the field beside the button: select it for a manual copy.
      const field = document.getElementById(codeFieldId);
      if (field instanceof HTMLTextAreaElement) {
        field.focus();
        field.select();
      }
    }
    reset.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? 'Copied' : 'Copy code'}
      </Button>
      <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
        {state === 'copied'
          ? 'Code copied. Paste it as the address of your bookmark.'
          : state === 'failed'
            ? 'Your browser did not let Canyon copy. The code is selected below: copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
