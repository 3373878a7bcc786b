import { describe, expect, it } from 'vitest';
import { factorDisplay, unavailableFactors } from './factor-display';

describe('factorDisplay (decision 080: one number, one scale)', () => {
  it('rounds once to a whole number and bands the rounded number', () => {
    expect(factorDisplay(75.6)).toEqual({ value: 76, band: 'Good', tone: 'good', text: '76/100' });
    // 79.5 shows as 80, so its band must be the band of 80, not of 79.5.
    expect(factorDisplay(79.5)).toMatchObject({ value: 80, band: 'Excellent' });
    expect(factorDisplay(64.4)).toMatchObject({ value: 64, band: 'Fair', tone: 'fair' });
    expect(factorDisplay(24.5)).toMatchObject({ value: 25, band: 'Poor', tone: 'poor' });
    expect(factorDisplay(3)).toMatchObject({ band: 'Very Poor', tone: 'poor' });
  });

  it('keeps the number on the 0–100 scale', () => {
    expect(factorDisplay(104).value).toBe(100);
    expect(factorDisplay(-2).value).toBe(0);
  });

  it('rates 85 the same on every screen (the issue: "Good" on the dashboard, "Excellent" in the details)', () => {
    expect(factorDisplay(85).band).toBe('Excellent');
  });
});

describe('unavailableFactors', () => {
  it('lists only the factors without a figure, and none already shown', () => {
    expect(
      unavailableFactors({ paymentHistoryScore: null, amountsOwedScore: null, creditAgeScore: 50 }, [{ name: 'Credit Utilization' }]).map((f) => f.name),
    ).toEqual(['Payment History']);
    expect(unavailableFactors(null, [])).toEqual([]);
  });
});

describe('unavailableFactors: the reason', () => {
  it("gives the engine's own reason (the bureau column of a 3-in-1 report) when raw_data carries one", () => {
    const reason = 'Not rated: the TransUnion column of this 3-in-1 report prints no month-by-month payment history for its 4 accounts.';
    const [payment] = unavailableFactors({ paymentHistoryScore: null, payment_history_unrated_reason: reason }, []);
    expect(payment).toEqual({ name: 'Payment History', weight: 35, reason });
  });

  it('falls back to the general reason for rows stored before the engine gave one', () => {
    const [payment] = unavailableFactors({ paymentHistoryScore: null }, []);
    expect(payment?.reason).toMatch(/^Not rated: no month-by-month payment history could be read from this report/);
  });
});
