// The ledger calls of the contract (packages/contract/src/ledger.ts).
import * as api from '@raahi/contract/ledger';
import { FileAnswer, route } from '../../http/route.ts';
import { ledgerCsv, ledgerFileName, ledgerPage } from './ledger.service.ts';

export const ledgerRoutes = [
  route(api.listLedger, async ({ db, query }) => ledgerPage(db, query)),
  route(
    api.exportLedgerCsv,
    async ({ db, query }) => new FileAnswer(await ledgerCsv(db, query), 'text/csv; charset=utf-8', ledgerFileName(query)),
  ),
];
