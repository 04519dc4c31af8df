import type { ApiTokenSummary } from '@/shared/auth/api-tokens';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useRevokeApiToken } from '@/web/features/account/api/revoke-api-token';
import { ApiError } from '@/web/lib/api-client';

function revokeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This token was already revoked.';
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'The token could not be revoked. Please try again.';
}

/** Asks before revoking: whatever uses the token stops working at once. */
export function RevokeTokenDialog({
  token,
  onClose,
}: {
  token: ApiTokenSummary | null;
  onClose: () => void;
}) {
  const revoke = useRevokeApiToken();

  const close = () => {
    revoke.reset();
    onClose();
  };

  return (
    <Dialog open={token !== null} onOpenChange={(open) => !open && close()}>
      {token && (
        <DialogContent hideClose>
          <DialogTitle>Revoke “{token.name}”?</DialogTitle>
          <DialogDescription>
            Anything that uses this token stops working immediately. You can’t undo this.
          </DialogDescription>
          {revoke.isError && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-400">
              {revokeFailure(revoke.error)}
            </p>
          )}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary" disabled={revoke.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(token.id, { onSuccess: close })}
            >
              {revoke.isPending && <Spinner />}
              Revoke token
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
