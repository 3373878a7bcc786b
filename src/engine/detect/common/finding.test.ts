import { describe, expect, it } from 'vitest';
import { dedupeFindings } from './finding';
import type { Finding } from '../../model';

describe('dedupeFindings', () => {
  const f = (fields: Partial<Finding>): Finding => ({
    code: 'missing_dofd',
    bureau: 'experian',
    creditor: 'ACME RECOVERY',
    accountNumber: 'XXXX1234',
    lawBasis: [],
    evidence: 'x',
    explanation: 'y',
    ...fields,
  });
  it('keeps one finding per code, bureau and entry', () => {
    const out = dedupeFindings([
      f({}),
      f({ creditor: 'Acme Recovery, Inc.' }),
      f({ bureau: 'equifax' }),
      f({ code: 'obsolete_item' }),
      f({ accountNumber: 'XXXX9999' }),
    ]);
    expect(out).toHaveLength(4);
  });
});
