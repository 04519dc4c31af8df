import {
  ChevronRight,
  LayoutDashboard,
  Menu,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserRecord } from '@/shared/auth/user-record';
import { Dialog, DialogTitle, DialogTrigger, SheetContent } from '@/web/components/ui/dialog';
import { mobileMenuTriggerClasses } from '@/web/app/layout/mobile-menu-button';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

function MenuLink({
  to,
  icon: Icon,
  title,
  description,
  current,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  current: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-stone-100 dark:hover:bg-stone-800',
        current && 'bg-stone-100 dark:bg-stone-800',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-stone-700 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-[0.9375rem] font-semibold text-stone-900 dark:text-white">
          {title}
        </span>
        <span className="block text-sm text-stone-600 dark:text-stone-400">{description}</span>
      </span>
    </Link>
  );
}

/**
 * The phone-sized side menu (spec §2 "Shell"): Dashboard, Settings, an Upgrade to Pro card for
 * readers without Pro, and the copyright line. It closes on any navigation.
 */
export function MobileMenu({
  user,
  initiallyOpen = false,
}: {
  user: UserRecord;
  initiallyOpen?: boolean;
}) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(initiallyOpen ? location.key : null);
  const open = openAt === location.key;

  return (
    <Dialog open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <DialogTrigger className={mobileMenuTriggerClasses} aria-label="Open menu">
        <Menu aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 items-center border-b border-stone-200 px-5 dark:border-stone-800">
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <Logo size="sm" />
        </div>
        <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            <li>
              <MenuLink
                to={paths.dashboard.href()}
                icon={LayoutDashboard}
                title="Dashboard"
                description="View your saved articles"
                current={location.pathname === paths.dashboard.path}
              />
            </li>
            <li>
              <MenuLink
                to={paths.settings.href()}
                icon={Settings}
                title="Settings"
                description="Manage your account"
                current={location.pathname === paths.settings.path}
              />
            </li>
          </ul>
          {!user.subscription.isPro && (
            <Link
              to={paths.settings.href()}
              className="group mt-6 block rounded-2xl bg-stone-900 p-5 text-white shadow-lg shadow-stone-900/20 ring-1 ring-stone-900 transition-transform active:translate-y-px dark:bg-linear-to-br dark:from-amber-500/20 dark:to-stone-800 dark:ring-amber-400/20"
            >
              <span className="flex size-9 items-center justify-center rounded-xl bg-brand text-stone-950">
                <Sparkles aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-4 flex items-center justify-between gap-2 text-base font-semibold">
                Upgrade to Pro
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-stone-400 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 block text-sm leading-6 text-stone-300">
                AI summaries and answers about any article, for 4.99 a month.
              </span>
            </Link>
          )}
        </nav>
        <p className="border-t border-stone-200 px-5 py-4 text-xs text-stone-500 dark:border-stone-800 dark:text-stone-400">
          © 2025 Canyon. All rights reserved.
        </p>
      </SheetContent>
    </Dialog>
  );
}
