import { useState } from 'react';

/**
 * A form's typed values while they are edited (until they are applied or saved): the draft, its
 * setter, and `bind(key)`, the value and change handler to spread on its text field.
 */
export function useDraft<D extends { [K in keyof D]: string }>(initial: D) {
  const [draft, setDraft] = useState(initial);
  const bind = (key: keyof D & string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  return { draft, setDraft, bind };
}
