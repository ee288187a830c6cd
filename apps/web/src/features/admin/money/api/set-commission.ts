import { setCommission } from '@raahi/contract/earnings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { COMMISSION_KEY } from './get-commission.ts';
import { EARNINGS_KEY } from './get-earnings.ts';

/** Sets the commission for payments from now on; the earnings are read again. */
export function useSetCommission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (percent: number) => call(setCommission, { body: { percent } }),
    onSuccess: (saved) => {
      qc.setQueryData(COMMISSION_KEY, saved);
      void qc.invalidateQueries({ queryKey: EARNINGS_KEY });
    },
  });
}
