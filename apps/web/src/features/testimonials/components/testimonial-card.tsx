import { ibhRoleName, type Testimonial } from '@ibh/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/cx';

/** One testimonial as people read it: the quote, then who said it (avatar, name, role, country). */
export function TestimonialCard({
  testimonial,
  aside,
  className,
}: {
  testimonial: Testimonial;
  /** Extra lines under the person (the admin's status and dates). */
  aside?: ReactNode;
  className?: string;
}) {
  const ibhRole = ibhRoleName(testimonial.ibhRole);
  const byline = [testimonial.role, testimonial.country].filter(Boolean).join(' · ');
  return (
    <figure
      className={cx(
        'flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-xs',
        className,
      )}
    >
      <blockquote className="text-base leading-relaxed text-ink whitespace-pre-line break-words">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3">
        <Avatar url={testimonial.avatarUrl} name={testimonial.name} size={40} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink">{testimonial.name}</span>
            {ibhRole ? (
              <Badge tone={testimonial.ibhRole === 'idea_owner' ? 'gold' : 'neutral'}>{ibhRole}</Badge>
            ) : null}
          </div>
          <p className="truncate text-sm text-ink-muted">{byline}</p>
          {aside}
        </div>
      </figcaption>
    </figure>
  );
}
