import { describe, expect, it } from 'vitest';
import { CROA_ONLY, STATE_CREDIT_SERVICES_ACTS, stateAct, stateRefusal } from './state-credit-services';

describe('state credit-services acts', () => {
  it('every row names its source and date, and is marked for counsel until reviewed', () => {
    for (const [state, row] of Object.entries(STATE_CREDIT_SERVICES_ACTS)) {
      expect(row.source, state).toMatch(/\S{10,}/);
      expect(row.checkedOn, state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.cancellationBusinessDays, state).toBeGreaterThanOrEqual(3);
      expect(typeof row.counselReview).toBe('boolean');
    }
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
