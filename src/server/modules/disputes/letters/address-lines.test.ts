import { describe, expect, it } from 'vitest';
import { postalAddressSchema } from '../../../../common/postal-address';
import { addressLines } from './address-lines';
import { BUREAU_DISPUTE_ADDRESSES } from './bureau-addresses';

describe('the address as printed', () => {
  it('is the street lines, then "CITY, ST ZIP"', () => {
    const parsed = postalAddressSchema.parse({ street: '  12  Elm St ', street2: '', city: 'Washington', state: 'district of columbia', zip: '200011234' });
    expect(addressLines(parsed)).toEqual(['12 Elm St', 'Washington, DC 20001-1234']);
    expect(addressLines({ street: '1 A St', street2: 'Apt 2', city: 'Dallas', state: 'TX', zip: '75201' })).toEqual(['1 A St', 'Apt 2', 'Dallas, TX 75201']);
  });
});

describe('bureau dispute addresses', () => {
  it('are the bureaus’ dispute boxes, each a valid address with a source and a checked date', () => {
    expect(BUREAU_DISPUTE_ADDRESSES.experian.lines).toEqual(['P.O. Box 4500', 'Allen, TX 75013']);
    expect(BUREAU_DISPUTE_ADDRESSES.transunion).toMatchObject({ name: 'TransUnion Consumer Solutions', lines: ['P.O. Box 2000', 'Chester, PA 19016'] });
    expect(BUREAU_DISPUTE_ADDRESSES.equifax.name).toBe('Equifax Information Services LLC');
    for (const address of Object.values(BUREAU_DISPUTE_ADDRESSES)) {
      const [street, last] = address.lines;
      const m = /^(.+), ([A-Z]{2}) (\S+)$/.exec(last!)!;
      expect(postalAddressSchema.safeParse({ street, city: m[1], state: m[2], zip: m[3] }).success).toBe(true);
      expect(address.source).toMatch(/^https:\/\//);
      expect(address.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
