import { describe, expect, it } from 'vitest';
import type { AnalysisRawData } from '../../../common/analysis';
import { buildContext } from './context';
import { chatSystemPrompt } from './prompts';
import { maskAccountNumber, redactText } from './redact';
import { analysisRow, PERSON } from './test-data';

const person = { name: PERSON.name, addresses: [PERSON.address] };

describe('redactText', () => {
  it('removes SSNs, full account numbers, dates of birth, addresses and the name', () => {
    const text = `Account 4123456789012345 of ${PERSON.name} (SMITH, JOHN), SSN ${PERSON.ssn}, DOB 04/12/1980, lives at ${PERSON.address}; mail to 77 N Oak Street Suite 4, PO Box 991, Austin, TX 78701`;
    const out = redactText(text, person);
    expect(out).not.toMatch(/4123456789012345|123-45-6789|04\/12\/1980|MAPLE|JANE|Oak Street|Box 991|78701/);
    expect(out).toContain('XXXXXXXXXXXX2345');
    expect(out).toContain('[SSN removed]');
    expect(out).toContain('[date of birth removed]');
    expect(out).toContain('[address removed]');
    expect(out).toContain('[name removed]');
  });

  it('removes the name printed last-name-first and in any case', () => {
    expect(redactText('Consumer: SAMPLE, JANE Q and jane q sample', person)).toBe('Consumer: [name removed] and [name removed]');
  });

  it('leaves what the assistant needs: creditors, masked numbers, amounts and report dates', () => {
    const text = 'MIDLAND CREDIT MANAGEMENT XXXX9876 balance $1,200, first delinquency November 2020';
    expect(redactText(text, person)).toBe(text);
  });

  it('masks account numbers to their last four digits', () => {
    expect(maskAccountNumber('517805XXXXXX1234')).toBe('····1234');
    expect(maskAccountNumber('4123 4567 8901 2345')).toBe('····2345');
    expect(maskAccountNumber('XXXX')).toBeNull();
    expect(maskAccountNumber(null)).toBeNull();
  });
});

describe('the context a provider gets', () => {
  it('carries no full account number, SSN, date of birth, address or name, even when the report evidence does', () => {
    const row = analysisRow();
    const raw = row.rawData as AnalysisRawData;
    raw.findings[0]!.evidence += `\n${PERSON.name} SSN ${PERSON.ssn} DOB 04/12/1980 ${PERSON.address} card 4123456789011111`;
    raw.negative_items[0]!.description += ` Mailed to ${PERSON.address}.`;
    const prompt = chatSystemPrompt(buildContext(row));
    for (const secret of [PERSON.ssn, '4123456789011111', '04/12/1980', 'MAPLE', PERSON.name, 'SPRINGFIELD']) expect(prompt).not.toContain(secret);
    // Still grounded: creditors, masked numbers and the finding's own evidence are there.
    expect(prompt).toContain('PORTFOLIO RECOVERY');
    expect(prompt).toContain('····1111');
    expect(prompt).toContain('The date of first delinquency reads January 2016.');
  });

  it('never carries the consumer block or full account numbers of the report', () => {
    const row = analysisRow();
    const raw = row.rawData as AnalysisRawData;
    raw.report.accounts[0]!.accountNumber = '4111111111110001';
    const context = buildContext(row);
    expect(context.accounts[0]!.accountNumber).toBe('····0001');
    expect(JSON.stringify(context)).not.toMatch(/4111111111110001|consumer|addresses/);
  });
});
