import { Link } from 'react-router';
import { paths } from '@/paths';
import { LegalDocument, LegalSectionBlock, PRIVACY_EMAIL, type LegalSection } from './LegalDocument';

const sections = {
  who: { id: 'who-we-are', title: 'Who we are' },
  collect: { id: 'what-we-collect', title: 'What we collect' },
  use: { id: 'how-we-use-it', title: 'How we use it' },
  ages: { id: 'ages-and-consent', title: 'Ages, parental consent and state rules' },
  sharing: { id: 'who-sees-it', title: 'Who can see your information' },
  rights: { id: 'your-rights', title: 'Your rights and choices' },
  retention: { id: 'retention', title: 'How long we keep it' },
  security: { id: 'security', title: 'Security' },
  contact: { id: 'contact', title: 'Changes and contact' },
} satisfies Record<string, LegalSection>;

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How RowRecruit collects, uses, protects and deletes the information of rowers, parents and coaches, including age checks and parental consent."
      intro={
        <p>
          RowRecruit is used by high school athletes, many of them minors, so we collect only what recruiting needs,
          check ages on our server, ask parents for consent and let you take your data with you or delete it.
        </p>
      }
      contents={Object.values(sections)}
    >
      <LegalSectionBlock section={sections.who}>
        <p>
          RowRecruit is a college rowing recruitment platform for rowers, their families, club coaches and college
          coaches. For anything in this policy, write to {mail}.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.collect}>
        <ul>
          <li>
            <strong>Account:</strong> your email address, your role (athlete, parent or coach) and your password,
            which we store only as a salted argon2id hash and can never read back.
          </li>
          <li>
            <strong>Age and location:</strong> your date of birth and US state (or that you live outside the US), and
            when you confirmed them and accepted any state privacy notice.
          </li>
          <li>
            <strong>Parent or guardian:</strong> for athletes under 18, the parent or guardian&apos;s email address,
            their relation to you and their consent decision.
          </li>
          <li>
            <strong>Athlete profile:</strong> what you choose to add: name, graduation year, GPA, SAT score, height,
            weight, 2k and 6k erg times, hometown, high school, club and a short bio.
          </li>
          <li>
            <strong>Schools:</strong> the programs you save and the notes you write about them.
          </li>
          <li>
            <strong>Waitlist:</strong> your email address, the page that sent you to us, your browser&apos;s user
            agent, the page address and the time you joined.
          </li>
          <li>
            <strong>Technical data:</strong> the cookies that keep you signed in (see the{' '}
            <Link to={paths.cookies}>Cookie Policy</Link>) and your IP address, which we use to limit repeated
            attempts and record alongside age checks and consent decisions.
          </li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.use}>
        <ul>
          <li>To run your account and show your profile, saved schools and progress.</li>
          <li>To check that you are old enough to join and to ask your parent or guardian for consent.</li>
          <li>To email you about your account: confirming your address, resetting your password, consent decisions.</li>
          <li>To tell waitlist members when RowRecruit opens.</li>
          <li>To keep RowRecruit secure, and to find and fix errors.</li>
        </ul>
        <p>We do not show advertising, and analytics runs only if you accept analytics cookies.</p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.ages}>
        <p>
          You must be at least 14 to create an account. Our server, not your browser, checks your date of birth and
          state each time an account is created, using the stricter of our rules and your state&apos;s. Athletes
          under 18 need a parent or guardian&apos;s consent.
        </p>
        <p>
          When a minor signs up, we email the parent or guardian they named. The link in that email shows what the
          athlete signed up for and the data we keep, and lets the parent approve or decline. Declining deletes the
          athlete&apos;s account and all its data at once; if nobody answers within 30 days, the account is deleted
          the same way. Until a parent approves, the athlete&apos;s profile is never shown to coaches and the athlete
          cannot contact coaches.
        </p>
        <p>
          Some states add their own rules. In California, Virginia, Colorado and Connecticut, minors see a state
          privacy notice and accept it before signing up. Parents&apos; rights are explained on our{' '}
          <Link to={paths.coppaRights}>COPPA rights page</Link>.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.sharing}>
        <ul>
          <li>
            <strong>Coaches</strong> see an athlete&apos;s profile only once any required parental consent is in place.
          </li>
          <li>
            <strong>Service providers</strong> that run RowRecruit for us, such as our email delivery and, when it is
            switched on, error reporting. Error reports are stripped of email addresses, cookies, tokens and
            passwords before they leave your browser, and session recordings mask all text and inputs.
          </li>
          <li>
            <strong>The law:</strong> when we are legally required to.
          </li>
        </ul>
        <p>
          You can opt out of the sale or sharing of your personal data when you sign up or at any time in{' '}
          <Link to={paths.settings}>Settings</Link>.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.rights}>
        <ul>
          <li>
            <strong>See and download your data:</strong> Settings has a download of everything we hold about you, as
            a file you can keep or take elsewhere.
          </li>
          <li>
            <strong>Correct it:</strong> edit your profile at any time; a change of email address takes effect when you
            follow the link we send to the new address.
          </li>
          <li>
            <strong>Delete it:</strong> delete your account in Settings after confirming your password. Your profile,
            saved schools and sessions are removed at once and you are signed out everywhere.
          </li>
          <li>
            <strong>Opt out of sale or sharing</strong> in Settings, and change your{' '}
            <Link to={paths.cookies}>cookie preferences</Link> at any time.
          </li>
          <li>
            <strong>Parents and guardians</strong> can review, delete or stop further collection of their
            child&apos;s data: see the <Link to={paths.coppaRights}>COPPA rights page</Link>.
          </li>
        </ul>
        <p>You can also email {mail}. We verify your identity before acting and answer within 10 business days.</p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.retention}>
        <p>
          We keep your account data until you delete your account or a parent declines consent. Deleted data leaves
          our live systems at once and our backups within 90 days. We keep a record that age checks and consent
          decisions happened (what, when and under which rules) after an account is deleted, because we must be able
          to show that consent was asked for and given, but without your email address, date of birth or IP address.
          A refused sign-up leaves only the fact that it was refused. IP addresses in our records are removed after
          90 days. An account whose email address is not confirmed within 7 days is deleted. Emails we send are
          emptied of their contents once delivered and deleted after 30 days. If we learn that an account belongs to
          a child under 13, we disable it at once and delete it within 7 days. Waitlist entries are kept until launch
          or until you ask us to remove yours.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.security}>
        <ul>
          <li>Every connection is encrypted with TLS, and browsers are told to use only secure connections.</li>
          <li>Passwords are hashed with argon2id; common and easily guessed passwords are refused.</li>
          <li>
            Session cookies cannot be read by scripts and are sent only to RowRecruit. Access tokens expire after 15
            minutes, and signing out ends the session on our server as well as in your browser.
          </li>
          <li>Every change request carries a token that protects against cross-site request forgery.</li>
          <li>Repeated sign-in, sign-up and password-reset attempts are slowed down.</li>
          <li>
            A strict Content Security Policy lets the site run only its own code: no third-party scripts, no inline
            scripts.
          </li>
        </ul>
        <p>
          If you find a security problem, please email {mail} with the subject &quot;Security&quot; and do not share it
          publicly until we have fixed it.
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.contact}>
        <p>
          If we change this policy we will update this page and, for significant changes, email account holders
          first. Questions: {mail}.
        </p>
      </LegalSectionBlock>
    </LegalDocument>
  );
}
