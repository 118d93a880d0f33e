import { Link } from 'react-router';
import { CONTACT_EMAIL, paths } from '@/paths';
import { LegalDocument, LegalSectionBlock, type LegalSection } from './LegalDocument';

const sections = {
  agreement: { id: 'agreement', title: 'Agreeing to these terms' },
  eligibility: { id: 'eligibility', title: 'Who can use RowRecruit' },
  accounts: { id: 'accounts', title: 'Your account' },
  conduct: { id: 'conduct', title: 'Fair use and recruiting rules' },
  content: { id: 'your-content', title: 'Your content' },
  plans: { id: 'plans-and-billing', title: 'Plans, trials and billing' },
  ending: { id: 'ending', title: 'Ending your account' },
  outcomes: { id: 'no-guarantees', title: 'No guarantee of recruitment' },
  liability: { id: 'liability', title: 'Liability' },
  changes: { id: 'changes', title: 'Changes and contact' },
} satisfies Record<string, LegalSection>;

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using RowRecruit: who can join, parental consent for minors, fair use, plans and free trials, and ending your account."
      intro={<p>These terms explain what you can expect from RowRecruit and what we expect from you.</p>}
      contents={Object.values(sections)}
    >
      <LegalSectionBlock section={sections.agreement}>
        <p>
          By creating an account or joining the waitlist you agree to these terms and to our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you are under 18, your parent or guardian must agree to
          them too.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.eligibility}>
        <ul>
          <li>You must be at least 14 years old. We check your date of birth and state when you sign up.</li>
          <li>
            Athletes under 18 need the consent of a parent or guardian, who receives an email to approve or decline.
            Some features, such as being seen by and contacting coaches, stay off until they approve.
          </li>
          <li>College coach accounts are verified before they can see athlete profiles.</li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.accounts}>
        <ul>
          <li>Give accurate information, including your date of birth, and keep it up to date.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>One person per account. Parents and coaches use their own accounts, not an athlete&apos;s.</li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.conduct}>
        <ul>
          <li>Report real results: erg scores, race results and academics must be honest.</li>
          <li>
            Coaches must follow NCAA recruiting rules, including contact periods and dead periods, when they use
            RowRecruit.
          </li>
          <li>
            Do not harass other users, collect their data, copy the site automatically, or try to get around our
            security or rate limits.
          </li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.content}>
        <p>
          What you add to RowRecruit stays yours. You let us store it and show it to the people you choose to share
          it with, as far as needed to run the service. You can download it or delete it at any time in{' '}
          <Link to={paths.settings}>Settings</Link>.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.plans}>
        <ul>
          <li>
            Paid plans are described on the <Link to={paths.pricing}>Pricing</Link> page and are billed monthly or
            annually.
          </li>
          <li>Every plan starts with a 14-day free trial. No credit card is required to start it.</li>
          <li>Organizations that qualify for a discount must show that they qualify.</li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.ending}>
        <p>
          You can delete your account at any time in Settings. We may suspend or close accounts that break these
          terms, and we will tell you why unless the law or safety prevents it.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.outcomes}>
        <p>
          RowRecruit helps athletes and coaches find each other. It cannot promise a roster spot, an admission, a
          scholarship or any other result, and coaches make their own decisions.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.liability}>
        <p>
          We work hard to keep RowRecruit available and accurate, but it is provided as it is. The limits of our
          liability and the law that governs these terms are to be determined with legal review.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.changes}>
        <p>
          We will post changes on this page and tell account holders about significant ones before they take effect.
          Questions: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSectionBlock>
    </LegalDocument>
  );
}
