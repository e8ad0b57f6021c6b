import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, startTransition } from 'react';
import { useSearchParams } from 'react-router';
import { cx } from '@/lib/cx';

/** An underlined tab: muted, sapphire with its underline when chosen. Size it with `extra`. */
export function tabTriggerClasses(extra: string): string {
  return cx(
    '-mb-px inline-flex items-center justify-center border-b-2 border-transparent text-sm font-medium text-ink-muted',
    'hover:text-ink data-[state=active]:border-sapphire-600 data-[state=active]:text-sapphire-700',
    extra,
  );
}

export interface PageTab {
  value: string;
  label: ReactNode;
  /** The panel; rendered only while its tab is chosen. */
  content: ReactNode;
}

/** A page's tabs over a line, each with its panel (the chosen tab lives where the page keeps it). */
export function PageTabs({
  label,
  value,
  onValueChange,
  tabs,
  triggerClassName,
  className,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly PageTab[];
  triggerClassName: string;
  className: string;
}) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className={className}>
      <Tabs.List aria-label={label} className="flex gap-1 border-b border-line">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const TAB_PARAM = 'tab';

/**
 * The tab kept in the address as ?tab= (left out for the first tab, which an unknown value reads as),
 * and the way to choose another; `transition` renders the chosen panel as a transition.
 */
export function useTabParam<T extends string>(tabs: readonly T[], { transition = false } = {}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM) ?? '';
  const current = tabs.find((tab) => tab === requested) ?? (tabs[0] as T);
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === tabs[0]) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, value);
    if (transition) startTransition(() => setParams(next, { replace: true }));
    else setParams(next, { replace: true });
  };
  return [current, choose] as const;
}
