/**
 * Each unit test file starts as it did with a module graph of its own (docs/decisions/226): the shared fake toast
 * (tests/setup/fake-sonner.ts) without the calls of the files before, and no global a file stubbed left behind.
 */
import { toast } from 'sonner';
import { afterAll, beforeAll, vi } from 'vitest';

const fakes = [toast, ...Object.values(toast)].filter((fn) => vi.isMockFunction(fn));

beforeAll(() => {
  for (const fn of fakes) fn.mockReset();
});

afterAll(() => {
  vi.unstubAllGlobals();
});
