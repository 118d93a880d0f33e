import { openCookiePreferences } from '@/lib/consent';
import { LegalDocument, LegalSectionBlock, PRIVACY_EMAIL, type LegalSection } from './LegalDocument';

interface StoredItem {
  name: string;
  keys: readonly string[];
  purpose: string;
  kind: string;
  lifetime: string;
}

/** The cookie policy table (spec section 9) with the names the site really uses. */
export const cookieTable: readonly StoredItem[] = [
  {
    name: 'Access token',
    keys: ['rr_access'],
    purpose: 'Keeps you signed in. It cannot be read by scripts and is sent only to RowRecruit.',
    kind: 'Essential',
    lifetime: 'Session-long: each token lasts 15 minutes and is renewed while you stay signed in',
  },
  {
    name: 'Refresh token',
    keys: ['rr_refresh'],
    purpose: 'Renews your session without asking for your password again.',
    kind: 'Essential',
    lifetime: '30 days with “Remember me”; otherwise until you close your browser (12 hours at most)',
  },
  {
    name: 'Security token',
    keys: ['rr_csrf'],
    purpose: 'Proves that a change, such as saving your profile, was made on RowRecruit itself.',
    kind: 'Essential',
    lifetime: 'Until you close your browser',
  },
  {
    name: 'Known device',
    keys: ['rr_device'],
    purpose:
      'Remembers that you signed in on this browser, so you can still sign in here while someone elsewhere keeps guessing your password. It holds a coded mark, not your email address.',
    kind: 'Essential',
    lifetime: 'A year after you last sign in on this browser',
  },
  {
    name: 'Age check',
    keys: ['rr_age_refused'],
    purpose:
      'Set only when sign-up is refused because of age, so that the refusal holds if the date of birth is changed right after. It holds no personal data.',
    kind: 'Essential',
    lifetime: '24 hours',
  },
  {
    name: 'Consent status',
    keys: ['cookieConsent', 'cookiePreferences', 'cookieConsentDate'],
    purpose: 'Remembers your cookie choices and when you made them (stored in your browser, not sent to us).',
    kind: 'Essential',
    lifetime: '1 year',
  },
  {
    name: 'Analytics',
    keys: [],
    purpose:
      'Would help us understand how the site is used. No analytics service is connected today; if one is, it runs only after you accept analytics cookies.',
    kind: 'Analytics (optional)',
    lifetime: '1 year',
  },
];

const sections = {
  what: { id: 'what-cookies-are', title: 'What cookies are' },
  table: { id: 'cookies-we-use', title: 'Cookies and stored data we use' },
  session: { id: 'session-storage', title: 'Data kept only while the tab is open' },
  choices: { id: 'your-choices', title: 'Your choices' },
} satisfies Record<string, LegalSection>;

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      description="The cookies and browser storage RowRecruit uses (rr_access, rr_refresh, rr_csrf, rr_device, rr_age_refused and your consent choice), what each is for and how long it lasts."
      intro={<p>RowRecruit uses a small number of cookies, almost all of them needed to keep you signed in safely.</p>}
      contents={Object.values(sections)}
    >
      <LegalSectionBlock section={sections.what}>
        <p>
          Cookies are small pieces of data a website stores in your browser. Essential cookies make the site work and
          cannot be switched off; optional ones are used only with your consent.
        </p>
      </LegalSectionBlock>

      <section id={sections.table.id} aria-labelledby={`${sections.table.id}-title`} className="legal__wide">
        <h2 id={`${sections.table.id}-title`}>{sections.table.title}</h2>
        <div className="table-wrap cookie-table">
          <table>
            <caption className="visually-hidden">Cookies and stored data we use</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Purpose</th>
                <th scope="col">Type</th>
                <th scope="col">Lifetime</th>
              </tr>
            </thead>
            <tbody>
              {cookieTable.map((item) => (
                <tr key={item.name}>
                  <th scope="row">
                    {item.name}
                    {item.keys.map((key) => (
                      <code key={key} className="cookie-key">
                        {key}
                      </code>
                    ))}
                  </th>
                  <td data-label="Purpose">{item.purpose}</td>
                  <td data-label="Type">{item.kind}</td>
                  <td data-label="Lifetime">{item.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          On the live site the names of the first five carry the prefix <code>__Host-</code> (for example{' '}
          <code>__Host-rr_access</code>): browsers then accept them only from RowRecruit itself, over an encrypted
          connection, so no other website can set or replace them.
        </p>
      </section>

      <LegalSectionBlock section={sections.session}>
        <ul>
          <li>
            <code>previewAuthorized</code>: remembers, until you close the tab, that you entered a preview access code
            before launch.
          </li>
          <li>
            When error reporting is switched on, the reporting tool keeps an identifier in the tab so that a recording
            of the moments before an error can be linked to the report. Recordings mask all text and inputs and block
            images.
          </li>
        </ul>
      </LegalSectionBlock>

      <LegalSectionBlock section={sections.choices}>
        <p>
          You can accept or reject optional cookies in the banner, and change your mind at any time. Blocking essential
          cookies in your browser will stop you from signing in. Questions:{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
        <p>
          <button type="button" className="button button--secondary" onClick={openCookiePreferences}>
            Change cookie preferences
          </button>
        </p>
      </LegalSectionBlock>
    </LegalDocument>
  );
}
