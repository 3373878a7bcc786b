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
    expect(unavailableFactors({ paymentHistoryScore: null, amountsOwedScore: null, creditAgeScore: 50 }, [{ name: 'Credit Utilization' }]).map((f) => f.name)).toEqual([
      'Payment History',
    ]);
    expect(unavailableFactors(null, [])).toEqual([]);
  });
});
