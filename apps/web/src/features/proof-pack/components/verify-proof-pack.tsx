import { PROOF_PACK_TEXT as T } from '@ibh/contract';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { type PackResult, verifyPackFile } from '../lib/verify';
import { PackResults } from './pack-results';

type State =
  | { phase: 'idle' }
  | { phase: 'checking'; name: string }
  | { phase: 'done'; name: string; result: PackResult }
  | { phase: 'error' };

/**
 * Choose or drop a proof pack; it is checked in this browser with the verifier's own core (no
 * request to the server). The drop zone is the file input's label, so Tab and Enter choose a file.
 */
export function VerifyProofPack() {
  const inputId = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [over, setOver] = useState(false);

  async function check(file: File | undefined) {
    if (!file) return;
    setState({ phase: 'checking', name: file.name });
    try {
      setState({ phase: 'done', name: file.name, result: await verifyPackFile(file) });
    } catch {
      setState({ phase: 'error' });
    }
  }
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void check(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="proof-drop-zone"
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed p-8 text-center focus-within:ring-2 focus-within:ring-sapphire-500 focus-within:ring-offset-2 ${
          over ? 'border-sapphire-500 bg-surface-muted' : 'border-line bg-surface'
        }`}
      >
        <Upload aria-hidden className="size-8 text-ink-muted" />
        <span id={`${inputId}-name`} className="text-base font-semibold text-ink">
          {T.chooseFile}
        </span>
        <span id={`${inputId}-drop`} className="text-sm text-ink-muted">
          {T.dropHere}
        </span>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-labelledby={`${inputId}-name`}
          aria-describedby={`${inputId}-drop ${inputId}-hint`}
          onChange={(event) => {
            void check(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {T.verifyIntro}
      </p>
      <div role="status" aria-live="polite">
        {state.phase === 'checking' ? <p className="text-sm text-ink-muted">{T.checking}</p> : null}
        {state.phase === 'error' ? <p className="text-sm text-danger-600">{T.unreadable}</p> : null}
      </div>
      {state.phase === 'done' ? <PackResults fileName={state.name} result={state.result} /> : null}
    </div>
  );
}
