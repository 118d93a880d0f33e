import { LegalDocument } from './LegalDocument';

export default function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy">
      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">What we collect</h2>
        <p>The account, profile and consent information you give us, and the choices you make about cookies.</p>
      </section>
      <section id="security" aria-labelledby="privacy-security">
        <h2 id="privacy-security">Security</h2>
        <p>How we protect your data in transit and at rest, and how to report a security concern.</p>
      </section>
    </LegalDocument>
  );
}
