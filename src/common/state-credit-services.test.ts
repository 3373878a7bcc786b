import { describe, expect, it } from 'vitest';
import { cancellationBusinessDays, CROA_ONLY, ordinalDay, STATE_CREDIT_SERVICES_ACTS, stateAct, stateDisclosure, stateRefusal } from './state-credit-services';

describe('state credit-services acts', () => {
  it('every row names its source and date, and is marked for counsel until reviewed', () => {
    for (const [state, row] of Object.entries(STATE_CREDIT_SERVICES_ACTS)) {
      expect(row.source, state).toMatch(/\S{10,}/);
      expect(row.checkedOn, state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.cancellationBusinessDays, state).toBeGreaterThanOrEqual(3);
      expect(typeof row.counselReview).toBe('boolean');
      if (row.disclosureBeforeContract) expect(row.disclosure?.length ?? 0, state).toBeGreaterThan(100);
    }
    // Nothing is reviewed by counsel yet: every row stays marked (decision 164).
    expect(Object.values(STATE_CREDIT_SERVICES_ACTS).every((row) => row.counselReview)).toBe(true);
  });

  it('the longest applicable period: California 5 business days, Texas and others CROA’s 3 (decision 166)', () => {
    expect(cancellationBusinessDays('CA')).toBe(5);
    expect(cancellationBusinessDays('ca')).toBe(5);
    expect(cancellationBusinessDays('TX')).toBe(3);
    expect(cancellationBusinessDays('IL')).toBe(3);
    expect(cancellationBusinessDays(null)).toBe(3);
    expect(stateDisclosure('CA')).toMatchObject({ title: 'California law', beforeContract: true });
    expect(stateDisclosure('TX')?.title).toBe('Texas law');
    expect(stateDisclosure('IL')).toBeNull();
    expect(stateDisclosure(null)).toBeNull();
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22].map(ordinalDay)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('California adds registration and a longer period; a state without a row is CROA alone', () => {
    expect(stateAct('ca')).toMatchObject({ cancellationBusinessDays: 5, registrationRequired: true });
    expect(stateAct('IL')).toBe(CROA_ONLY);
  });

  it('a registered-states list decides alone; without one, states that require registration are refused', () => {
    expect(stateRefusal('TX', ['TX'], 'Texas')).toBeNull();
    expect(stateRefusal('IL', ['TX'], 'Illinois')).toMatch(/^Plans are not offered in Illinois: .*registered in \(TX\)/);
    expect(stateRefusal('CA', null, 'California')).toMatch(/^Plans are not offered in California: the law there asks/);
    expect(stateRefusal('IL', null, 'Illinois')).toBeNull();
    expect(stateRefusal(null, ['TX'], '')).toBeNull();
  });
});
