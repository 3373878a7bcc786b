import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

/** Navigation links, the signed-in user's name and Logout; used by the fixed panel and by the drawer. */
export function SideNav({
  displayName,
  onLogout,
  logoutPending,
  onNavigate,
}: {
  displayName: string;
  onLogout: () => void;
  logoutPending: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b border-border px-5">
        <NavLink to="/dashboard" onClick={onNavigate} className="rounded-md" aria-label="Go to dashboard">
          <Logo />
        </NavLink>
      </div>
      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border p-4">
        <p className="text-xs text-muted-foreground">Logged in as</p>
        <p className="mb-3 truncate text-sm font-semibold text-foreground" data-testid="logged-in-name">
          {displayName}
        </p>
        <Button variant="outline" className="w-full justify-start" onClick={onLogout} disabled={logoutPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </div>
  );
}
