import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '../lib/timing';
import { createAppRouter } from './router';

/** Sonner's own phone layout starts below this width (full-width toasts). */
const PHONE_QUERY = '(max-width: 599px)';

function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  const phone = usePhoneWidth();
  return (
    <>
      <RouterProvider router={router} />
      {/* Below the top bar on wide screens (a toast at the top covered the bell and the account menu, docs/design.md);
          at the bottom on phones, where a full-width toast under the top bar covered the menu button's drawer and the
          bell's panel (issue 27). */}
      <Toaster
        position={phone ? 'bottom-center' : 'top-center'}
        offset={{ top: 76 }}
        mobileOffset={{ bottom: 16 }}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        closeButton
      />
    </>
  );
}
