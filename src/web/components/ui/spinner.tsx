import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning icon; with a label it is announced as a status to screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** Full-area loading state used while auth or a lazy route resolves. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8 text-muted-foreground">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
