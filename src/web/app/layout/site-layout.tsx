import { Outlet } from 'react-router';
import { SiteFooter } from '@/web/app/layout/site-footer';
import { SiteHeader } from '@/web/app/layout/site-header';

/** Header, main and footer landmarks around every public screen (and, for now, the placeholders). */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* tabIndex -1 lets the skip link move keyboard focus here. */}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
