import { PROOF_KEYS_PATH, PROOF_PACK_TEXT as T } from '@ibh/contract';
import { VerifyProofPack } from '@/features/proof-pack/components/verify-proof-pack';

const COMMANDS = [
  'npx ./tools/verify-proof-pack pack.ibhproof.json',
  'node tools/verify-proof-pack/verify.mjs pack.ibhproof.json --keys ibh-proof-keys.json',
];

/** /proof/verify: check a proof pack offline, in this browser (issue 29). */
export default function VerifyProofPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink">
          {T.verifyTitle}
        </h1>
        <p className="text-sm text-ink-muted">{T.verifyProves}</p>
      </header>
      <VerifyProofPack />
      <section
        aria-labelledby="cli-title"
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5"
      >
        <h2 id="cli-title" className="text-base font-semibold text-ink">
          {T.cliTitle}
        </h2>
        <p className="text-sm text-ink-muted">{T.cliIntro}</p>
        {COMMANDS.map((command) => (
          <pre
            key={command}
            className="rounded-lg bg-surface-muted p-3 text-xs break-all whitespace-pre-wrap text-ink"
          >
            <code>{command}</code>
          </pre>
        ))}
        <p className="text-sm text-ink-muted">
          {T.keyNote}{' '}
          <a href={PROOF_KEYS_PATH} className="break-all font-medium text-ink underline underline-offset-2">
            {PROOF_KEYS_PATH}
          </a>
        </p>
      </section>
    </section>
  );
}
