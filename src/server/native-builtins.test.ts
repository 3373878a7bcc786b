import { afterEach, describe, expect, it } from 'vitest';
import { restoreNativeBuiltins } from './native-builtins';

const nativeStringify = JSON.stringify;
const nativePush = Array.prototype.push;

afterEach(() => {
  JSON.stringify = nativeStringify;
  Array.prototype.push = nativePush;
  delete (JSON as unknown as Record<string, unknown>).addedByPolyfill;
});

describe('restoreNativeBuiltins', () => {
  it('puts back built-ins replaced after it loaded (as pdf.js legacy build does) and keeps added ones', () => {
    const polyfill = (value: unknown) => `polyfilled ${String(value)}`;
    JSON.stringify = polyfill as typeof JSON.stringify;
    Array.prototype.push = function push(this: unknown[], ...items: unknown[]) {
      return nativePush.apply(this, items);
    };
    (JSON as unknown as Record<string, unknown>).addedByPolyfill = () => 1;
    expect(restoreNativeBuiltins()).toEqual(expect.arrayContaining(['stringify', 'push']));
    expect(JSON.stringify).toBe(nativeStringify);
    expect(Array.prototype.push).toBe(nativePush);
    expect(JSON.stringify({ a: 1 })).toBe('{"a":1}');
    expect((JSON as unknown as Record<string, unknown>).addedByPolyfill).toBeTypeOf('function');
    expect(restoreNativeBuiltins()).toEqual([]);
  });
});
