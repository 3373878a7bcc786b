import { Bell, CalendarClock, FileCheck2, Scale, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

interface TypeLook {
  icon: LucideIcon;
  /** Names the icon for tests and styling hooks. */
  name: string;
  /** Tint of the round icon badge. */
  className: string;
}

/**
 * Spec 000 §2: the three named types have their own icon, any other type the default one. A failed analysis gets
 * a warning sign: the default bell would read like good news (decision 048).
 */
const TYPE_LOOKS: Record<string, TypeLook> = {
  CREDIT_ANALYSIS_COMPLETE: { icon: FileCheck2, name: 'analysis-complete', className: 'bg-success-soft text-success' },
  DISPUTE_STATUS_UPDATE: { icon: Scale, name: 'dispute', className: 'bg-secondary text-secondary-foreground' },
  UPCOMING_TASK_REMINDER: { icon: CalendarClock, name: 'task', className: 'bg-warning-soft text-warning' },
  CREDIT_ANALYSIS_FAILED: { icon: TriangleAlert, name: 'warning', className: 'bg-destructive-soft text-destructive' },
};
const DEFAULT_LOOK: TypeLook = { icon: Bell, name: 'default', className: 'bg-muted text-muted-foreground' };

function notificationLook(type: string): TypeLook {
  return Object.hasOwn(TYPE_LOOKS, type) ? (TYPE_LOOKS[type] as TypeLook) : DEFAULT_LOOK;
}

export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, name, className: tint } = notificationLook(type);
  return (
    <span aria-hidden="true" data-icon={name} className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tint, className)}>
      <Icon className="size-4" />
    </span>
  );
}
