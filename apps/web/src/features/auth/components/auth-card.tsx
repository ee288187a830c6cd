import type { ReactNode } from 'react';
import { DocumentHead } from '../../../components/document-head.tsx';

/** The frame of the one-form account pages (forgot password, reset password, verify email). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-10 md:py-16">
      <DocumentHead tags={[{ title: `${title} · Raahi` }]} />
      <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 md:p-10">
        <h1 className="text-2xl font-extrabold text-slate-900 md:text-3xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

export const noticeClass = {
  ok: 'mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800',
  error: 'mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800',
};
