import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/**
 * A form's submit button: disabled while its request runs (so double submits are ignored, spec §5), with a
 * spinner and, when given, the busy wording ('Sending...', 'Resetting...').
 */
export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? <Spinner className="text-primary-foreground" /> : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
