import { EDIT_PROFILE_TEXT, PROFILE_SECTIONS } from '@ibh/contract';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '@/lib/cx';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to a section, focuses its heading for keyboard and screen-reader users. */
export function goToSection(id: string, smooth: boolean): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    block: 'start',
  });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/**
 * The editor's sticky tab bar: links to the section anchors, the section in view marked as
 * current. On phones it scrolls sideways and keeps the current tab in sight.
 */
export function SectionNav({ active, onSelect }: { active: string; onSelect: (id: string) => void }) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`[data-section="${active}"]`);
    if (!list || !tab || typeof list.scrollTo !== 'function') return;
    list.scrollTo({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2, behavior: 'auto' });
  }, [active]);

  const select = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onSelect(id);
    goToSection(id, true);
    void navigate({ hash: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <nav
      aria-label={EDIT_PROFILE_TEXT.sectionsLabel}
      className="sticky top-16 z-20 -mx-4 border-b border-line bg-canvas/95 px-4 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ul ref={listRef} className="flex gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
        {PROFILE_SECTIONS.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                data-section={section.id}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => select(event, section.id)}
                className={cx(
                  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  current
                    ? 'bg-sapphire-600 text-white'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
