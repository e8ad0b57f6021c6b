import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface IconLabelProps {
  icon: LucideIcon;
  /** `li` in a list of facts, `p` on its own line. */
  as?: 'span' | 'li' | 'p';
  /** Spacing, size and colour of the words. */
  className?: string;
  iconClassName?: 'size-3.5' | 'size-4';
  children: ReactNode;
}

/** Words led by a small icon, in line: a place, a count, a check's result. */
export function IconLabel({
  icon: Icon,
  as: Tag = 'span',
  className,
  iconClassName = 'size-4',
  children,
}: IconLabelProps) {
  return (
    <Tag className={cx('inline-flex items-center gap-1', className)}>
      <Icon aria-hidden className={iconClassName} />
      {children}
    </Tag>
  );
}
