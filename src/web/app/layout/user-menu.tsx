import { Bookmark, LifeBuoy, LogOut, Moon, Settings } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserRecord } from '@/shared/auth/user-record';
import {
  UserMenuTriggerFace,
  displayNameOf,
  userMenuTriggerClasses,
} from '@/web/app/layout/user-menu-button';
import { Avatar } from '@/web/components/ui/avatar';
import type { OpenedWith } from '@/web/components/ui/load-on-intent';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { paths } from '@/web/config/paths';
import { PlanBadge } from '@/web/features/account/components/plan-badge';
import { useSignOut } from '@/web/features/auth/hooks/use-sign-out';
import { useTheme } from '@/web/features/theme/theme-provider';
import { useToast } from '@/web/features/toasts/toast-context';

/**
 * Spec §2 "Shell": avatar, name or email, plan badge, dark/light toggle, Bookmarklet, Settings,
 * Help and Sign Out. Radix gives it the menu keyboard model and closes it on outside clicks;
 * it also closes whenever the route changes.
 */
export function UserMenu({ user, openedWith }: { user: UserRecord; openedWith?: OpenedWith }) {
  const location = useLocation();
  const { theme, setTheme } = useTheme();
  const toast = useToast();
  const signOut = useSignOut({ onError: (message) => toast.error(message) });
  // Open "at" a location: any navigation (link, back button) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(openedWith ? location.key : null);
  // Radix focuses the first item when its own trigger is used from the keyboard; a menu that
  // mounts already open (see LoadOnIntent) does that itself, once.
  const focusFirstItem = useRef(openedWith === 'keyboard');
  const focusFirstItemOnce = useCallback((content: HTMLDivElement | null) => {
    if (!content || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    // After Radix's own focus on mount, which lands on the menu itself.
    requestAnimationFrame(() => content.querySelector<HTMLElement>('[role^="menuitem"]')?.focus());
  }, []);
  const open = openAt === location.key;
  const name = displayNameOf(user);

  return (
    // Not modal: the page behind stays readable (no aria-hidden over focusable content) and an
    // outside click both closes the menu and does what it was aimed at.
    <DropdownMenu
      modal={false}
      open={open}
      onOpenChange={(next) => setOpenAt(next ? location.key : null)}
    >
      {/* The reader's name, also where only the avatar shows (UserMenuButton). */}
      <DropdownMenuTrigger className={userMenuTriggerClasses} aria-label={name}>
        <UserMenuTriggerFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" ref={focusFirstItemOnce}>
        <DropdownMenuLabel className="flex items-start gap-3 px-3 pt-3 pb-3">
          <Avatar src={user.photoURL} name={name} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-stone-900 dark:text-white">{name}</p>
            {user.displayName && (
              <p className="truncate text-sm text-stone-600 dark:text-stone-400">{user.email}</p>
            )}
            <PlanBadge subscription={user.subscription} showDetails className="mt-2" />
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={theme === 'dark'}
          onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          // Stays open, so the reader sees the change take effect.
          onSelect={(event) => event.preventDefault()}
        >
          <Moon aria-hidden="true" />
          Dark theme
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.bookmarklet.href()}>
            <Bookmark aria-hidden="true" />
            Bookmarklet
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings.href()}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.help.href()}>
            <LifeBuoy aria-hidden="true" />
            Help
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signOut.pending}
          onSelect={(event) => {
            event.preventDefault();
            void signOut.run();
          }}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
