import { describe, expect, it } from 'vitest';
import { BUREAUS } from '../../../common/analysis';
import type { LetterRow } from '../disputes/dto';
import { parseLastLine, recipientAddress } from './recipient';

describe('the recipient of a mailed letter', () => {
  it('reads every bureau dispute address into city, state and ZIP', () => {
    for (const bureau of BUREAUS) {
      const to = recipientAddress({ kind: 'bureau_dispute', bureau, furnisher: null } as LetterRow);
      expect(to.line1).toMatch(/^P\.O\. Box \d+$/);
      expect(to.state).toMatch(/^[A-Z]{2}$/);
      expect(to.zip).toMatch(/^\d{5}(-\d{4})?$/);
    }
    expect(parseLastLine('Atlanta, GA 30374-0256')).toEqual({ city: 'Atlanta', state: 'GA', zip: '30374-0256' });
    expect(parseLastLine('nowhere')).toBeNull();
  });

  it('sends a furnisher letter to the furnisher the person entered', () => {
    const to = recipientAddress({
      kind: 'furnisher_dispute',
      bureau: null,
      furnisher: { name: 'ACME BANK', address: { street: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' } },
    } as LetterRow);
    expect(to).toEqual({ name: 'ACME BANK', line1: '1 Main St', line2: undefined, city: 'Dover', state: 'DE', zip: '19901' });
  });
});
