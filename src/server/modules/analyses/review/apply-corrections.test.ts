import { describe, expect, it } from 'vitest';
import { account, collection, report } from '../../../../engine/detect/testing/factory';
import { reanalyzeReports } from '../../../../engine/index';
import { accountKeys } from './account-keys';
import { applyCorrections, type StoredCorrection } from './apply-corrections';

let seq = 0;
function stored(fields: Partial<StoredCorrection> & Pick<StoredCorrection, 'accountKey' | 'kind'>): StoredCorrection {
  seq += 1;
  return { id: `c${seq}`, field: null, value: true, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)), ...fields };
}

const card = account({ creditor: 'NORTHWIND BANK', accountNumber: 'XXXX1111', balance: 300 });
const chargeOff = account({ creditor: 'HARBOR CARD', accountNumber: 'XXXX2222', status: 'Charged off', balance: 900, dateOfFirstDelinquency: '2021-04' });
const debt = collection({ creditor: 'ACME COLLECTIONS', balance: 400, dateOfFirstDelinquency: '2021-04' });
const base = report({ accounts: [card, chargeOff, debt] });

describe('accountKeys', () => {
  it('keys an account by what was printed, the same on a re-read with accounts missed around it', () => {
    const [a, b, c] = accountKeys([card, chargeOff, debt]);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(accountKeys([chargeOff, debt])).toEqual([b, c]);
    // Case and spacing of the creditor do not matter; the number and date opened do.
    expect(accountKeys([{ ...card, creditor: ' northwind   bank ' }])).toEqual([a]);
    expect(accountKeys([{ ...card, accountNumber: 'XXXX1112' }])).not.toEqual([a]);
  });

  it('tells identical printed accounts apart by their order', () => {
    const [first, second] = accountKeys([card, card]);
    expect(first).toMatch(/-0$/);
    expect(second).toBe(first!.replace(/-0$/, '-1'));
  });
});

