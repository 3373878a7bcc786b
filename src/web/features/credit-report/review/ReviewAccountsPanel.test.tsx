// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewAccountDto, ReviewDto, ReviewEntryDto } from '../../../../common/review';
import { json, row, stubFetch } from '../test-support';
import { ReviewAccountsPanel } from './ReviewAccountsPanel';

const fields = {
  creditor: 'WILLOWMERE FINANCE',
  accountNumber: '930899XXXXXX',
  category: 'installment',
  type: 'Installment',
  status: 'Account charged off.',
  balance: 4375,
  creditLimit: null,
  pastDue: null,
  dateOpened: '2019-03',
  dateClosed: null,
  dateReported: '2026-06',
  dateOfFirstDelinquency: '2024-07',
  removalDate: '2031-07',
  negative: true,
  dofdSource: 'removal_date',
} as const;

const corrected: ReviewAccountDto = {
  key: 'r-aaaaaaaaaaaa-0',
  origin: 'read',
  read: fields,
  current: { ...fields, balance: 0 },
  corrections: [{ id: 'c-1', account_key: 'r-aaaaaaaaaaaa-0', kind: 'field', field: 'balance', value: 0, created_at: '2026-11-01T10:00:00.000Z' }],
  not_mine: null,
  accurate: null,
};
const other: ReviewAccountDto = {
  key: 'r-bbbbbbbbbbbb-0',
  origin: 'read',
  read: { ...fields, creditor: 'HALYARD DEBT SOLUTIONS', dofdSource: 'printed' },
  current: { ...fields, creditor: 'HALYARD DEBT SOLUTIONS', dofdSource: 'printed' },
  corrections: [],
  not_mine: null,
  accurate: null,
};

const inquiry: ReviewEntryDto = {
  key: 'q-cccccccccccc-1',
  entry: 'inquiry',
  inquiry_kind: 'hard',
  read: { creditor: 'LAKESHORE AUTO LOANS', date: '2026-02-10' },
  current: { creditor: 'LAKESHORE AUTO LOANS', date: '2026-02-10' },
  corrections: [],
  not_mine: null,
  accurate: null,
  reasons: ['It is the same as an entry above it: it may be printed once and read twice.'],
  reading_warning: 'We could not read this entry cleanly; check it against your report.',
};
const record: ReviewEntryDto = {
  key: 'p-dddddddddddd-0',
  entry: 'record',
  inquiry_kind: null,
  read: { type: 'Civil Judgment', status: null, date: null, amount: null },
  current: { type: 'Civil Judgment', status: null, date: null, amount: 1250 },
  corrections: [{ id: 'c-9', account_key: 'p-dddddddddddd-0', kind: 'field', field: 'amount', value: 1250, created_at: '2026-11-01T10:00:00.000Z' }],
  not_mine: null,
  accurate: null,
  reasons: ['We read only its type: no date, status, court, reference or amount.'],
};

