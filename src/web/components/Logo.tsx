import { PRODUCT_NAME } from '../../common/brand';
import { cn } from '../lib/cn';

/** The product mark and name. The mark is decorative; the visible name carries the meaning. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 whitespace-nowrap text-lg font-bold tracking-tight',
        inverse ? 'text-inverse-foreground' : 'text-foreground',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={inverse ? 'fill-inverse-foreground' : 'fill-primary'} />
        <path
          d="M9 20.5l4.5-4.5 3.5 3.5L23 13"
          fill="none"
          className={inverse ? 'stroke-inverse' : 'stroke-primary-foreground'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="13" r="2" className={inverse ? 'fill-inverse' : 'fill-primary-soft'} />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
