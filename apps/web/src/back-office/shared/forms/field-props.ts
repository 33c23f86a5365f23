import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/** The message of a field's error, nested names included (`address.town`, `entries.0.rating`). */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/**
 * A field registered on the form, to spread on TextField, TextareaField or SelectField: register()'s
 * name, ref and handlers, and the field's error (which those components tie to the control).
 */
export function fieldProps<T extends FieldValues, N extends Path<T>>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: N,
  rules?: RegisterOptions<T, N>,
) {
  return { ...form.register(name, rules), error: errorOf(form.formState.errors, name) };
}
