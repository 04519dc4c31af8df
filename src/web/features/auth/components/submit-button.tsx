import type { ReactNode } from 'react';
import { Button, type ButtonStyleProps } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/** A full-width form button that keeps its name while busy, showing a spinner beside it. */
export function SubmitButton({
  busy,
  children,
  variant,
  type = 'submit',
  onClick,
  disabled,
}: {
  busy?: boolean;
  children: ReactNode;
  variant?: ButtonStyleProps['variant'];
  type?: 'submit' | 'button';
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      type={type}
      variant={variant}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="w-full"
    >
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