describe('applyCorrections', () => {
  const [cardKey, chargeOffKey, debtKey] = accountKeys(base.accounts);

  it('changes nothing without corrections', () => {
    const applied = applyCorrections(base, []);
    expect(applied.report).toEqual(base);
    expect(applied.summary).toBeNull();
    expect(applied.accounts.map((a) => a.current)).toEqual(applied.accounts.map((a) => a.read));
  });

  it('lays the latest value of each field over the reading and keeps the reading', () => {
    const applied = applyCorrections(base, [
      stored({ accountKey: cardKey!, kind: 'field', field: 'balance', value: 0 }),
      stored({ accountKey: chargeOffKey!, kind: 'field', field: 'status', value: 'Open. Never late.' }),
      stored({ accountKey: chargeOffKey!, kind: 'field', field: 'dateOfFirstDelinquency', value: null }),
    ]);
    expect(applied.report.accounts[0]?.balance).toBe(0);
    expect(base.accounts[0]?.balance).toBe(300);
    const fixed = applied.accounts[1]!;
    expect(fixed.read).toMatchObject({ status: 'Charged off', negative: true, dateOfFirstDelinquency: '2021-04', dofdSource: 'printed' });
    expect(fixed.current).toMatchObject({ status: 'Open. Never late.', negative: false, dateOfFirstDelinquency: null, dofdSource: null });
    expect(fixed.corrections.map((c) => c.field)).toEqual(['status', 'dateOfFirstDelinquency']);
    expect(applied.summary).toMatchObject({ corrected_fields: 3, added: 0 });
  });

  it('marks a typed DOFD as printed, replacing one derived from the removal date', () => {
    const derived = report({ accounts: [{ ...debt, removalDate: '2028-04', dateOfFirstDelinquency: '2021-04', dofdSource: 'removal_date' }] });
    const [key] = accountKeys(derived.accounts);
    const applied = applyCorrections(derived, [stored({ accountKey: key!, kind: 'field', field: 'dateOfFirstDelinquency', value: '2021-02' })]);
    expect(applied.accounts[0]?.read?.dofdSource).toBe('removal_date');
    expect(applied.accounts[0]?.current).toMatchObject({ dateOfFirstDelinquency: '2021-02', dofdSource: 'printed' });
  });

  it('derives the DOFD again from a corrected removal date; a printed DOFD stays', () => {
    const derived = report({ accounts: [{ ...debt, removalDate: '2028-04', dateOfFirstDelinquency: '2021-04', dofdSource: 'removal_date' }] });
    const [key] = accountKeys(derived.accounts);
    const applied = applyCorrections(derived, [stored({ accountKey: key!, kind: 'field', field: 'removalDate', value: '2026-09' })]);
    const rebuilt = reanalyzeReports([applied.report], { merged: false }).reports[0]!.accounts[0]!;
    expect(rebuilt).toMatchObject({ removalDate: '2026-09', dateOfFirstDelinquency: '2019-09', dofdSource: 'removal_date' });

    const printed = report({ accounts: [{ ...debt, removalDate: '2028-04', dofdSource: 'printed' }] });
    const [printedKey] = accountKeys(printed.accounts);
    const kept = applyCorrections(printed, [stored({ accountKey: printedKey!, kind: 'field', field: 'removalDate', value: '2026-09' })]);
    expect(reanalyzeReports([kept.report], { merged: false }).reports[0]!.accounts[0]).toMatchObject({
      dateOfFirstDelinquency: '2021-04',
      dofdSource: 'printed',
    });
  });

  it('leaves "not mine" accounts out of the report and lists them; keeps accurate ones and flags them', () => {
    const applied = applyCorrections(base, [stored({ accountKey: debtKey!, kind: 'not_mine' }), stored({ accountKey: chargeOffKey!, kind: 'accurate' })]);
    expect(applied.report.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'HARBOR CARD']);
    expect(applied.summary?.not_mine).toEqual([{ key: debtKey, account: debt }]);
    expect(applied.summary?.accurate).toEqual([{ key: chargeOffKey, creditor: 'HARBOR CARD', accountNumber: 'XXXX2222' }]);
    expect(applied.accounts[2]?.not_mine?.kind).toBe('not_mine');
  });

  it('adds the accounts the person added, with their own corrections', () => {
    const applied = applyCorrections(base, [
      stored({ accountKey: 'a-1', kind: 'add', value: { creditor: 'CEDAR AUTO', category: 'installment', status: 'Repossession', balance: 5000 } }),
      stored({ accountKey: 'a-1', kind: 'field', field: 'balance', value: 4000 }),
    ]);
    expect(applied.report.accounts).toHaveLength(4);
    expect(applied.report.accounts[3]).toMatchObject({ creditor: 'CEDAR AUTO', category: 'installment', balance: 4000, paymentHistory: {}, evidence: [] });
    expect(applied.accounts[3]).toMatchObject({ key: 'a-1', origin: 'added', read: null, current: { negative: true } });
    expect(applied.summary).toMatchObject({ added: 1, corrected_fields: 1 });
  });

  it('ignores corrections of accounts the reading no longer has', () => {
    const applied = applyCorrections(base, [stored({ accountKey: 'r-000000000000-0', kind: 'field', field: 'balance', value: 1 })]);
    expect(applied.report).toEqual(base);
    expect(applied.summary).toBeNull();
  });

  it('feeds reanalyzeReports: corrected fields change the negatives and findings, lookalikes do not', () => {
    const before = reanalyzeReports([base], { merged: false });
    expect(before.negativeItems.map((n) => n.creditor)).toEqual(['HARBOR CARD', 'ACME COLLECTIONS']);
    const applied = applyCorrections(base, [
      stored({ accountKey: chargeOffKey!, kind: 'field', field: 'status', value: 'Open. Never late.' }),
      stored({ accountKey: cardKey!, kind: 'field', field: 'creditor', value: 'NORTHWIND BANK NA' }),
      stored({
        accountKey: 'a-2',
        kind: 'add',
        value: { creditor: 'FULL NUMBER BANK', category: 'revolving', accountNumber: '4111111111111111', status: 'Charged off', balance: 10 },
      }),
    ]);
    const after = reanalyzeReports([applied.report], { merged: false });
    expect(after.negativeItems.map((n) => n.creditor)).toEqual(['ACME COLLECTIONS', 'FULL NUMBER BANK']);
    expect(after.reports[0]?.accounts.map((a) => a.negative)).toEqual([false, false, true, true]);
    // A number typed in full leaves the engine masked, like one read from a file.
    expect(after.negativeItems[1]?.accountNumber).not.toContain('4111111111111111');
  });
});

describe('applyCorrections with a reading warning (decision 180)', () => {
  const warning = 'We could not read this account cleanly; check it against your report.';
  const flagged = report({ accounts: [{ ...card, readingWarning: warning, readingChecks: ['creditor_holds_label'] }, chargeOff] });
  const [flaggedKey] = accountKeys(flagged.accounts);

  it('carries the warning to the account it concerns until the person corrects it or marks it accurate', () => {
    expect(applyCorrections(flagged, []).accounts.map((a) => a.reading_warning)).toEqual([warning, undefined]);
    const corrected = applyCorrections(flagged, [stored({ accountKey: flaggedKey!, kind: 'field', field: 'balance', value: 10 })]);
    expect(corrected.accounts[0]!.reading_warning).toBeUndefined();
    const confirmed = applyCorrections(flagged, [stored({ accountKey: flaggedKey!, kind: 'accurate' })]);
    expect(confirmed.accounts[0]!.reading_warning).toBeUndefined();
  });
});
