import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step inside the auth card. With `focusOnMount` it takes focus when the step
 * opens, so screen-reader and keyboard users land at the start of the new step.
 */
export function PanelHeading({
  icon: Icon,
  title,
  children,
  descriptionId,
  focusOnMount = false,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Id of the text under the title, for aria-describedby of the step's first control. */
  descriptionId?: string;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="flex gap-3.5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sapphire-50 text-sapphire-600">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </h2>
        {children ? (
          <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-muted">
            {children}
          </p>
        ) : null}
      </div>
    </div>
  );
}
