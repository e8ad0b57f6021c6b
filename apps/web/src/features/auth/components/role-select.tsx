import { AUTH_FORM_TEXT, AUTH_TEXT } from '@ibh/contract';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { RoleBadge } from '@/components/ui/role-badge';
import { describedBy, FieldFrame, inputClasses, useFieldIds } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { FALLBACK_ROLES, useRoles } from '../api/get-roles';

interface RoleSelectProps extends Omit<ComponentProps<'select'>, 'className' | 'children'> {
  error?: string | undefined;
  /** The chosen slug, to preview how the person will appear. */
  selected: string;
}

/**
 * The signup role, from GET /api/roles; the contract's list stands in while loading, when the
 * call fails ('Unable to load roles') or when the table is empty (000 section 6).
 */
export function RoleSelect({ error, selected, id, ...select }: RoleSelectProps) {
  const ids = useFieldIds(id);
  const roles = useRoles();
  const options = roles.data?.length ? roles.data : FALLBACK_ROLES;
  const hint = roles.isError ? AUTH_TEXT.unableToLoadRoles : undefined;
  return (
    <FieldFrame label={AUTH_FORM_TEXT.role} error={error} hint={hint} ids={ids}>
      <div className="relative">
        <select
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && ids.errorId, hint && !error && ids.hintId)}
          aria-busy={roles.isPending || undefined}
          className={cx(inputClasses, 'appearance-none pr-10', selected ? undefined : 'text-ink-muted')}
          {...select}
        >
          <option value="" disabled>
            {AUTH_FORM_TEXT.chooseRole}
          </option>
          {options.map((role) => (
            <option key={role.slug} value={role.slug} className="text-ink">
              {role.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
        />
      </div>
      {selected ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          {AUTH_FORM_TEXT.roleHint} <RoleBadge slug={selected} />
        </p>
      ) : null}
    </FieldFrame>
  );
}
