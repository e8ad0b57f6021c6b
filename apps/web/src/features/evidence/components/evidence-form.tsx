import {
  ARTIFACT_TYPES,
  type ArtifactInput,
  type ArtifactType,
  EVIDENCE_SCOPES,
  EVIDENCE_TEXT,
  SCOPE_LABELS,
  EVIDENCE_SCREEN_TEXT as T,
} from '@ibh/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { uploadArtifact, useCreateEvidence } from '../api/evidence-mutations';
import { errorText } from '../lib/evidence-labels';

interface Row {
  key: number;
  type: ArtifactType;
  url: string;
  name: string;
  uploadId?: string;
  fileName?: string;
}

/**
 * The creation form (001 sections 2.10, 5): title required ('Title is required', Create disabled
 * while empty), summary, scope, owner intent (comma-separated), artifact rows (type, url or file,
 * optional name). On an idea when `ideaId` is given.
 */
export function EvidenceForm({ ideaId, ideaTitle }: { ideaId?: string; ideaTitle?: string }) {
  const create = useCreateEvidence();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [scope, setScope] = useState<(typeof EVIDENCE_SCOPES)[number]>('public');
  const [intent, setIntent] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const titleError = touched && title.trim() === '' ? EVIDENCE_TEXT.titleRequired : undefined;
  const update = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function onFile(row: Row, file: File | undefined) {
    if (!file || row.type === 'link') return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadArtifact(file, row.type, () => undefined);
      update(row.key, { uploadId: uploaded.uploadId, fileName: file.name, name: row.name || file.name });
    } catch (e) {
      setError(errorText(e, EVIDENCE_TEXT.uploadFailed));
    } finally {
      setUploading(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (title.trim() === '') return;
    const artifacts: ArtifactInput[] = rows
      .filter((r) => r.uploadId || r.url.trim())
      .map((r) =>
        r.uploadId
          ? { type: r.type, uploadId: r.uploadId, name: r.name || null }
          : { type: r.type, url: r.url.trim(), name: r.name || null },
      );
    create.mutate(
      {
        title,
        summary,
        scope,
        ownerIntent: intent,
        artifacts,
        context: ideaId ? { kind: 'idea', id: ideaId } : { kind: 'standalone' },
      },
      {
        onSuccess: (created) => {
          toast.success(T.created);
          navigate(`/ledger/e/${created.evidenceId}`);
        },
        onError: (e) => setError(errorText(e, EVIDENCE_TEXT.createFailed)),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="new-evidence-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
      noValidate
    >
      <h2 id="new-evidence-title" className="text-lg font-semibold text-ink">
        {T.newEvidence}
      </h2>
      {ideaTitle ? <p className="text-sm text-ink-muted">{T.onIdea(ideaTitle)}</p> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label={T.title}
        name="title"
        value={title}
        required
        maxLength={200}
        error={titleError}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <TextareaField
        label={T.summary}
        name="summary"
        value={summary}
        maxLength={5000}
        onChange={(e) => setSummary(e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={T.scope}
          name="scope"
          value={scope}
          options={EVIDENCE_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
          onChange={(e) => setScope(e.target.value as typeof scope)}
        />
        <TextField
          label={T.ownerIntent}
          name="ownerIntent"
          hint={T.ownerIntentHint}
          value={intent}
          maxLength={500}
          onChange={(e) => setIntent(e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink">{T.artifacts}</legend>
        {rows.map((row, index) => (
          <div
            key={row.key}
            className="grid grid-cols-1 gap-3 rounded-lg border border-line p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
          >
            <SelectField
              label={`${T.artifactType} ${index + 1}`}
              value={row.type}
              options={ARTIFACT_TYPES}
              onChange={(e) =>
                update(row.key, {
                  type: e.target.value as ArtifactType,
                  uploadId: undefined,
                  fileName: undefined,
                })
              }
            />
            {row.type === 'link' ? (
              <TextField
                label={`${T.artifactUrl} ${index + 1}`}
                type="url"
                value={row.url}
                placeholder="https://"
                onChange={(e) => update(row.key, { url: e.target.value })}
              />
            ) : (
              <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
                {`${T.artifactFile} ${index + 1}`}
                <input
                  type="file"
                  accept={
                    row.type === 'image'
                      ? 'image/png,image/jpeg,image/webp'
                      : row.type === 'pdf'
                        ? 'application/pdf'
                        : 'audio/*'
                  }
                  className="min-h-10 text-sm text-ink-muted file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-3"
                  onChange={(e) => void onFile(row, e.target.files?.[0])}
                />
                {row.fileName ? <span className="text-xs text-success-600">{row.fileName}</span> : null}
              </label>
            )}
            <TextField
              label={`${T.artifactName} ${index + 1}`}
              value={row.name}
              maxLength={120}
              onChange={(e) => update(row.key, { name: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`${T.removeArtifact} ${index + 1}`}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={rows.length >= 20}
          onClick={() => setRows((all) => [...all, { key: Date.now(), type: 'link', url: '', name: '' }])}
        >
          <Plus aria-hidden className="size-4" />
          {T.addArtifact}
        </Button>
      </fieldset>
      <Button
        type="submit"
        className="self-start"
        disabled={title.trim() === '' || create.isPending || uploading}
      >
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}
