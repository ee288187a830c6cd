/** The hint and the error under the input of this id (its aria-describedby names `${id}-hint` and `${id}-err`). */
export function FieldNotes({
  id,
  hint,
  error,
  errorClassName = 'mt-1 text-sm text-red-700',
}: {
  id: string;
  hint?: string;
  error?: string;
  errorClassName?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className={errorClassName}>
          {error}
        </p>
      )}
    </>
  );
}
