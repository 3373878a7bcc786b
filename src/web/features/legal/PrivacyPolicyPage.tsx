import { CROA_RECORD_RETENTION_YEARS, DATA_KEY_MEMORY_SECONDS, EXPORT_LINK_HOURS } from '../../../common/account';
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
    title: 'Where Your Information Is Kept and How We Protect It',
    body: (
      <>
        <p>
          Your information is kept in our database and file storage. All traffic between your browser and the Service is encrypted in transit. The files you
          upload (credit reports, bureau replies, pages you add to letters), the letter PDFs we make and your data downloads are encrypted at rest with a key
          kept by the Service. The information read from your reports (accounts, balances, addresses), your conversations with the assistant, its written
          analyses of your report, the corrections you make to it, your dispute items&apos; account numbers and reasons, the statements you write for your
          disputes, your letters&apos; text, what we read from the bureaus&apos; replies, and the phone number and addresses in your profile are encrypted by
          the application too, with a data key of your own that is stored only encrypted by the Service&apos;s key. Your name and email, the creditor names and
          statuses of your disputes, your notifications and calendar notes are stored in our database, protected by its access controls and by encryption of the
          disk where the operator provides it, but not encrypted by the application itself. Your password is stored only as a one-way hash, and we never keep
          full Social Security numbers or full account numbers outside the file you uploaded.
        </p>
        <p>
          Access to personal information is limited to the systems and people who need it to provide the Service. We never write the contents of your credit
          reports or your sign-in tokens to our logs. No method of storage or transmission is perfectly secure, but we work to protect your information and will
          notify you of a breach as the law requires.
        </p>
      </>
    ),
  },
  {
    title: 'Who Receives Your Information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for targeted advertising. It goes only to:
        </p>
        <ul>
          <li>
            <strong>An AI provider</strong>, when the Service is set up with one (Anthropic, or a model server compatible with OpenAI&apos;s interface), for the
            assistant and the written analysis. What it receives is redacted first: account numbers masked to their last 4 digits, and no Social Security
            number, date of birth, street address or your name. Without one, the built-in assistant runs inside the Service and nothing leaves it.
          </li>
          <li>
            <strong>Lob</strong>, our certified mail service, when you choose to send an approved letter by certified mail: the letter, your name and address,
            and the recipient&apos;s address.
          </li>
          <li>
            <strong>Stripe</strong>, our payment processor, when you subscribe: your email address, plan and payment details (card details go to Stripe
            directly, never to us).
          </li>
          <li>
            <strong>Our email provider</strong>, which delivers the messages we send you (verification, password resets, reminders you asked for).
          </li>
          <li>the credit bureaus and creditors you write to, through the letters you approve and mail;</li>
          <li>authorities when required by law, subpoena or court order, and a successor in a merger or acquisition, which must honor this Policy.</li>
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
      <>
        <p>
          We keep your information while your account is open, until you delete it. You can delete an uploaded report at any time (Credit Report &gt; Upload
          History): its file, its analysis and what rests only on it go at once; letters you already approved or mailed stay, marked as resting on a deleted
          report. You can also delete a draft letter and your conversation with the assistant.
        </p>
        <p>
          You can delete your account in Settings &gt; Security. You are signed out at once, any subscription is cancelled with our payment processor first, and
          we then delete your data key first, then your files, the emails to you still waiting to be sent, and every record of your account, normally within
          minutes. Once your data key is deleted, no copy of your encrypted information can be read by the Service (a server holds a key in memory for at most{' '}
          {DATA_KEY_MEMORY_SECONDS} seconds). Copies in backups made by whoever runs this Service remain until those backups expire; a backup taken before the
          deletion still holds your data key, itself encrypted by the Service&apos;s key, and can no longer be read at all once the operator replaces that key
          and destroys the old one. Records the law makes us keep stay after deletion: your signed service contract and the disclosure you acknowledged, for{' '}
          {CROA_RECORD_RETENTION_YEARS} years from signing (Credit Repair Organizations Act), then deleted; billing records stay with our payment processor,
          Stripe.
        </p>
      </>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <p>
        You can view and update your profile in Settings. You can download a copy of your information in Settings &gt; Security (&quot;Download my data&quot;):
        one file with your profile, analyses, uploaded reports, letters, dispute items, calendar, conversations, notifications and contracts; the download link
        works for {EXPORT_LINK_HOURS} hours. You may also ask us to correct your information, and depending on where you live, for example in California, you
        may have additional rights under state privacy law, including the right to know what we collect and not to be discriminated against for exercising your
        rights. Write to {PRIVACY_EMAIL}; we will respond to verified requests within the time the law requires.
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
