import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect';

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5 and then 10 s for every later attempt', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((attempt) => reconnectDelayMs(attempt))).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000, 10_000]);
  });

  it('treats a negative or fractional attempt as the nearest valid one', () => {
    expect(reconnectDelayMs(-3)).toBe(1_000);
    expect(reconnectDelayMs(1.7)).toBe(2_000);
  });

  it('uses the delays it is given and refuses none', () => {
    expect(reconnectDelayMs(0, [7])).toBe(7);
    expect(reconnectDelayMs(9, [7, 8])).toBe(8);
    expect(() => reconnectDelayMs(0, [])).toThrow();
  });
});
