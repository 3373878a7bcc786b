import { describe, expect, it } from 'vitest';
import type { Finding } from '../model';
import { citedLaws, LAW_IDS, LAWS, lawOf, provisionOf } from './laws';

const finding = (lawBasis: string[]): Finding => ({
  code: 'obsolete_item',
  bureau: 'experian',
  creditor: 'X',
  accountNumber: null,
  lawBasis,
  evidence: '',
  explanation: '',
});

describe('law library', () => {
  it('holds the spec’s law summaries', () => {
    expect(LAWS['FCRA 611'].summary).toContain('30 days');
    expect(LAWS['FCRA 605'].summary).toContain('7 years');
    expect(LAWS['FCRA 605'].summary).toContain('10 years');
    expect(LAWS['FACT Act'].summary).toContain('every 12 months');
  });

  it('maps each citation the rules use to its section', () => {
    expect(lawOf('FCRA 605(a)')).toBe('FCRA 605');
    expect(lawOf('FCRA 605(c)')).toBe('FCRA 605');
    expect(lawOf('FCRA 605B')).toBe('FCRA 605B');
    expect(lawOf('FCRA 623(a)(5)')).toBe('FCRA 623');
    expect(lawOf('FCRA 604(a)(3)')).toBe('FCRA 604');
    expect(lawOf('FDCPA 809')).toBe('FDCPA 809');
    expect(lawOf('FDCPA 807(8)')).toBe('FDCPA');
    expect(lawOf('FCRA 999')).toBeNull();
  });

  it('lists each cited law once, in library order', () => {
    const cited = citedLaws([finding(['FCRA 623(a)(2)', 'FCRA 611']), finding(['FCRA 611', 'FCRA 623(a)(1)', 'FDCPA 809'])]);
    expect(cited.map((c) => c.law.id)).toEqual(['FCRA 611', 'FCRA 623', 'FDCPA 809']);
    expect(cited[0]!.findings).toHaveLength(2);
  });

  it('holds the provisions letters cite, each under the law it belongs to', () => {
    for (const id of LAW_IDS) {
      expect(LAWS[id].provisions.length).toBeGreaterThan(0);
      for (const provision of LAWS[id].provisions) expect(lawOf(provision.cite)).toBe(id);
    }
    expect(provisionOf('FCRA 611(a)(7)')?.law.id).toBe('FCRA 611');
    expect(provisionOf('12 CFR 1022.43')?.law.id).toBe('FCRA 623');
    expect(provisionOf('FCRA 623(a)(8)')?.provision.summary).toContain('directly');
    expect(provisionOf('FCRA 611(a)(9)')).toBeNull();
  });

  it('says what each section is: 609 is a disclosure, 605B a block, 809 validation', () => {
    expect(LAWS['FCRA 609'].summary).toMatch(/see all the information/);
    expect(LAWS['FCRA 609'].summary).not.toMatch(/contract|original/i);
    expect(LAWS['FCRA 605B'].summary).toMatch(/block/);
    expect(LAWS['FDCPA 809'].summary).toMatch(/verifies/);
    expect(LAWS['FCRA 623'].summary).toMatch(/directly/);
    expect(LAWS['FCRA 611'].name).toContain('1681i');
    expect(LAWS['FCRA 609'].name).toContain('1681g');
    expect(LAWS['FCRA 623'].name).toContain('1681s-2');
    expect(LAWS['FCRA 605B'].name).toContain('1681c-2');
    expect(LAWS['FDCPA 809'].name).toContain('1692g');
  });
});
