/**
 * The time zone the CROA period is counted in, from the state of the person's mailing address
 * (docs/decisions/160-services-after-the-cancellation-period.md). Where a state spans zones, the westernmost is
 * taken: its midnight comes last, so the person never loses time to cancel. Codes without a row (Armed Forces,
 * freely associated states) fall back to the favourable pair of clocks in billing/business-days.ts.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Adak',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/Chicago',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Los_Angeles',
  IL: 'America/Chicago',
  IN: 'America/Chicago',
  IA: 'America/Chicago',
  KS: 'America/Denver',
  KY: 'America/Chicago',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Denver',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Denver',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Denver',
  TN: 'America/Chicago',
  TX: 'America/Denver',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
};

export function timeZoneOfState(state: string | null | undefined): string | null {
  return (state && STATE_TIME_ZONES[state.toUpperCase()]) || null;
}

/** "Hawaii time" style name of a zone, for the deadline sentence. */
export function zoneName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
