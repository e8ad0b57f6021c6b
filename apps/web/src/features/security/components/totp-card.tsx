import { SECOND_FACTOR_TEXT, type TotpSetupResponse } from '@ibh/contract';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import {
  useConfirmTotp,
  useDisableTotp,
  useRegenerateCodes,
  useStartTotp,
} from '../api/second-factor-settings';
import { CodeActionForm } from './code-action-form';
import { QrCode } from './qr-code';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const T = SECOND_FACTOR_TEXT.security;

function SetupSteps({
  setup,
  onConfirmed,
}: {
  setup: TotpSetupResponse;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{T.scanQr}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode value={setup.uri} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-ink">{T.secretLabel}</p>
          <code className="break-all rounded-md bg-surface-muted px-2 py-1 font-mono text-sm text-ink">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <CodeActionForm
        label={T.confirmCode}
        submitLabel={T.confirm}
        busyLabel={T.confirming}
        busy={confirm.isPending}
        onSubmit={async (code) => {
          const { recoveryCodes } = await confirm.mutateAsync(code);
          toast.success(T.totpEnabled);
          onConfirmed(recoveryCodes);
        }}
      />
    </div>
  );
}

/** The authenticator app: set up (QR code, key, a code), recovery codes, new codes, turn off. */
export function TotpCard({
  enabled,
  codesLeft,
  canChange,
}: {
  enabled: boolean;
  codesLeft: number;
  canChange: boolean;
}) {
  const start = useStartTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateCodes();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const title = (
    <span className="flex items-center gap-2">
      <Smartphone aria-hidden className="size-5 text-sapphire-600" />
      {T.totpTitle}
      <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? T.totpOn : T.totpOff}</Badge>
    </span>
  );
  return (
    <CardSection title={title}>
      <p className="text-sm text-ink-muted">{T.totpIntro}</p>
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
      ) : enabled ? (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">{T.recoveryLeft(codesLeft)}</p>
          {canChange ? (
            <>
              <CodeActionForm
                label={T.regenerateCodeLabel}
                submitLabel={T.regenerate}
                variant="secondary"
                busy={regenerate.isPending}
                onSubmit={async (code) => setCodes((await regenerate.mutateAsync(code)).recoveryCodes)}
              />
              <CodeActionForm
                label={T.disableCodeLabel}
                submitLabel={T.disableTotp}
                variant="danger"
                busy={disable.isPending}
                onSubmit={async (code) => {
                  await disable.mutateAsync(code);
                  toast.success(T.totpDisabled);
                }}
              />
            </>
          ) : null}
        </div>
      ) : setup ? (
        <SetupSteps
          setup={setup}
          onConfirmed={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
        />
      ) : canChange ? (
        <div>
          <Button onClick={() => start.mutate(undefined, { onSuccess: setSetup })} disabled={start.isPending}>
            {T.setUpTotp}
          </Button>
        </div>
      ) : null}
    </CardSection>
  );
}
