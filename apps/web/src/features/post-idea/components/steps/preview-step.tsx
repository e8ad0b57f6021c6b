import { IDEA_STAGE_LABELS, POST_IDEA_TEXT, WIZARD_VISIBILITY_LABELS } from '@ibh/contract';
import { Crown, Globe, Handshake, Lightbulb, Lock, type LucideIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useObjectUrl } from '../../hooks/use-object-url';
import { isImageFile } from '../../lib/files';
import { formatFunding } from '../../lib/summary';
import type { WizardValues } from '../../lib/wizard-values';
import { FileThumb } from '../file-thumb';

const VISIBILITY_ICONS = { public: Globe, supporters: Users, private: Lock } as const;

/** A label of the preview card, led by a decorative icon when given. */
function Pill({
  icon: Icon,
  tone = 'muted',
  children,
}: {
  icon?: LucideIcon;
  tone?: 'muted' | 'gold' | 'sapphire';
  children: ReactNode;
}) {
  const tones = {
    muted: 'bg-surface-muted text-ink',
    gold: 'bg-gold-50 text-gold-800',
    sapphire: 'bg-sapphire-50 text-sapphire-700',
  };
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${tones[tone]}`}
    >
      {Icon ? <Icon aria-hidden className="size-3.5" /> : null}
      {children}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      {children}
    </section>
  );
}

function Cover({ file }: { file: File | undefined }) {
  const url = useObjectUrl(file ?? null);
  if (file && url) return <img src={url} alt="" className="aspect-[16/7] w-full object-cover" />;
  return (
    <div className="flex aspect-[16/7] w-full items-center justify-center bg-gradient-to-br from-sapphire-50 to-gold-50">
      <Lightbulb aria-hidden className="size-10 text-gold-700" />
    </div>
  );
}

/** Step 5: the idea as it will show once published. */
export function PreviewStep({ values, files }: { values: WizardValues; files: readonly File[] }) {
  const VisibilityIcon = values.visibility ? VISIBILITY_ICONS[values.visibility] : Globe;
  const funding = formatFunding(values.funding);
  const needs: Array<[string, string | null]> = [
    [POST_IDEA_TEXT.industry, values.industry.join(', ') || null],
    [POST_IDEA_TEXT.lookingFor, values.lookingFor.join(', ') || null],
    [POST_IDEA_TEXT.skills, values.skills.join(', ') || null],
    [POST_IDEA_TEXT.funding, funding],
    [POST_IDEA_TEXT.availability, values.availability.trim() || null],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{POST_IDEA_TEXT.previewIntro}</p>
      <article
        aria-label={values.title || POST_IDEA_TEXT.ideaTitle}
        className="overflow-hidden rounded-card border border-line bg-surface shadow-sm"
      >
        <Cover file={files.find(isImageFile)} />
        <div className="flex flex-col gap-5 p-5">
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-1.5">
              <Pill tone="sapphire">{IDEA_STAGE_LABELS[values.stage]}</Pill>
              <Pill icon={VisibilityIcon}>
                {values.visibility ? WIZARD_VISIBILITY_LABELS[values.visibility] : POST_IDEA_TEXT.noValue}
              </Pill>
              {values.openForCollab ? (
                <Pill icon={Handshake}>{POST_IDEA_TEXT.openForCollabBadge}</Pill>
              ) : null}
              {values.isPremium ? (
                <Pill icon={Crown} tone="gold">
                  {POST_IDEA_TEXT.premiumBadge}
                </Pill>
              ) : null}
            </div>
            <h3 className="text-xl font-semibold break-words text-ink sm:text-2xl">{values.title}</h3>
            {values.oneLiner.trim() ? <p className="text-base text-ink-muted">{values.oneLiner}</p> : null}
          </header>
          {values.tags.length > 0 ? (
            <ul aria-label={POST_IDEA_TEXT.tags} className="flex flex-wrap gap-1.5">
              {values.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-sapphire-50 px-2.5 py-0.5 text-sm text-sapphire-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <Section title={POST_IDEA_TEXT.shortDescription}>
            <p className="text-sm break-words whitespace-pre-line text-ink">{values.shortDescription}</p>
          </Section>
          {values.fullDescription.trim() ? (
            <Section title={POST_IDEA_TEXT.fullDescription}>
              <p className="text-sm break-words whitespace-pre-line text-ink">{values.fullDescription}</p>
            </Section>
          ) : null}
          {values.roadmap.trim() ? (
            <Section title={POST_IDEA_TEXT.roadmap}>
              <p className="text-sm break-words whitespace-pre-line text-ink">{values.roadmap}</p>
            </Section>
          ) : null}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg bg-surface-muted/60 p-4 sm:grid-cols-2">
            {needs.map(([label, value]) => (
              <div key={label} className="flex min-w-0 flex-col">
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className={value ? 'text-sm break-words text-ink' : 'text-sm text-ink-muted italic'}>
                  {value ?? POST_IDEA_TEXT.noValue}
                </dd>
              </div>
            ))}
          </dl>
          {files.length > 0 ? (
            <Section title={POST_IDEA_TEXT.attachments}>
              <ul className="flex flex-wrap gap-2">
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}`} className="flex w-24 flex-col items-center gap-1">
                    <FileThumb file={file} className="size-24" />
                    <span className="w-full truncate text-center text-xs text-ink-muted">{file.name}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      </article>
    </div>
  );
}
