import { PROFILE_PAGE_TEXT, SKILL_LEVEL_UNRATED } from '@ibh/contract';
import { cx } from '@/lib/cx';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** Skills as chips; a rated skill shows its level as five dots (and says it in words). */
export function SkillList({ skills }: { skills: ReadonlyArray<{ skill: string; level: number }> }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map(({ skill, level }) => (
        <li
          key={skill}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-muted px-3 py-1 text-sm text-ink"
        >
          {skill}
          {level > SKILL_LEVEL_UNRATED ? (
            <span className="inline-flex items-center gap-0.5" title={PROFILE_PAGE_TEXT.level(level)}>
              {LEVELS.map((n) => (
                <span
                  key={n}
                  aria-hidden
                  className={cx('size-1.5 rounded-full', n <= level ? 'bg-sapphire-600' : 'bg-line-strong')}
                />
              ))}
              <span className="sr-only">{PROFILE_PAGE_TEXT.level(level)}</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
