import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadReport } from './api';

const fetchMock = vi.fn<typeof fetch>();
const created = () => new Response(JSON.stringify({ analyses: [{ id: 'a1' }] }), { status: 201, headers: { 'Content-Type': 'application/json' } });
const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1]!.headers).get('Idempotency-Key');

describe('upload idempotency keys (docs/decisions/094)', () => {
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('one key per file selection and target, reused when the same selection is sent again', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => created());
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await uploadReport('experian', file);
    await uploadReport('experian', file);
    await uploadReport('equifax', file);
    await uploadReport('experian', new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('retries once with the same key when the connection was lost, never after an answer', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementationOnce(async () => created());
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    expect(await uploadReport('experian', file)).toEqual([{ id: 'a1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));

    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 'X', message: 'no' }), { status: 500 }));
    await expect(uploadReport('experian', file)).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
