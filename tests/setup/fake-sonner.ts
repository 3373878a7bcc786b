/**
 * The unit tests' sonner: vitest.config.ts resolves 'sonner' to this file for the unit projects, so every test file
 * and the components it renders share one fake `toast` and no file needs a `vi.mock` of its own, which lets the web
 * tests share a module cache (docs/decisions/226). tests/setup/per-file-reset.ts gives each file fresh mocks.
 */
import { vi } from 'vitest';

export const toast = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  message: vi.fn(),
  // sonner returns the new toast's id, which the caller later dismisses
  loading: vi.fn(() => 'loading'),
  dismiss: vi.fn(),
});

export function Toaster(): null {
  return null;
}
