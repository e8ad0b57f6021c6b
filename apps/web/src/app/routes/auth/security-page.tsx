import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import { SecurityView } from '@/features/security/components/security-view';

/** /settings/security: passkeys, the authenticator app and recovery codes (issue 29 part 6). */
export default function SecurityPage() {
  return (
    <>
      <title>{`${SECOND_FACTOR_TEXT.security.title} · IBH`}</title>
      <SecurityView />
    </>
  );
}
