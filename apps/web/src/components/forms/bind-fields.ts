import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/**
 * Binds a react-hook-form form's fields by name: the registration and the field's error message,
 * to spread on a labelled field (`<TextField label={…} {...field('city')} />`).
 */
export function bindFields<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const { errors } = form.formState;
  return (name: FieldPath<T>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name),
  });
}
