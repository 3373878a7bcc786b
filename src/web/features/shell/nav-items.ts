import { Bell, CalendarDays, FileText, LayoutDashboard, ListChecks, Mail, Settings, TrendingUp, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Side navigation entries, in the spec's order (000 §2, Authenticated layout). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Credit Report', to: '/credit-report', icon: FileText },
  { label: 'Repair Plan', to: '/repair-plan', icon: ListChecks },
  { label: 'Dispute Letters', to: '/dispute-letters', icon: Mail },
  { label: 'Calendar', to: '/calendar', icon: CalendarDays },
  { label: 'Notifications', to: '/notifications', icon: Bell },
  { label: 'Progress', to: '/progress', icon: TrendingUp },
  { label: 'Settings', to: '/settings', icon: Settings },
];
