import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BillingBanner } from '../subscription/BillingBanner';
import { Logo } from '../../components/Logo';
import { Button } from '../../components/ui/button';
import { WIDE_SCREEN_MIN_PX } from '../../lib/timing';
import { useImportWhen } from '../../lib/use-import-when';
import { useDisplayName } from '../account/display-name';
import { useLogout } from '../account/use-logout';
import { useNotificationsRealtime } from '../notifications/use-notifications-realtime';
import { AccountMenu } from './AccountMenu';
import { NotificationBell } from './NotificationBell';
import { SideNav } from './SideNav';

/** Signed-in layout: fixed side panel on wide screens (≥ 1024 px), a drawer behind a menu button below that. */
export function AppLayout() {
  const displayName = useDisplayName();
  const { logout, pending } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // The drawer's code loads when it is first opened (only narrow screens have the menu button).
  const sheet = useImportWhen(drawerOpen, () => import('../../components/ui/sheet'));
  useNotificationsRealtime();

  // Close the drawer on navigation, and when the window grows into the fixed-panel layout.
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${WIDE_SCREEN_MIN_PX}px)`);
    const onChange = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const nav = (onNavigate?: () => void) => (
    <SideNav displayName={displayName} onLogout={() => void logout('side-nav')} logoutPending={pending} onNavigate={onNavigate} />
  );

  return (
    <div className="min-h-screen bg-background">
      <aside aria-label="Sidebar" className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-border bg-card lg:block">
        {nav()}
      </aside>

      {sheet ? (
        <sheet.Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <sheet.SheetContent>
            <sheet.SheetTitle className="sr-only">Navigation</sheet.SheetTitle>
            <sheet.SheetDescription>Main navigation of the app</sheet.SheetDescription>
            {nav(() => setDrawerOpen(false))}
          </sheet.SheetContent>
        </sheet.Sheet>
      ) : null}

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur sm:px-6">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation menu" onClick={() => setDrawerOpen(true)}>
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          <div className="lg:hidden">
            <Logo className="text-base" />
          </div>
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell />
            <AccountMenu displayName={displayName} onLogout={() => void logout('account-menu')} />
          </div>
        </header>
        <main id="main-content" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="mb-4 empty:hidden">
            <BillingBanner />
          </div>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
