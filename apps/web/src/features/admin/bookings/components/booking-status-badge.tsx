import type { BookingStatus } from '@raahi/contract/common';

const tone: Record<BookingStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  Cancelled: 'bg-red-100 text-red-900 ring-red-200',
};

export function BookingStatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  const s = status ?? 'Pending';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[s]}`}>{s}</span>;
}
