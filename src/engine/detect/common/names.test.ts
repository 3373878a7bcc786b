import { describe, expect, it } from 'vitest';
import { lastFourDigits, maybeSameCreditor, normalizeCreditor, sameCreditor } from './names';

describe('creditor names', () => {
  it('drops case, punctuation and corporate suffixes', () => {
    expect(normalizeCreditor('Capital One Bank (USA), N.A.')).toBe('CAPITAL ONE');
    expect(normalizeCreditor('SYNCB/AMAZON')).toBe('SYNCB AMAZON');
    expect(normalizeCreditor('Ally Financial Inc.')).toBe('ALLY');
    expect(normalizeCreditor('BANK')).toBe('BANK');
    expect(normalizeCreditor('US BANK CARD SERVICES')).toBe('US BANK CARD SERVICES');
    expect(normalizeCreditor('Bank of America, N.A.')).toBe('BANK OF AMERICA');
    expect(normalizeCreditor('The Home Depot Card')).toBe('HOME DEPOT');
  });
  it('matches the same company printed differently', () => {
    expect(sameCreditor('CAPITAL ONE BANK USA NA', 'Capital One')).toBe(true);
    expect(sameCreditor('TOYOTA MOTOR CREDIT', 'TOYOTA MOTOR CREDIT CORP')).toBe(true);
    expect(sameCreditor('NORTHBRI DGE BANK', 'Northbridge')).toBe(true);
  });
  it('matches leading words only loosely', () => {
    expect(sameCreditor('DISCOVER', 'DISCOVER PERSONAL LOANS')).toBe(false);
    expect(sameCreditor('ROWANBERRY LENDING', 'ROWANBERRY LENDING 7')).toBe(false);
    expect(maybeSameCreditor('DISCOVER', 'DISCOVER PERSONAL LOANS')).toBe(true);
    expect(maybeSameCreditor('DISCOVER', 'DISCOVERY CREDIT UNION')).toBe(false);
    expect(maybeSameCreditor('US BANK', 'US BANK CARD SERVICES')).toBe(true);
  });
  it('keeps different companies apart', () => {
    expect(sameCreditor('DISCOVER', 'DISCOVERY CREDIT UNION')).toBe(false);
    expect(sameCreditor('CHASE', 'CHASEWOOD LLC')).toBe(false);
    expect(sameCreditor('US BANK', 'US CELLULAR')).toBe(false);
    expect(sameCreditor(null, 'CHASE')).toBe(false);
  });
  it('takes the last 4 digits printed', () => {
    expect(lastFourDigits('XXXX1234')).toBe('1234');
    expect(lastFourDigits('517805XXXXXX')).toBe('7805');
    expect(lastFourDigits('XXXX')).toBeNull();
  });
});
