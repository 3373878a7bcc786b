import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../common/brand';
import { LegalPage, TERMS_EMAIL, type LegalSection } from './LegalPage';

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
          including artificial intelligence, reads them and explains what they show, including items that may be inaccurate, incomplete, outdated or
          unverifiable and the law that applies to each.
        </p>
        <ul>
          <li>
            <strong>We are not a law firm</strong> and do not provide legal, financial or tax advice. Information about consumer protection laws is general
            information, not advice about your situation. Consult a licensed attorney for legal advice.
          </li>
          <li>
            <strong>We do not act on your behalf.</strong> You decide what, if anything, to dispute.
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
    title: 'Credit Repair Services Come Only With Their Own Contract',
    body: (
      <>
        <p>
          These Terms cover your account and the free part of the Service: uploading your credit reports and reading what our analysis finds and explains.
          Accepting them does not buy anything, does not start any credit repair service and does not oblige you to pay anything.
        </p>
        <p>
          Credit repair services are offered only under a separate written contract. Before you can sign it we give you the statement &quot;Consumer Credit File
          Rights Under State and Federal Law&quot;, as the Credit Repair Organizations Act (15 U.S.C. § 1679c) requires. What that contract provides, what it
          costs and how you may cancel it are stated in the contract alone, which you read in full before you sign it; nothing in these Terms adds to it or
          takes anything away from it.
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
        lost profits, credit opportunities or data. Some jurisdictions do not allow these limitations, so they may not apply to you; nothing in these Terms
        limits rights you have under the Credit Repair Organizations Act or other laws that cannot be waived.
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
        break these Terms or if we stop offering the Service. Sections that by their nature should survive termination will survive.
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
          Please read these Terms carefully. They explain what the free {PRODUCT_NAME} Service does and does not do and how you may use it. Credit repair
          services are not part of them: they come only with their own contract (section 4).
        </p>
      }
      sections={SECTIONS}
    />
  );
}
