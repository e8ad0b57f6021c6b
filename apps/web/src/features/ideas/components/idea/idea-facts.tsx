import { formatMoney, IDEA_PAGE_TEXT, type IdeaDetail } from '@ibh/contract';
import { TitledSection } from '@/components/page/titled-section';
import { Badge } from '@/components/ui/badge';

function Chips({ items, prefix = '' }: { items: readonly string[]; prefix?: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge>
            {prefix}
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Tags, industry, who the idea looks for, skills, funding and availability, where given. */
export function IdeaFacts({ idea }: { idea: IdeaDetail }) {
  const rows = [
    { label: IDEA_PAGE_TEXT.tags, value: idea.tags.length ? <Chips items={idea.tags} prefix="#" /> : null },
    { label: IDEA_PAGE_TEXT.industry, value: idea.industry.length ? <Chips items={idea.industry} /> : null },
    {
      label: IDEA_PAGE_TEXT.lookingFor,
      value: idea.lookingFor.length ? <Chips items={idea.lookingFor} /> : null,
    },
    { label: IDEA_PAGE_TEXT.skills, value: idea.skills.length ? <Chips items={idea.skills} /> : null },
    { label: IDEA_PAGE_TEXT.funding, value: idea.funding !== null ? formatMoney(idea.funding * 100) : null },
    { label: IDEA_PAGE_TEXT.availability, value: idea.availability },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <TitledSection
      id="facts-title"
      title={IDEA_PAGE_TEXT.details}
      className="rounded-card border border-line bg-surface p-5"
      titleClassName="mb-4 text-base font-semibold text-ink"
    >
      <dl className="flex flex-col gap-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{row.label}</dt>
            <dd className="mt-1.5 text-sm break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
