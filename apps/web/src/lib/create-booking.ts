// Creating a booking of any kind: the kind's create row of the contract, with the Idempotency-Key that makes a
// repeated Confirm click answer the same booking. The guest's bookings are stale afterwards, and so are
// whatever listing answers the booking changes (a hotel's rooms left).
import type { Answer, BodyIn } from '@raahi/contract/endpoint';
import type { createCabBooking, createHotelBooking, createTourBooking } from '@raahi/contract/bookings';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { NOTICE_VERSIONS } from '@raahi/contract/rules/notice-version';
import { call, type CallInput } from './api-client.ts';
import { useLanguage } from './i18n.tsx';

type CreateRow = typeof createHotelBooking | typeof createCabBooking | typeof createTourBooking;

/**
 * `loadRow` imports the kind's create row when the guest confirms: the booking calls' schemas are not part of
 * a listing page's first load (a visitor who only looks never needs them).
 */
export function useCreateBooking<E extends CreateRow>(loadRow: () => Promise<E>, alsoStale: readonly QueryKey[] = []) {
  const qc = useQueryClient();
  // the dialog shows the notice of the page's language: that text and version are the ones accepted
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: BodyIn<E>; idempotencyKey: string }): Promise<Answer<E>> => {
      // the dialog showed the notice: the server records it as accepted when the person had not accepted this version
      // (a guest's, with the booking: the account it is recorded on is made by the create)
      const notice = { version: NOTICE_VERSIONS[language], language };
      const guest = 'guest' in body && body.guest ? { ...body.guest, notice } : undefined;
      if (!guest) {
        const { acceptNotice } = await import('@raahi/contract/privacy');
        await call(acceptNotice, { body: { ...notice, method: 'first-booking' } });
      }
      const sent = guest ? { ...body, guest } : body;
      // every create row takes just a body and headers; TypeScript cannot work CallInput<E> out for a generic E
      return call(await loadRow(), { body: sent, headers: { 'idempotency-key': idempotencyKey } } as unknown as CallInput<E>);
    },
    onSuccess: () => {
      for (const queryKey of [['my-bookings'], ...alsoStale]) void qc.invalidateQueries({ queryKey });
    },
  });
}
