import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a refusal's per-field messages (a 400's `fields`) on the form's fields of those names (`names`:
 * the form schema's shape); answers whether the refusal had any.
 */
export function showFieldErrors<F extends FieldValues>(err: unknown, names: object, setError: UseFormSetError<F>, shouldFocus = false) {
  if (!(err instanceof ApiError && err.fields)) return false;
  for (const [name, message] of Object.entries(err.fields)) if (name in names) setError(name as Path<F>, { message }, { shouldFocus });
  return true;
}
