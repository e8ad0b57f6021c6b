import { normalizeDashboardRole, ROLES } from '@ibh/contract';
import { BadgeCheck, Briefcase, Lightbulb } from 'lucide-react';
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

/** 'Verified Professional' with a check (000 section 6); the text carries the meaning. */
export function VerifiedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge tone="success" className={className}>
      <BadgeCheck aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
