import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CreatedApiToken } from '@/shared/auth/api-tokens';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/text-field';
import { cn } from '@/web/lib/cn';

const COPIED_MS = 2000;

/** Only a hash is stored, so this is the one time the token can be shown (and copied). */
export function NewTokenCallout({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // Move focus here, so keyboard and screen-reader users land on the token.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopy('copied');
    } catch {
      // No clipboard access (plain HTTP on a LAN, or refused): select it for a manual copy.
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div className="rounded-2xl bg-amber-50/70 p-5 ring-1 ring-amber-300 ring-inset sm:p-6 dark:bg-amber-400/[0.07] dark:ring-amber-400/30">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-stone-900 outline-none dark:text-white"
      >
        Token “{token.name}” created
      </h3>
      <p className="mt-1.5 flex items-start gap-2 text-sm leading-6 font-medium text-amber-900 dark:text-amber-200">
        <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
        Copy it now. You won’t see it again: Canyon keeps only a fingerprint of it.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          readOnly
          value={token.token}
          aria-label={`Token “${token.name}”`}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, 'min-w-0 font-mono text-sm sm:flex-1')}
        />
        <Button onClick={() => void copyToken()} className="sm:w-32">
          {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-stone-600 empty:mt-0 dark:text-stone-400">
        {copy === 'copied' && 'Copied to the clipboard.'}
        {copy === 'failed' &&
          'Your browser blocked copying. The token is selected: copy it by hand.'}
      </p>
      <p className="mt-3 text-sm leading-6 text-stone-600 dark:text-stone-400">
        Send it as{' '}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono text-[0.8125rem] text-stone-800 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700">
          Authorization: Bearer &lt;token&gt;
        </code>
        .
      </p>
      <Button variant="secondary" size="sm" onClick={onDone} className="mt-4">
        Done
      </Button>
    </div>
  );
}