function setup(accounts: ReviewAccountDto[], entries: ReviewEntryDto[] = []) {
  const analysis = row();
  const review: ReviewDto = { analysis_id: analysis.id, accounts, entries };
  const fetchMock = stubFetch((url, init) => {
    if (url.endsWith('/review')) return json({ review });
    return json({ analysis, review }, init.method === 'POST' ? 201 : 200);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewAccountsPanel analysis={analysis} />
    </QueryClientProvider>,
  );
  return { fetchMock, analysis };
}

function lastPostBody(fetchMock: ReturnType<typeof stubFetch>): unknown {
  const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
  return post ? JSON.parse(String(post[1]!.body)) : undefined;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewAccountsPanel', () => {
  it("shows the engine's reading warning on the account it concerns, and only there", async () => {
    const warning = 'We could not read this account cleanly; check it against your report.';
    setup([corrected, { ...other, reading_warning: warning }]);
    const list = await screen.findByRole('list', { name: 'Experian accounts as read' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(second!).getByRole('note').textContent).toBe(warning);
    expect(within(first!).queryByRole('note')).toBeNull();
  });

  it('shows each value as used, marks corrected ones with the value read, and notes a derived DOFD', async () => {
    setup([corrected, other]);
    const list = await screen.findByRole('list', { name: 'Experian accounts as read' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Corrected')).toBeTruthy();
    expect(within(card).getByText('We read: $4,375')).toBeTruthy();
    expect(within(card).getByText('$0')).toBeTruthy();
    expect(within(card).getByText('(derived from the removal date)')).toBeTruthy();
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(within(second).queryByText('Corrected')).toBeNull();
    expect(within(second).queryByText('(derived from the removal date)')).toBeNull();
  });

  it('sends "not mine", an undo and a checked correction, and refuses a bad amount without sending', async () => {
    const { fetchMock, analysis } = setup([corrected, other]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Not mine: HALYARD DEBT SOLUTIONS' }));
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/analyses/${analysis.id}/corrections` && init?.method === 'POST')).toBe(true);
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'not_mine', account_key: other.key });

    await user.click(screen.getByRole('button', { name: 'Undo balance: WILLOWMERE FINANCE' }));
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/analyses/${analysis.id}/corrections/c-1` && init?.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Correct a value: HALYARD DEBT SOLUTIONS' }));
    const form = screen.getByRole('form', { name: 'Correct a value: HALYARD DEBT SOLUTIONS' });
    const input = within(form).getByLabelText('Correct value: Balance');
    await user.clear(input);
    await user.type(input, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter an amount in dollars, like 1250 or 1,250.00.');
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'not_mine', account_key: other.key });
    await user.clear(input);
    await user.type(input, '1,200');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'field', account_key: other.key, field: 'balance', value: 1200 });
  });

  it('adds an account we missed with the creditor required', async () => {
    const { fetchMock } = setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('We did not read any account on this report. Add the accounts printed on it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an account we missed' }));
    const form = screen.getByRole('form', { name: 'Add an account we missed' });
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter the creditor as printed on the report.');
    expect(lastPostBody(fetchMock)).toBeUndefined();
    await user.type(within(form).getByLabelText('Creditor'), 'NORTHWIND CARD');
    await user.selectOptions(within(form).getByLabelText('Kind of account'), 'collection');
    await user.type(within(form).getByLabelText('Balance'), '$812');
    await user.type(within(form).getByLabelText('Date opened'), '03/2021');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(lastPostBody(fetchMock)).toEqual({
      kind: 'add',
      account: { creditor: 'NORTHWIND CARD', category: 'collection', balance: 812, dateOpened: '2021-03' },
    });
  });

  it('lists flagged inquiries and records with why we ask, and sends their confirmation, correction and removal (decision 250)', async () => {
    const { fetchMock, analysis } = setup([other], [inquiry, record]);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Experian inquiries and public records to check' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(within(first!).getByRole('note').textContent).toContain('It is the same as an entry above it');
    expect(within(first!).getByText('Hard inquiry')).toBeTruthy();
    expect(within(first!).getByText('Feb 10, 2026')).toBeTruthy();
    // A corrected record: its warning gone, the value read beside the one used, and an undo.
    expect(within(second!).queryByRole('note')).toBeNull();
    expect(within(second!).getByText('We read: Not reported')).toBeTruthy();
    expect(within(second!).getByText('Corrected: advice and letters use your values now.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Accurate as read: LAKESHORE AUTO LOANS' }));
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/analyses/${analysis.id}/entry-corrections` && init?.method === 'POST')).toBe(true);
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'accurate', entry_key: inquiry.key });
    await user.click(screen.getByRole('button', { name: 'Not on my report / not mine: Civil Judgment' }));
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'not_mine', entry_key: record.key });
    await user.click(screen.getByRole('button', { name: 'Undo amount: Civil Judgment' }));
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/analyses/${analysis.id}/corrections/c-9` && init?.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Correct a value: LAKESHORE AUTO LOANS' }));
    const form = screen.getByRole('form', { name: 'Correct a value: LAKESHORE AUTO LOANS' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Creditor', 'Date of inquiry']);
    await user.selectOptions(within(form).getByLabelText('Field'), 'date');
    const input = within(form).getByLabelText('Correct value: Date of inquiry');
    expect((input as HTMLInputElement).value).toBe('02/10/2026');
    await user.clear(input);
    await user.type(input, '13/2026');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a date as MM/YYYY or MM/DD/YYYY.');
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'not_mine', entry_key: record.key });
    await user.clear(input);
    await user.type(input, '02/12/2026');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(lastPostBody(fetchMock)).toEqual({ kind: 'field', entry_key: inquiry.key, field: 'date', value: '2026-02-12' });
  });
});
