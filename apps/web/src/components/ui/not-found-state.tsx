import type { ReactNode } from 'react';

/** A page-level "not found" with a real heading, e.g. a hotel or cab that does not exist. */
export function NotFoundState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="px-4">
      <section className="mx-auto my-12 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{hint}</p>
        {children && <div className="mt-4">{children}</div>}
      </section>
    </div>
  );
}
