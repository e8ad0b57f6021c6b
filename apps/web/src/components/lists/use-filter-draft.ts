import { useState } from 'react';

/**
 * A filter form's typed values while they are edited (they apply with Enter or Apply filters):
 * the draft, its setter, and `bind(key)`, the value and change handler to spread on its field.
 */
export function useFilterDraft<D extends { [K in keyof D]: string }>(initial: D) {
  const [draft, setDraft] = useState(initial);
  const bind = (key: keyof D & string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  return { draft, setDraft, bind };
}
