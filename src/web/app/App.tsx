import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '../lib/timing';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      {/* Bottom right: a toast at the top covered the bell and the account menu right after sign-in (docs/design.md). */}
      <Toaster
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 76 }}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        closeButton
      />
    </>
  );
}
