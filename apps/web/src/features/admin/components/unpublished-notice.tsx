/** Shown to an owner whose listing is not visible to travellers (a new draft, or archived by an admin). */
export function UnpublishedNotice({ kind }: { kind: 'hotel' | 'cab' }) {
  return (
    <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Your {kind} is not visible to travellers yet. Complete its details and save; an administrator publishes it.
    </p>
  );
}
