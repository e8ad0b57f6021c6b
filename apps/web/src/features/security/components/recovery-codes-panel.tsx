import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import { Copy, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

const T = SECOND_FACTOR_TEXT.security;

/** The ten recovery codes, shown once: copy, download as a text file, then "I saved them". */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ibh-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="text-sm font-semibold text-ink">
        {T.recoveryTitle}
      </h3>
      <FormAlert tone="info">{T.recoveryIntro}</FormAlert>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success(T.codesCopied))}
        >
          <Copy aria-hidden className="size-4" />
          {T.copyCodes}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden className="size-4" />
          {T.downloadCodes}
        </Button>
        <Button onClick={onDone}>{T.savedCodes}</Button>
      </div>
    </section>
  );
}
