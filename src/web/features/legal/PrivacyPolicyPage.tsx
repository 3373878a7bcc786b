import { PRODUCT_NAME } from '../../../common/brand';
import { LegalPage, PRIVACY_EMAIL, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    title: 'Who We Are',
    body: (
      <p>
        {PRODUCT_NAME} provides AI-assisted credit report analysis and dispute tools to consumers in the United States. This Privacy Policy explains what
        information we collect, how we use and protect it, and the choices you have. It applies to our website, web application and related services (the
        &quot;Service&quot;).
      </p>
    ),
  },
  {
    title: 'Information We Collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address and password (stored only as a one-way hash), and, if you add them, your phone number
            and mailing address.
          </li>
          <li>
            <strong>Credit reports:</strong> the credit report files you upload and what they contain, such as identifying details, addresses, employers,
            account histories, balances, payment records, inquiries and public records, together with the analysis, findings, plans and dispute letters we
            produce from them. Apart from the encrypted file you uploaded, we do not store full Social Security numbers or full account numbers.
          </li>
          <li>
            <strong>Usage information:</strong> basic technical data when you use the Service, such as your IP address, browser type, pages visited, and the
            date and time of requests, which we use to run, secure and improve the Service.
          </li>
          <li>
            <strong>Payment information:</strong> your subscription plan and billing history. Card details are collected and stored by our payment processor,
            not by us.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to create and secure your account and sign you in;</li>
        <li>to analyze your credit reports, build your repair plan and prepare your dispute letters;</li>
        <li>to send you service messages, such as password resets, analysis results and reminders you have asked for;</li>
        <li>to process payments and manage your subscription;</li>
        <li>to detect and prevent fraud and abuse, and to comply with the law.</li>
      </ul>
    ),
  },
  {
    title: 'How We Protect Your Information',
    body: (
      <p>
        Uploaded credit reports are encrypted at rest, and all traffic between your browser and the Service is encrypted in transit. Access to personal
        information is limited to the systems and people who need it to provide the Service. We never write the contents of your credit reports or your sign-in
        tokens to our logs. No method of storage or transmission is perfectly secure, but we work to protect your information and will notify you of a breach as
        the law requires.
      </p>
    ),
  },
  {
    title: 'How We Share Your Information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for targeted advertising. We share it only:
        </p>
        <ul>
          <li>
            with service providers that host the Service, send email, process payments or mail letters on your instruction, under contracts that require them to
            protect it and use it only for us;
          </li>
          <li>when you direct us to, for example to mail a dispute letter you approved to a credit bureau or creditor;</li>
          <li>when required by law, subpoena or court order, or to protect the rights and safety of our users and the public;</li>
          <li>with a successor in a merger or acquisition, which must honor this Policy.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use a single cookie: a session cookie that keeps you signed in. It is strictly necessary, cannot be read by scripts on the page, and is removed when
        you sign out or the session expires. We do not use advertising or third-party tracking cookies.
      </p>
    ),
  },
  {
    title: 'Retention and Deletion',
    body: (
      <p>
        We keep your account information while your account is open. Credit reports, analyses and letters are kept until you delete them or close your account.
        When you close your account we delete your personal information within 30 days, except copies in encrypted backups, which expire within 90 days, and
        records we must keep by law, such as billing records. You can ask us to delete your information at any time by writing to {PRIVACY_EMAIL}.
      </p>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <p>
        You can view and update your profile in Settings. You may ask us for a copy of your personal information, to correct it, or to delete it. Depending on
        where you live, for example in California, you may have additional rights under state privacy law, including the right to know what we collect and not
        to be discriminated against for exercising your rights. We will respond to verified requests within the time the law requires.
      </p>
    ),
  },
  {
    title: 'Federal Financial Privacy Laws',
    body: (
      <p>
        We handle the financial information you give us in line with the privacy and safeguarding principles of the Gramm-Leach-Bliley Act (GLBA). Credit
        reports are consumer reports under the Fair Credit Reporting Act (FCRA); you obtained them for your own use, and we use them only to provide the Service
        to you and never to make decisions about your eligibility for credit, insurance or employment, or to furnish information to credit bureaus.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: <p>The Service is for adults. We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this Policy. We will post the new version here with a new &quot;Last updated&quot; date and tell you about material changes by email or in
        the app before they take effect.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions or requests about your privacy? Email us at{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-primary underline">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>Your credit report is some of the most sensitive information you have. This Policy explains plainly how {PRODUCT_NAME} handles it.</p>}
      sections={SECTIONS}
    />
  );
}
