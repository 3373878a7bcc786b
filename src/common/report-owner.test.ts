import { describe, expect, it } from 'vitest';
import { checkOwner, isPersonsCompleted, namesMatch, nameWords } from './report-owner';

describe('whose report it is (decision 189)', () => {
  it.each([
    ['JANE Q SAMPLE', 'Jane Sample'],
    ['JANE Q SAMPLE', 'jane quinn sample'],
    ['SAMPLE, JANE Q', 'Jane Q. Sample'],
    ['JANE Q SAMPLE JR', 'Jane Sample'],
    ['JANE SAMPLE-DOE', 'Jane Sample'],
    ['O’NEIL, PAT', "Pat O'Neil"],
  ])('%s is %s', (a, b) => expect(namesMatch(a, b)).toBe(true));

  it.each([
    ['JANE Q SAMPLE', 'John Sample'],
    ['JANE Q SAMPLE', 'Jane Doe'],
    ['JANE Q SAMPLE', 'Q Z'],
  ])('%s is not %s', (a, b) => expect(namesMatch(a, b)).toBe(false));

  it('reads "LAST, FIRST" and drops suffixes', () => {
    expect(nameWords('Sample, Jane Q')).toEqual(['JANE', 'Q', 'SAMPLE']);
    expect(nameWords('JANE SAMPLE, JR.')).toEqual(['JANE', 'SAMPLE']);
  });

  it('checks a report against every name known to be the person’s', () => {
    expect(checkOwner('JANE Q SAMPLE', ['Jane Sample'])).toBe('own');
    expect(checkOwner('JANE Q DOE', ['Jane Sample'])).toBe('other_person');
    // a name confirmed on an earlier report (a name change)
    expect(checkOwner('JANE Q DOE', ['Jane Sample', 'JANE Q DOE'])).toBe('own');
    // no readable name: the person's, said so on the screen
    expect(checkOwner(null, ['Jane Sample'])).toBe('no_name');
    expect(checkOwner('  ', ['Jane Sample'])).toBe('no_name');
    // nothing to compare with: nothing to flag
    expect(checkOwner('JANE Q DOE', [])).toBe('own');
  });

  it('leaves another person’s report out of the selection every figure uses', () => {
    expect(isPersonsCompleted({ analysis_status: 'completed', metadata: {} })).toBe(true);
    expect(isPersonsCompleted({ analysis_status: 'completed', metadata: { owner: { check: 'confirmed', name_on_report: 'A B' } } })).toBe(true);
    expect(isPersonsCompleted({ analysis_status: 'completed', metadata: { owner: { check: 'other_person', name_on_report: 'A B' } } })).toBe(false);
    expect(isPersonsCompleted({ analysis_status: 'failed', metadata: {} })).toBe(false);
  });
});
