import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';

/** Set by the wizard when the step changed and the new step's heading should take focus once it mounts. */
export const StepFocusRequest = createContext<RefObject<boolean> | null>(null);

/**
 * A step's heading. When the user moves to another step, focus moves here (tabIndex -1, no outline), so keyboard
 * and screen reader users continue from the new step's start instead of a footer button.
 */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  const request = useContext(StepFocusRequest);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (request?.current) {
      request.current = false;
      ref.current?.focus();
    }
  }, [request]);
  return (
    <h2 ref={ref} tabIndex={-1} className={cn('text-xl font-semibold tracking-tight outline-none sm:text-2xl', className)}>
      {children}
    </h2>
  );
}
