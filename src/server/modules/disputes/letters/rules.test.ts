import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../../../../engine/model';
import { provisionOf } from '../../../../engine/plan/laws';
import { REASON_LABELS } from '../../../../common/disputes/reasons';
import { BASE_CITE, groundCites, lawsFor, letterKindsFor, reasonsFor } from './rules';
import { PERSON_REASONS } from '../../../../common/disputes/reasons';

describe('letter rules', () => {
  it('offers reasons that fit each finding, and every reason for an item without one', () => {
    for (const code of FINDING_CODES) {
      expect(reasonsFor(code)).toContain('other');
      for (const reason of reasonsFor(code)) expect(REASON_LABELS[reason]).toBeTruthy();
    }
    expect(reasonsFor('inquiry_without_account')).toEqual(['not_mine', 'identity_theft', 'other']);
    expect(reasonsFor()).toEqual([...PERSON_REASONS]);
  });

  it('sends to the furnisher only what Reg V lets it investigate, and prefers it for balances', () => {
    expect(letterKindsFor({ findingCode: 'inquiry_without_account' })).toEqual(['bureau_dispute']);
    expect(letterKindsFor({ findingCode: 'obsolete_item' })).toEqual(['bureau_dispute']);
    expect(letterKindsFor({ reason: 'identity_theft' })).toEqual(['bureau_dispute']);
    expect(letterKindsFor({ findingCode: 'balance_after_transfer' })[0]).toBe('furnisher_dispute');
    expect(letterKindsFor({ reason: 'wrong_balance' })[0]).toBe('furnisher_dispute');
    expect(letterKindsFor({})).toEqual(['bureau_dispute', 'furnisher_dispute']);
  });

  it('cites only library provisions', () => {
    for (const ground of [...FINDING_CODES, ...PERSON_REASONS]) {
      for (const kind of ['bureau_dispute', 'furnisher_dispute'] as const) {
        for (const cite of [BASE_CITE[kind], ...groundCites(ground, kind)]) expect(provisionOf(cite), cite).not.toBeNull();
      }
    }
  });

  it('lists the laws of a ground for the Consumer Laws tab', () => {
    expect(lawsFor({ findingCode: 'obsolete_item' })).toEqual(['FCRA 611', 'FCRA 605']);
    expect(lawsFor({ findingCode: 'paid_collection_balance' })).toEqual(['FCRA 611', 'FCRA 623']);
    expect(lawsFor({ reason: 'identity_theft' })).toEqual(['FCRA 611', 'FCRA 605B']);
    expect(lawsFor({ findingCode: 'inquiry_without_account' })).toEqual(['FCRA 611', 'FCRA 604']);
  });
});
