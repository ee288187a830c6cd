// How long an unpaid booking's hold still lasts, ticking each second: the guest can pay until it ends.
import { useEffect, useState } from 'react';
import { formatDateTime } from './format.ts';
import { useT } from './i18n.tsx';

/** Milliseconds left until `until` (0 once past; null without a time), updated every second. */
export function useTimeLeft(until: string | null | undefined): number | null {
  const end = until ? new Date(until).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return end === null ? null : Math.max(0, end - now);
}

/** 14:05 (minutes:seconds) */
const mmss = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * 'Held for you until 21/03/2026 14:30 (12:41 left)'. The ticking part is hidden from screen readers (which
 * would otherwise read it every second); the end time says the same once.
 */
export function HoldCountdown({ until, left, className = '' }: { until: string; left: number; className?: string }) {
  const t = useT();
  return (
    <p className={className} data-testid="hold-countdown">
      {left > 0 ? (
        <>
          {t('common.hold.until', { until: formatDateTime(until) })}
          <span aria-hidden="true"> ({t('common.hold.left', { time: mmss(left) })})</span>
          {t('common.hold.payBy')}
        </>
      ) : (
        t('common.hold.over')
      )}
    </p>
  );
}
