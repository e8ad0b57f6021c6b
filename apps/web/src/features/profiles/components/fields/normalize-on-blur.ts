import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose value is rewritten when it loses focus (https added to a link):
 * the new value goes through the field's own onChange, so the form sees it and validates it.
 */
export function normalizeOnBlur<N extends string>(
  registered: UseFormRegisterReturn<N>,
  normalize: (value: string) => string,
): UseFormRegisterReturn<N> {
  return {
    ...registered,
    onBlur: async (event) => {
      const input: unknown = event.target;
      if (input instanceof HTMLInputElement) {
        const next = normalize(input.value);
        if (next !== input.value) {
          input.value = next;
          await registered.onChange(event);
        }
      }
      return registered.onBlur(event);
    },
  };
}
