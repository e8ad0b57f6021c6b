import { normalizeDashboardRole, ROLES } from '@ibh/contract';
import { Briefcase, Lightbulb } from 'lucide-react';
import { Badge } from './badge';

const NAMES = Object.fromEntries(ROLES.map((r) => [r.slug, r.name]));

/** Idea Owner in gold with a lightbulb, everyone else as Professional in sapphire (000 section 6). */
export function RoleBadge({ slug, className }: { slug: string | null | undefined; className?: string }) {
  if (normalizeDashboardRole(slug) === 'idea_owner') {
    return (
      <Badge tone="gold" className={className}>
        <Lightbulb aria-hidden className="size-3.5" />
        {NAMES.idea_owner}
      </Badge>
    );
  }
  return (
    <Badge tone="sapphire" className={className}>
      <Briefcase aria-hidden className="size-3.5" />
      {NAMES.professional}
    </Badge>
  );
}
