import type { ReactNode } from 'react';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';

/**
 * A paragraph, unlike every state that may replace it: a section hydrating after its data arrived (or failed)
 * hydrates the new state over the server's spinner, and hydration keeps an element of the same kind with its
 * old attributes (an error would keep role=status). An element of another kind is replaced.
 */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
      <span>{label ?? t('common.states.loading')}</span>
    </p>
  );
}

/** A spinner that holds the height of a page about to appear, so the footer does not jump up and down. */
export function TallSpinner({ label }: { label: string }) {
  return (
    <div className="min-h-[70vh]">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto my-8 max-w-xl rounded-xl border border-red-200 bg-red-50 p-5 text-center text-red-800">
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          {t('common.states.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** `page`: the state is all the page shows, so its title is the page's heading (h1) */
export function EmptyState({
  title,
  hint,
  children,
  page = false,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
  page?: boolean;
}) {
  const Title = page ? 'h1' : 'p';
  return (
    <div className="mx-auto my-8 max-w-xl rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Title className="text-lg font-semibold text-slate-800">{title}</Title>
      {hint && <p className="mt-1 text-slate-600">{hint}</p>}
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** A message announced when it appears (role=alert); nothing while there is none. */
export function AlertText({ message, id, className }: { message: string | null | undefined; id?: string; className: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}

/**
 * Why a call the person made (a mutation) failed: the server's reason, or `fallback`; nothing while it has not
 * failed. `besideFields`: a form shows the server's per-field messages on its fields, so only other errors here.
 */
export function CallError({
  call,
  fallback,
  className,
  besideFields = false,
}: {
  call: { isError: boolean; error: unknown };
  fallback: string;
  className: string;
  besideFields?: boolean;
}) {
  const onFields = besideFields && call.error instanceof ApiError && call.error.fields;
  return <AlertText message={call.isError && !onFields ? messageOf(call.error, fallback) : null} className={className} />;
}
