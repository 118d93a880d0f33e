import { openCookiePreferences } from '@/lib/consent';
import { LegalDocument } from './LegalDocument';

const cookies = [
  { name: 'Session', purpose: 'Keeps you signed in', kind: 'Essential', lifetime: 'Length of the session' },
  { name: 'Refresh', purpose: 'Renews your session without asking for your password', kind: 'Essential', lifetime: '30 days' },
  { name: 'Consent status', purpose: 'Remembers your cookie choices', kind: 'Essential', lifetime: '1 year' },
  { name: 'Analytics', purpose: 'Helps us understand how the site is used', kind: 'Analytics (optional)', lifetime: '1 year' },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument title="Cookie Policy">
      <div className="table-wrap">
        <table>
          <caption>Cookies and stored data we use</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Purpose</th>
              <th scope="col">Type</th>
              <th scope="col">Lifetime</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">{cookie.name}</th>
                <td>{cookie.purpose}</td>
                <td>{cookie.kind}</td>
                <td>{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" className="button button--secondary" onClick={openCookiePreferences}>
          Change cookie preferences
        </button>
      </p>
    </LegalDocument>
  );
}
