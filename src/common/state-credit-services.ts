/**
 * State credit-services acts (issue 23; docs/decisions/164). The mechanism, not legal advice: each row says what a
 * state adds to CROA, what it rests on and when it was read, and whether counsel must still review it. A state
 * without a row adds nothing known to us (CROA alone: 3 business days, no registration).
 */
import { US_STATES, type UsState } from './postal-address';

/** CROA's period to cancel (15 U.S.C. 1679d(b)(4), 1679e): 3 business days. */
export const CROA_CANCELLATION_BUSINESS_DAYS = 3;

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
  /** What the state's act adds to the contract (printed as its own section), null when nothing. */
  disclosure: string | null;
  /** The act asks for its statement before any contract: the disclosure step shows it too. */
  disclosureBeforeContract: boolean;
}

export const STATE_CREDIT_SERVICES_ACTS: Readonly<Record<string, StateCreditServicesAct>> = {
  CA: {
    cancellationBusinessDays: 5,
    registrationRequired: true,
    source:
      'California Credit Services Act of 1984, Cal. Civ. Code §§ 1789.10–1789.26 (registration and bond § 1789.18; cancellation within 5 working days § 1789.16)',
    checkedOn: '2026-11-27',
    counselReview: true,
    disclosure:
      'California law (the Credit Services Act of 1984, Civil Code sections 1789.10 to 1789.26) also applies to a credit services contract with a person in California. You may cancel such a contract until midnight of the 5th working day after you sign it, and the dates in the contract count those 5 days. You have the right to review the file any consumer credit reporting agency keeps on you and to get a copy of it (free within 60 days after a denial of credit, employment, insurance or a rental based on it). A credit services organization must keep a surety bond or trust account; if it violates the act, you may bring an action against it and against that bond or account.',
    disclosureBeforeContract: true,
  },
  TX: {
    cancellationBusinessDays: 3,
    registrationRequired: true,
    source:
      'Texas Credit Services Organizations Act, Tex. Fin. Code ch. 393 (registration with the Secretary of State and bond, §§ 393.101–393.102; disclosure statement before the contract, § 393.105)',
    checkedOn: '2026-11-27',
    counselReview: true,
    disclosure:
      'Texas law (the Credit Services Organizations Act, Finance Code chapter 393) also applies to a credit services contract with a person in Texas. You have the right to review your credit file at a consumer reporting agency and to get a copy of it. A credit services organization must register with the Texas Secretary of State and keep a surety bond or trust account; if it violates the act, you may bring an action against it and against that bond or account.',
    disclosureBeforeContract: true,
  },
};

export const CROA_ONLY: StateCreditServicesAct = {
  cancellationBusinessDays: CROA_CANCELLATION_BUSINESS_DAYS,
  registrationRequired: false,
  source: 'Credit Repair Organizations Act, 15 U.S.C. 1679–1679j (no state row)',
  checkedOn: '2026-11-27',
  counselReview: true,
  disclosure: null,
  disclosureBeforeContract: false,
};

export function stateAct(state: string | null | undefined): StateCreditServicesAct {
  return (state && STATE_CREDIT_SERVICES_ACTS[state.toUpperCase()]) || CROA_ONLY;
}

/**
 * The business days a person in `state` has to cancel: the longest period that applies, CROA's or the state's
 * (decision 166). The one figure the contract, the notice, the emails, Settings and the opening of services use.
 */
export function cancellationBusinessDays(state: string | null | undefined): number {
  return Math.max(CROA_CANCELLATION_BUSINESS_DAYS, stateAct(state).cancellationBusinessDays);
}

export interface StateDisclosure {
  title: string;
  text: string;
  /** Shown in the disclosure step too, before any contract. */
  beforeContract: boolean;
}

/** The state's extra text for a person in `state`, or null: its own section of the contract. */
export function stateDisclosure(state: string | null | undefined): StateDisclosure | null {
  const act = stateAct(state);
  if (!state || !act.disclosure) return null;
  const name = US_STATES[state.toUpperCase() as UsState] ?? state;
  return { title: `${name} law`, text: act.disclosure, beforeContract: act.disclosureBeforeContract };
}

/** "3rd", "5th": how the period's last day is named in the contract and the notice. */
export function ordinalDay(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
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
