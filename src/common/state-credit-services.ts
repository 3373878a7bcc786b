/**
 * State credit-services acts (issue 23; docs/decisions/164). The mechanism, not legal advice: each row says what a
 * state adds to CROA, what it rests on and when it was read, and whether counsel must still review it. A state
 * without a row adds nothing known to us (CROA alone: 3 business days, no registration).
 */
export interface StateCreditServicesAct {
  /** Business days the person has to cancel under the state's act (CROA's 3 when it says nothing longer). */
  cancellationBusinessDays: number;
  /** The act requires the business to register (often with a bond) before offering services there. */
  registrationRequired: boolean;
  /** Where the row comes from, and the date it was read. */
  source: string;
  checkedOn: string;
  /** True until a lawyer has confirmed the row: the figures are from a reading of the statute, not legal advice. */
  counselReview: boolean;
}

export const STATE_CREDIT_SERVICES_ACTS: Readonly<Record<string, StateCreditServicesAct>> = {
  CA: {
    cancellationBusinessDays: 5,
    registrationRequired: true,
    source:
      'California Credit Services Act of 1984, Cal. Civ. Code §§ 1789.10–1789.26 (registration and bond § 1789.18; cancellation within 5 working days § 1789.16)',
    checkedOn: '2026-11-27',
    counselReview: true,
  },
  TX: {
    cancellationBusinessDays: 3,
    registrationRequired: true,
    source: 'Texas Credit Services Organizations Act, Tex. Fin. Code ch. 393 (registration with the Secretary of State and bond, §§ 393.101–393.102)',
    checkedOn: '2026-11-27',
    counselReview: true,
  },
};

export const CROA_ONLY: StateCreditServicesAct = {
  cancellationBusinessDays: 3,
  registrationRequired: false,
  source: 'Credit Repair Organizations Act, 15 U.S.C. 1679–1679j (no state row)',
  checkedOn: '2026-11-27',
  counselReview: true,
};

export function stateAct(state: string | null | undefined): StateCreditServicesAct {
  return (state && STATE_CREDIT_SERVICES_ACTS[state.toUpperCase()]) || CROA_ONLY;
}

/**
 * Why no plan may be offered to a person in `state` by a business registered in `registered` (null: no list set),
 * or null. A list, when set, is the whole answer; without one, states whose act requires registration are refused.
 */
export function stateRefusal(state: string | null, registered: readonly string[] | null, stateName: string): string | null {
  if (!state) return null;
  if (registered) {
    return registered.includes(state)
      ? null
      : `Plans are not offered in ${stateName}: this business offers them only in the states it is registered in (${registered.join(', ')}). Reading and explaining your reports stays free.`;
  }
  return stateAct(state).registrationRequired
    ? `Plans are not offered in ${stateName}: the law there asks a credit repair business to register before offering its services, and this business is not registered in ${stateName}. Reading and explaining your reports stays free.`
    : null;
}
