import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import type { UserRecord } from '@/shared/auth/user-record';
import { Avatar } from '@/web/components/ui/avatar';

/** Display name, else the email (spec §2 "Shell"). */
export function displayNameOf(user: Pick<UserRecord, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email;
}

export const userMenuTriggerClasses =
  'group flex items-center gap-2 rounded-full p-1 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-200/60 data-[state=open]:bg-stone-200/70 md:pr-3 dark:text-stone-200 dark:hover:bg-stone-800 dark:data-[state=open]:bg-stone-800';

/** What the account menu's trigger shows: avatar, then the name on wider screens. */
export function UserMenuTriggerFace({ user }: { user: UserRecord }) {
  const name = displayNameOf(user);
  return (
    <>
      <Avatar src={user.photoURL} name={name} size="sm" />
      <span className="hidden max-w-44 truncate md:inline">{name}</span>
      <ChevronDown
        aria-hidden="true"
        className="hidden size-4 text-stone-500 transition-transform group-data-[state=open]:rotate-180 md:block dark:text-stone-400"
      />
    </>
  );
}

/** The trigger's stand-in until the menu's code has loaded (see LoadOnIntent). */
export function UserMenuButton({
  user,
  ...handlers
}: { user: UserRecord } & ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      // The reader's name, also where only the avatar shows; the role says it opens a menu.
      aria-label={displayNameOf(user)}
      className={userMenuTriggerClasses}
      {...handlers}
    >
      <UserMenuTriggerFace user={user} />
    </button>
  );
}
