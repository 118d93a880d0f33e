import { CONTACT_EMAIL } from '@/paths';
import { LegalDocument } from './LegalDocument';

export default function CoppaRightsPage() {
  return (
    <LegalDocument title="Parental Rights under COPPA">
      <p>
        Parents and guardians can review the information we hold about their child, have it deleted, and refuse its
        further collection. Send requests to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>; we verify your
        identity and answer within 10 business days.
      </p>
    </LegalDocument>
  );
}
