import { z } from 'zod';

/** A US mailing address as letters print it; `state` is the 2-letter USPS code (postalAddressSchema normalizes it). */
export interface PostalAddress {
  street: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The 50 states, DC, the territories, the freely associated states USPS serves and the Armed Forces codes (APO/FPO).
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
} as const;
export type UsState = keyof typeof US_STATES;

export const ADDRESS_LIMITS = { street: 100, city: 60 } as const;

export const ADDRESS_MESSAGES = {
  street: 'Enter your street address, like 123 Main St or PO Box 45.',
  streetLong: `Use at most ${ADDRESS_LIMITS.street} characters for a street line.`,
  city: 'Enter the city.',
  cityLong: `Use at most ${ADDRESS_LIMITS.city} characters for the city.`,
  state: 'Choose a US state, DC or territory.',
  zip: 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.',
} as const;

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code as UsState]));

/** The 2-letter code for a code or a full name ("ca", "California", "District of Columbia"), or null. */
export function stateCode(value: string): UsState | null {
  const text = value.trim().replace(/\s+/g, ' ');
  const upper = text.toUpperCase();
  if (Object.hasOwn(US_STATES, upper)) return upper as UsState;
  return STATE_BY_NAME.get(text.toLowerCase()) ?? null;
}

/** "12345", "12345-6789" or "123456789" → "12345" / "12345-6789"; null when it is not a ZIP or ZIP+4. */
export function normalizeZip(value: string): string | null {
  const m = /^(\d{5})(?:[- ]?(\d{4}))?$/.exec(value.trim());
  if (!m || m[1] === '00000' || m[2] === '0000') return null;
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
}

const line = (required: string, long: string, max: number) =>
  z
    .string({ message: required })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, long));

/** Validates and normalizes a PostalAddress (state to its code, ZIP to 12345 or 12345-6789). */
export const postalAddressSchema: z.ZodType<PostalAddress, unknown> = z.strictObject({
  street: line(ADDRESS_MESSAGES.street, ADDRESS_MESSAGES.streetLong, ADDRESS_LIMITS.street),
  street2: z
    .string({ message: ADDRESS_MESSAGES.streetLong })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(ADDRESS_LIMITS.street, ADDRESS_MESSAGES.streetLong))
    .optional()
    .transform((s) => (s ? s : undefined)),
  city: line(ADDRESS_MESSAGES.city, ADDRESS_MESSAGES.cityLong, ADDRESS_LIMITS.city),
  state: z.string({ message: ADDRESS_MESSAGES.state }).transform((s, ctx) => {
    const code = stateCode(s);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.state });
      return z.NEVER;
    }
    return code;
  }),
  zip: z.string({ message: ADDRESS_MESSAGES.zip }).transform((s, ctx) => {
    const zip = normalizeZip(s);
    if (!zip) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.zip });
      return z.NEVER;
    }
    return zip;
  }),
});
