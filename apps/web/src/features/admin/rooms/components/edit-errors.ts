// The words of a calendar change the contract refuses, before it is sent: the first message of each field.
import { calendarPatch, type CalendarPatch } from '@raahi/contract/rooms';
import { safeParse } from 'zod/mini';

/** Field (the last part of its path, e.g. 'minStay', 'to') → message; empty when the change is valid. */
export function patchErrors(changes: CalendarPatch['changes']): Record<string, string> {
  const parsed = safeParse(calendarPatch, { changes });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path.at(-1) ?? 'set');
    errors[field] ??= issue.message;
  }
  return errors;
}
