import { Link } from 'react-router';
import { paths } from '@/paths';
import { LegalDocument, LegalSectionBlock, PRIVACY_EMAIL, type LegalSection } from './LegalDocument';

/** Business constants of spec section 9. */
export const COPPA_RESPONSE_BUSINESS_DAYS = 10;
export const BACKUP_RETENTION_DAYS = 90;
export const GRANULAR_CONSENT_FROM = 'June 23, 2025';

export const consentCategories = [
  { name: 'Basic use of RowRecruit', detail: 'The account, profile and saved schools the athlete creates.', required: true },
  { name: 'Sharing with third parties', detail: 'Sharing the athlete’s information outside RowRecruit.', required: false },
  { name: 'Coach communications', detail: 'College coaches contacting the athlete through RowRecruit.', required: false },
  { name: 'Analytics', detail: 'Measuring how the athlete uses the site to improve it.', required: false },
] as const;

const sections = {
  rights: { id: 'your-rights', title: 'Your rights as a parent or guardian' },
  consent: { id: 'how-consent-works', title: 'How consent works' },
  granular: { id: 'granular-consent', title: 'Choosing what you consent to' },
  request: { id: 'make-a-request', title: 'How to make a request' },
  deletion: { id: 'after-deletion', title: 'What happens after deletion' },
} satisfies Record<string, LegalSection>;

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

export default function CoppaRightsPage() {
  return (
    <LegalDocument
      title="Parental Rights under COPPA"
      description="Parents and guardians of RowRecruit athletes can review, delete or refuse further collection of their child’s information. How consent works and how to make a request."
      intro={
        <p>
          Nobody under 14 can create a RowRecruit account, and every athlete under 18 needs a parent or
          guardian&apos;s consent. Whatever your child&apos;s age, you have the rights the Children&apos;s Online
          Privacy Protection Act (COPPA) gives parents.
        </p>
      }
      contents={Object.values(sections)}
    >
      <LegalSectionBlock section={sections.rights}>
        <ul>
          <li>
            <strong>Review</strong> the personal information we hold about your child.
          </li>
          <li>
            <strong>Delete</strong> it: we delete your child&apos;s account and everything in it.
          </li>
          <li>
            <strong>Refuse further collection</strong>: withdraw your consent and we stop collecting and using your
            child&apos;s information.
          </li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.consent}>
        <p>
          When an athlete under 18 signs up, they give us the email address of a parent or guardian. We email that
          address a link to a page showing what your child signed up for and the information we keep, where you
          approve or decline.
        </p>
        <ul>
          <li>
            <strong>Approve:</strong> the account opens fully and your child is told by email.
          </li>
          <li>
            <strong>Decline:</strong> your child&apos;s account and all its data are deleted immediately.
          </li>
          <li>
            <strong>No answer within 30 days:</strong> the account is deleted in the same way.
          </li>
        </ul>
        <p>
          Until you approve, your child&apos;s profile is never shown to coaches and your child cannot contact coaches.
          Every decision is recorded with its date.
        </p>
        <p>
          The parent or guardian who approves holds these rights in the parent portal, each confirmed with their
          password. Another parent or guardian your child links to their account can follow it and make a choice that
          protects more (withdraw a consent, refuse further collection), never less, unless the parent who approved
          gives them full rights from their own account.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.granular}>
        <p>
          From {GRANULAR_CONSENT_FROM}, consent is granular. Basic use is required for the account to work; everything
          else is your choice, and you can change it at any time by writing to us.
        </p>
        <ul className="consent-list">
          {consentCategories.map((category) => (
            <li key={category.name}>
              <span>
                <strong>{category.name}</strong>
                <br />
                {category.detail}
              </span>
              <span className={category.required ? 'consent-tag consent-tag--required' : 'consent-tag'}>
                {category.required ? 'Required' : 'Optional'}
              </span>
            </li>
          ))}
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.request}>
        <ol>
          <li>
            Email {mail} from the address your child gave as their parent or guardian&apos;s, if you can.
          </li>
          <li>
            Tell us your child&apos;s name and account email, and what you want: to review, delete, refuse further
            collection or change the optional consents above.
          </li>
          <li>
            We verify your identity before acting, by replying to the parent or guardian address on file and, if
            needed, asking for more details. We never act on a request we cannot verify.
          </li>
          <li>We answer within {COPPA_RESPONSE_BUSINESS_DAYS} business days.</li>
        </ol>
        <dl className="facts">
          <div>
            <dt>Requests</dt>
            <dd>{PRIVACY_EMAIL}</dd>
          </div>
          <div>
            <dt>Response time</dt>
            <dd>Within {COPPA_RESPONSE_BUSINESS_DAYS} business days</dd>
          </div>
          <div>
            <dt>Backups after deletion</dt>
            <dd>Kept {BACKUP_RETENTION_DAYS} days</dd>
          </div>
        </dl>
        <p>
          While consent is still pending, the quickest way to refuse is the <strong>Decline</strong> button on the page
          linked from our consent email: it deletes your child&apos;s account at once. Your child can also download
          their data or delete their account themselves in <Link to={paths.settings}>Settings</Link>.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.deletion}>
        <p>
          Deleted information leaves our live systems at once. Copies in our backups are kept for{' '}
          {BACKUP_RETENTION_DAYS} days after deletion and then destroyed; they are used only to recover from a failure.
          We keep a record of the consent request and your decision, so that we can show consent was asked for. See
          our <Link to={paths.privacy}>Privacy Policy</Link> for everything else.
        </p>
      </LegalSectionBlock>
    </LegalDocument>
  );
}
