import { Link } from 'react-router';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';

const linkClass =
  'rounded text-sm text-stone-600 transition-colors hover:text-stone-950 dark:text-stone-400 dark:hover:text-white';

/**
 * Spec: copyright line (2025) and Privacy Policy, Terms of Service, Contact. Deliberate
 * deviation, recorded by the lead: the links lead to real pages instead of nowhere.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 dark:border-stone-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
          <Logo size="sm" />
          <p className="text-sm text-stone-600 dark:text-stone-400">
            © 2025 Canyon. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacy.href()} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms.href()} className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.contact.href()} className={linkClass}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
