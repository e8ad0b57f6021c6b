import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** A badge led by a small decorative icon; the text carries the meaning. */
export function IconBadge({
  icon: Icon,
  tone,
  className,
  children,
}: {
  icon: LucideIcon;
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden className="size-3.5" />
      {children}
    </Badge>
  );
}
