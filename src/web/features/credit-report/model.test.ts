import { describe, expect, it } from 'vitest';
import { fileNameOf, maskAccountNumber, parseTab, pollInterval } from './model';
import { row } from './test-support';
import { parseCorrection } from './ScoreCorrection';

describe('parseTab', () => {
  it.each([
    ['scores', 'scores'],
    ['upload', 'upload'],
    ['history', 'history'],
    ['details', 'details'],
    [null, 'scores'],
    ['', 'scores'],
    ['Upload', 'scores'],
    ['chat', 'scores'],
  ])('%s → %s', (value, tab) => {
    expect(parseTab(value)).toBe(tab);
  });
});

describe('maskAccountNumber', () => {
  it('keeps only the last four digits present', () => {
    expect(maskAccountNumber('517805XXXXXX')).toBe('••7805XXXXXX');
    expect(maskAccountNumber('XXXX1234')).toBe('XXXX1234');
    expect(maskAccountNumber('1234567890')).toBe('••••••7890');
    expect(maskAccountNumber('****1234')).toBe('****1234');
    expect(maskAccountNumber('12')).toBe('12');
  });
});

describe('parseCorrection', () => {
  it.each([
    ['300', 300],
    ['850', 850],
    [' 712 ', 712],
    ['299', null],
    ['851', null],
    ['7a0', null],
    ['712.5', null],
    ['', null],
    ['-700', null],
    ['0700', null],
  ])('%j → %j', (text, score) => {
    expect(parseCorrection(text)).toBe(score);
  });
});

describe('fileNameOf', () => {
  it('uses the original name, else a generic one', () => {
    expect(fileNameOf({ metadata: { original_name: 'experian.pdf' } })).toBe('experian.pdf');
    expect(fileNameOf({ metadata: { original_name: null } })).toBe('Credit report file');
    expect(fileNameOf({ metadata: {} })).toBe('Credit report file');
  });
});

describe('pollInterval', () => {
  it('polls every 3 s while any analysis is pending or processing, and stops when all are finished', () => {
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval([row(), row({ analysis_status: 'failed' })])).toBe(false);
    expect(pollInterval([row(), row({ analysis_status: 'pending' })])).toBe(3000);
    expect(pollInterval([row({ analysis_status: 'processing' })])).toBe(3000);
  });
});
