import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, normalizeZip, postalAddressSchema, stateCode } from './postal-address';

const messages = (value: unknown) => {
  const result = postalAddressSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('US mailing address', () => {
  it('normalizes a valid address: trimmed lines, state code, ZIP+4', () => {
    const parsed = postalAddressSchema.parse({ street: '  12  Elm St ', street2: '', city: 'Washington', state: 'district of columbia', zip: '200011234' });
    expect(parsed).toEqual({ street: '12 Elm St', city: 'Washington', state: 'DC', zip: '20001-1234' });
  });

  it('takes the territories and military codes', () => {
    for (const state of ['PR', 'gu', 'VI', 'AS', 'MP', 'AE', 'Puerto Rico']) expect(stateCode(state)).not.toBeNull();
    expect(postalAddressSchema.parse({ street: 'Calle 1', city: 'San Juan', state: 'pr', zip: '00901' }).state).toBe('PR');
  });

  it('refuses what is not a US address, with a plain message per field', () => {
    expect(messages({ street: ' ', city: '', state: 'ZZ', zip: '1234' })).toEqual([
      `street: ${ADDRESS_MESSAGES.street}`,
      `city: ${ADDRESS_MESSAGES.city}`,
      `state: ${ADDRESS_MESSAGES.state}`,
      `zip: ${ADDRESS_MESSAGES.zip}`,
    ]);
    expect(messages({ street: 'x'.repeat(101), city: 'A', state: 'TX', zip: '75013' })).toEqual([`street: ${ADDRESS_MESSAGES.streetLong}`]);
    expect(messages({ street: '1 A St', city: 'A', state: 'Ontario', zip: 'K1A 0B1' })).toHaveLength(2);
    expect(messages({ street: '1 A St', city: 'A', state: 'TX', zip: '75013', country: 'US' })).toHaveLength(1);
    expect(messages({})).toHaveLength(4);
  });

  it('reads ZIP and ZIP+4 only', () => {
    expect(normalizeZip('75013')).toBe('75013');
    expect(normalizeZip('75013-1234')).toBe('75013-1234');
    expect(normalizeZip('00000')).toBeNull();
    expect(normalizeZip('7501')).toBeNull();
    expect(normalizeZip('75013-12')).toBeNull();
  });
});
