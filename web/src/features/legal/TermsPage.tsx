import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" />;
}
