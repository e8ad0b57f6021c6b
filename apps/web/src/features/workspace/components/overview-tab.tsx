import { DASHBOARD_TEXT, IDEA_STAGE_LABELS, WORKSPACE, WORKSPACE_TEXT, type Workspace } from '@ibh/contract';
import { Badge } from '@/components/ui/badge';

function Chips({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge>{item}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The idea in short: description, stage, visibility, country, tags (10), looking for (8), images (4). */
export function OverviewTab({ workspace }: { workspace: Workspace }) {
  const { idea } = workspace;
  const images = idea.imageUrls.slice(0, WORKSPACE.images);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="ws-about" className="flex flex-col gap-2">
        <h2 id="ws-about" className="text-base font-semibold text-ink">
          {WORKSPACE_TEXT.about}
        </h2>
        <p className="text-sm break-words whitespace-pre-line text-ink">{idea.shortDescription}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="sapphire">{IDEA_STAGE_LABELS[idea.stage]}</Badge>
          <Badge tone={idea.visibility === 'public' ? 'neutral' : 'gold'}>
            {idea.visibility === 'public' ? DASHBOARD_TEXT.publicMark : DASHBOARD_TEXT.privateMark}
          </Badge>
          {idea.country ? <Badge>{idea.country}</Badge> : null}
        </div>
      </section>
      <Chips id="ws-tags" title={WORKSPACE_TEXT.tags} items={idea.tags.slice(0, WORKSPACE.tags)} />
      <Chips
        id="ws-looking"
        title={WORKSPACE_TEXT.lookingFor}
        items={idea.lookingFor.slice(0, WORKSPACE.lookingFor)}
      />
      <section aria-labelledby="ws-images" className="flex flex-col gap-2">
        <h3 id="ws-images" className="text-sm font-semibold text-ink">
          {WORKSPACE_TEXT.images}
        </h3>
        {images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {images.map((url, index) => (
              <li key={url}>
                <img
                  src={url}
                  alt={`${idea.title} ${index + 1}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg border border-line object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{WORKSPACE_TEXT.noImages}</p>
        )}
      </section>
    </div>
  );
}
