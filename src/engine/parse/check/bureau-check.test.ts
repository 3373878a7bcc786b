import { describe, expect, it } from 'vitest';
import { bureauMentions } from '../common/bureau-names';
import { checkBureau } from './bureau-check';

describe('the bureau of a single-bureau reading against the text', () => {
  it('counts each bureau named, spaced or not', () => {
    expect(bureauMentions('TransUnion · Trans Union · EXPERIAN · equifax equifax')).toEqual({ transunion: 2, experian: 1, equifax: 2 });
  });

  it('fails a reading at a bureau the text never names while it names another', () => {
    expect(checkBureau('Your TransUnion credit report · VantageScore 3.0 · TransUnion', 'experian')).toBe('bureau_not_printed');
    expect(checkBureau('Your TransUnion credit report', 'transunion')).toBeNull();
  });

  it('cannot judge a text that names no bureau', () => {
    expect(checkBureau('Credit report · Accounts · Inquiries', 'equifax')).toBeNull();
  });

  it('fails a one-bureau reading of a text naming another bureau as often (a 3-bureau print)', () => {
    const rows = 'Bureau Account # Type\nTransUnion 4611 Collection\nExperian 4611 Collection\nEquifax 8442 Collection\n'.repeat(4);
    expect(checkBureau(rows, 'transunion')).toBe('several_bureaus_printed');
  });

  it("passes a bureau's own report that names the others in passing", () => {
    const text = `${'Experian credit report page\n'.repeat(5)}You may also ask Equifax or TransUnion for your report.\nEXPERIAN CONSUMER ASSISTANCE`;
    expect(checkBureau(text, 'experian')).toBeNull();
    // a report naming itself once and another bureau once (an inquirer's name) is not a 3-bureau print
    expect(checkBureau('TransUnion report\nInquiries: EQUIFAX MORTGAGE SERVICES 01/02/2025', 'transunion')).toBeNull();
  });
});
