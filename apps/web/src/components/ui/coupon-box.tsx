import type { CouponResult } from '@raahi/contract/quote';
import { useState } from 'react';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * The review pages' coupon box: Apply sends the code with the quote; the server's answer says whether it
 * applies (and the discount) or why not.
 */
export function CouponBox({
  coupon,
  quote,
}: {
  /** the review's code (lib/use-coupon-code.ts): '' when none */
  coupon: { code: string; setCode: (code: string) => void };
  /** the review's quote: its word on the code, and whether a new one is on its way */
  quote: { data?: { coupon?: CouponResult | null }; isFetching: boolean };
}) {
  const t = useT();
  const applied = coupon.code;
  const result = quote.data?.coupon;
  const checking = quote.isFetching;
  const onApply = coupon.setCode;
  const onRemove = () => coupon.setCode('');
  const [code, setCode] = useState(applied);
  const ok = applied && result?.applied;
  return (
    <Card title={t('common.coupon.title')}>
      <p className="text-sm text-slate-600">{t('common.coupon.hint')}</p>
      <form
        className="mt-3 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) onApply(code.trim().toUpperCase());
        }}
      >
        <label className="flex-1">
          <span className="sr-only">{t('common.coupon.label')}</span>
          <input
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm uppercase text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
            placeholder={t('common.coupon.placeholder')}
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={checking || !code.trim()}>
          {checking && applied ? t('common.coupon.checking') : t('common.coupon.apply')}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {applied && !checking && result && (
          <p className={ok ? 'text-emerald-800' : 'text-amber-800'} data-testid="coupon-message">
            {ok ? t('common.coupon.applied', { code: result.code, amount: rupeesExact(result.discount) }) : result.message}
          </p>
        )}
      </div>
      {applied && (
        <button
          type="button"
          className="mt-1 text-sm text-teal-800 underline"
          onClick={() => {
            setCode('');
            onRemove();
          }}
        >
          {t('common.coupon.remove')}
        </button>
      )}
    </Card>
  );
}
