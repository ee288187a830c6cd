import type { BookingStatus } from '@raahi/contract/common';

const STYLE: Record<BookingStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function StatusBadge({ status }: { status: BookingStatus | undefined }) {
  const s = status ?? 'Pending';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLE[s]}`}>{s}</span>;
}
