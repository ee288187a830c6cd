import { setCommission } from '@raahi/contract/earnings';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { COMMISSION_KEY } from './get-commission.ts';
import { EARNINGS_KEY } from './get-earnings.ts';

/** Sets the commission for payments from now on; the earnings are read again. */
export const useSetCommission = () =>
  useSave(
    (percent: number) => call(setCommission, { body: { percent } }),
    [EARNINGS_KEY],
    (qc, saved) => qc.setQueryData(COMMISSION_KEY, saved),
  );
