import { LEGAL_TEXT } from '@ibh/contract';
import { LegalDocument } from './legal-document';

export default function TermsPage() {
  return <LegalDocument document={LEGAL_TEXT.terms} />;
}
