// The coupon code on a booking review (hotel, cab, tour): it starts from the page's address (`?coupon=`), so
// signing in first or coming Back from a failed payment finds it applied again; the review sends it with the
// quote, and with the booking only when the quote said it applies (a code that does not would refuse the
// booking with a 400).
import type { CouponResult, Quote } from '@raahi/contract/quote';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Whether the quote's word is on `code` (a previous answer may still show while the new one loads) and it applies. */
const appliesTo = (code: string, result: CouponResult | null | undefined): result is CouponResult =>
  !!code && !!result?.applied && result.code.toUpperCase() === code.toUpperCase();

export function useCouponCode() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('coupon') ?? '');
  return {
    /** the code applied ('' when none) */
    code,
    setCode,
    /** `path` (an address of this page, perhaps with a query) with the code in it, or without it when none */
    withCode: (path: string) => {
      const at = path.indexOf('?');
      const q = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
      if (code) q.set('coupon', code);
      else q.delete('coupon');
      const query = q.toString();
      return `${at < 0 ? path : path.slice(0, at)}${query ? `?${query}` : ''}`;
    },
    /** the create call's `couponCode` when the quote said this code applies */
    bodyPart: (result: CouponResult | null | undefined): { couponCode?: string } => (appliesTo(code, result) ? { couponCode: code } : {}),
    /**
     * What the quote takes off (rupees, the server's figure): the listing's automatic offer's discount when
     * it applies, else the code's, 0 when neither does.
     */
    discountOf: (quote: Pick<Quote, 'coupon' | 'offer'> | undefined) =>
      quote?.offer ? quote.offer.discount : appliesTo(code, quote?.coupon) ? quote.coupon.discount : 0,
  };
}
