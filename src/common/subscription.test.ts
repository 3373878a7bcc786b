import { describe, expect, it } from 'vitest';
import { cancellationSentence, contractSections, noticeOfCancellation, type ContractTerms } from './croa';
import { stateDisclosure } from './state-credit-services';
import { couponDiscount, normalizeCoupon, planFor, SUBSCRIPTION_TEXT, YEARLY_SAVINGS_CENTS } from './subscription';

describe('plans and coupons (spec 000 §9)', () => {
  it('prices, savings and the button label for each coupon', () => {
    expect(YEARLY_SAVINGS_CENTS).toBe(3989);
    const label = (type: 'monthly' | 'yearly', code: string | null) => {
      const discount = couponDiscount(code);
      return discount === 100 ? SUBSCRIPTION_TEXT.startFreeTrial : SUBSCRIPTION_TEXT.subscribeNow(planFor(type, discount));
    };
    expect(label('monthly', null)).toBe('Subscribe Now - $19.99/month');
    expect(label('yearly', null)).toBe('Subscribe Now - $199.99/year');
    expect(label('monthly', 'WELCOME25')).toBe('Subscribe Now - $14.99/month');
    expect(label('yearly', 'welcome25')).toBe('Subscribe Now - $149.99/year');
    expect(label('yearly', 'Free-Trial')).toBe('Start Free Trial');
    expect(label('monthly', 'welcome50')).toBe('Subscribe Now - $19.99/month');
  });

  it('coupon codes are case-insensitive and anything else is 0', () => {
    expect(couponDiscount(' FREE-TRIAL ')).toBe(100);
    expect(couponDiscount('')).toBe(0);
    expect(couponDiscount('free trial')).toBe(0);
    expect(normalizeCoupon('WeLcOmE25')).toBe('welcome25');
    expect(normalizeCoupon('nope')).toBeNull();
  });
});

describe('the contract (15 U.S.C. 1679d) and the notice (1679e)', () => {
  const business = { name: 'Acme Credit', address: '1 Main St, Dover, DE 19901', email: 'help@acme.test' };
  const croa = { cancellationBusinessDays: 3, stateDisclosure: null } satisfies Partial<ContractTerms>;

  it('names the business, the total, the estimated period and no guarantee', () => {
    const text = contractSections({ planType: 'monthly', discount: 0, signedOn: '2026-11-24T12:00:00Z', cancelByDate: 'November 30, 2026', business, ...croa })
      .flatMap((s) => [s.title, ...s.paragraphs])
      .join('\n');
    expect(text).toContain('1 Main St, Dover, DE 19901');
    expect(text).toContain('Total of all payments');
    expect(text).toContain('$119.94');
    expect(text).toContain('Estimated period of performance');
    expect(text).toContain('Guarantees of performance: none.');
    expect(text).toMatch(/never in advance/);
  });

  it('the free month totals $0.00', () => {
    const text = contractSections({ planType: 'yearly', discount: 100, signedOn: '2026-11-24T12:00:00Z', cancelByDate: 'x', business, ...croa })
      .flatMap((s) => s.paragraphs)
      .join('\n');
    expect(text).toContain('Total of all payments under this contract: $0.00.');
  });

  it('fills the notice with the name, address and last day', () => {
    const notice = noticeOfCancellation(business, 'November 30, 2026', 3);
    expect(notice.paragraphs[0]).toBe(
      'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd day which begins after the date the contract is signed by you.',
    );
    expect(notice.paragraphs[1]).toBe(
      'To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice to Acme Credit at 1 Main St, Dover, DE 19901 before midnight on November 30, 2026.',
    );
  });

  it('a California person’s contract states 5 business days everywhere and carries the state’s text (decision 166)', () => {
    const terms: ContractTerms = {
      planType: 'monthly',
      discount: 0,
      signedOn: '2026-11-24T12:00:00Z',
      cancelByDate: 'December 2, 2026',
      business,
      cancellationBusinessDays: 5,
      stateDisclosure: stateDisclosure('CA'),
    };
    const sections = contractSections(terms);
    const text = sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');
    expect(text).not.toMatch(/\b3 business days/);
    expect(text.match(/5 business days/g)?.length).toBeGreaterThanOrEqual(4);
    expect(sections.at(-1)?.title).toBe('California law');
    expect(text).toContain('Credit Services Act of 1984');
    expect(cancellationSentence(5)).toContain('before midnight of the 5th business day after the date on which you signed');
    expect(noticeOfCancellation(business, 'December 2, 2026', 5).paragraphs[0]).toContain('before midnight of the 5th business day which begins after');
    expect(cancellationSentence(3)).toBe(
      'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.',
    );
  });
});
