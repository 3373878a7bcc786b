import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../common/brand';
import { formatUsd, MONTHLY_PRICE_CENTS, YEARLY_PRICE_CENTS } from '../../lib/pricing';
import { LegalPage, TERMS_EMAIL, type LegalSection } from './LegalPage';

const MONTHLY = formatUsd(MONTHLY_PRICE_CENTS);
const YEARLY = formatUsd(YEARLY_PRICE_CENTS);

const SECTIONS: LegalSection[] = [
  {
    title: 'Agreement to These Terms',
    body: (
      <>
        <p>
          These Terms of Service (&quot;Terms&quot;) are a legal agreement between you and {PRODUCT_NAME} (&quot;{PRODUCT_NAME}&quot;, &quot;we&quot;,
          &quot;us&quot;) covering your use of our website, web application and related services (the &quot;Service&quot;). By creating an account or using the
          Service you agree to these Terms and to our{' '}
          <Link to="/privacy-policy" className="text-primary underline">
            Privacy Policy
          </Link>
          . If you do not agree, do not use the Service.
        </p>
      </>
    ),
  },
  {
    title: 'What the Service Is — and Is Not',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is self-help software for consumers in the United States. You upload credit reports you obtained yourself; our automated analysis,
          including artificial intelligence, identifies items that may be inaccurate, incomplete, outdated or unverifiable, suggests a plan, and prepares
          dispute letters from templates for you to review, sign and send.
        </p>
        <ul>
          <li>
            <strong>We are not a law firm</strong> and do not provide legal, financial or tax advice. Information about consumer protection laws is general
            information, not advice about your situation. Consult a licensed attorney for legal advice.
          </li>
          <li>
            <strong>We do not act on your behalf.</strong> You decide what to dispute and you send your disputes yourself, unless you ask us to mail a letter
            you have approved, in which case we mail it exactly as you approved it.
          </li>
          <li>
            <strong>Your rights without us.</strong> You have the right to dispute inaccurate information in your credit report directly with the credit bureaus
            and with the companies that reported it, free of charge. Nothing the Service does is something you could not do yourself without paying anyone.
          </li>
          <li>AI output can be wrong. You are responsible for checking every finding and letter for accuracy before you rely on it.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Eligibility and Your Account',
    body: (
      <>
        <p>
          You must be at least 18 years old and a resident of the United States to use the Service, and you may only upload your own credit reports. You agree
          to give accurate account information, keep your password confidential and tell us promptly at {TERMS_EMAIL} if you believe your account has been used
          without your permission. You are responsible for activity under your account.
        </p>
      </>
    ),
  },
  {
    title: 'Subscription, Billing and Cancellation',
    body: (
      <>
        <p>
          Full access to the Service requires a subscription: {MONTHLY} per month on the monthly plan, or {YEARLY} per year on the yearly plan, plus any
          applicable taxes. Before you subscribe we give you the statement &quot;Consumer Credit File Rights Under State and Federal Law&quot; and a written
          contract that you sign electronically; both are emailed to you and can be downloaded from Settings.
        </p>
        <ul>
          <li>
            <strong>Billed after the service, never in advance.</strong> As the Credit Repair Organizations Act requires, we charge for a period of service only
            after we have performed it: the monthly plan is charged at the end of each month of service, the yearly plan at the end of each year of service.
            Nothing is charged during your first 3 business days.
          </li>
          <li>
            <strong>Renewal.</strong> Your subscription continues from one period to the next until you cancel, and each completed period is charged at the
            then-current price.
          </li>
          <li>
            <strong>Cancel anytime.</strong> You can cancel in Settings at any time, without contacting us. Cancelling stops all future charges. Within your
            first 3 business days the plan ends at once and nothing is charged; later, you keep access until the end of the period under way, and that
            unfinished period is not charged.
          </li>
          <li>
            <strong>Free trial and coupons.</strong> The free-trial coupon gives a free first month without a payment card. At its end the paid features stop
            until you choose a plan; you are never charged without choosing one. A percentage coupon lowers the price of every period of the plan it was applied
            to.
          </li>
          <li>
            <strong>Price changes.</strong> We will tell you at least 30 days before a price change takes effect for your subscription; the new price applies
            from your next period of service.
          </li>
        </ul>
        <p>Payments are processed by our payment provider; we do not store your full card number.</p>
      </>
    ),
  },
  {
    title: 'Your Right to Cancel Within 3 Business Days',
    body: (
      <>
        <p>
          You may cancel your contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed it
          (the Credit Repair Organizations Act, 15 U.S.C. § 1679d and § 1679e). To cancel, use Cancel in Settings, email {TERMS_EMAIL} from the email address on
          your account, or mail or deliver the notice of cancellation attached to your contract. Nothing is charged and no letter is mailed for you before that
          time has passed.
        </p>
        <p>
          Under that Act, you also have the right to sue a credit repair organization that violates it, and no one can have accurate, current and verifiable
          information removed from your credit report. Information that is accurate may be reported for up to seven years, and some bankruptcies for up to ten
          years.
        </p>
      </>
    ),
  },
  {
    title: 'No Guaranteed Results',
    body: (
      <p>
        We do not promise or guarantee any particular outcome, including the removal of any item, any increase in your credit score, or approval for credit.
        Credit bureaus and creditors decide disputes independently, and results depend on the facts of your credit history.
      </p>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree to use the Service lawfully and honestly. In particular, you must not:</p>
        <ul>
          <li>
            <strong>dispute information you know to be accurate</strong>, or make false statements to a credit bureau or creditor — disputing accurate
            information is prohibited;
          </li>
          <li>upload another person&apos;s credit report or use a false identity, or attempt to create a new credit identity;</li>
          <li>access accounts or data that are not yours, probe or attack the Service, or interfere with its operation;</li>
          <li>copy, resell or automate access to the Service, or use it to provide credit repair services to others.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    title: 'Your Content',
    body: (
      <p>
        You keep ownership of the reports and information you upload. You give us a limited permission to store and process them only to provide the Service to
        you, as described in our Privacy Policy. You confirm you have the right to upload them.
      </p>
    ),
  },
  {
    title: 'Our Intellectual Property',
    body: (
      <p>
        The Service, including its software, templates, text and design, belongs to {PRODUCT_NAME} and its licensors. We give you a personal, non-transferable
        right to use it for your own credit while your account is active. Letters generated for you are yours to use for your own disputes.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        The Service is provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent permitted by law, we disclaim all warranties, express or
        implied, including merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the Service will be
        uninterrupted or error-free.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, {PRODUCT_NAME} will not be liable for indirect, incidental, special, consequential or punitive damages, or for
        lost profits, credit opportunities or data. Our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve
        months before the claim arose. Some jurisdictions do not allow these limitations, so they may not apply to you; nothing in these Terms limits rights you
        have under the Credit Repair Organizations Act or other laws that cannot be waived.
      </p>
    ),
  },
  {
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify {PRODUCT_NAME} against claims arising from your breach of these Terms or your misuse of the Service, including disputes you send
        that contain statements you knew to be false.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time by writing to {TERMS_EMAIL} from the email address on your account. We may suspend or end your access if you
        break these Terms or if we stop offering the Service, and will refund any prepaid fees for a period we do not provide because we stopped the Service.
        Sections that by their nature should survive termination will survive.
      </p>
    ),
  },
  {
    title: 'Governing Law and Disputes',
    body: (
      <p>
        These Terms are governed by the laws of the United States and the State of Delaware, without regard to conflict of law rules. Any dispute that cannot be
        resolved informally will be brought in the state or federal courts located in Delaware, and you and we consent to their jurisdiction, except where the
        law of your state of residence gives you the right to bring a claim there.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms. We will post the new version here with a new &quot;Last updated&quot; date and, for material changes, notify you by email or
        in the app at least 30 days in advance. Continuing to use the Service after changes take effect means you accept them.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms? Email us at{' '}
        <a href={`mailto:${TERMS_EMAIL}`} className="font-medium text-primary underline">
          {TERMS_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          Please read these Terms carefully. They explain how the {PRODUCT_NAME} subscription works, what the Service does and does not do, and your right to
          cancel.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
