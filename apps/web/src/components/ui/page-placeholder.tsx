/** Temporary body of a page that is being built. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">This page is on its way.</p>
    </section>
  );
}
