// The ledger calls of the contract (packages/contract/src/ledger.ts).
import * as api from '@raahi/contract/ledger';
import { route } from '../../http/route.ts';
import { ledgerCsv, ledgerFileName, ledgerPage } from './ledger.service.ts';

export const ledgerRoutes = [
  route(api.listLedger, async ({ db, query }) => ledgerPage(db, query)),
  route(api.exportLedgerCsv, async ({ db, query, reply }) => {
    const file = await ledgerCsv(db, query);
    reply.header('content-disposition', `attachment; filename="${ledgerFileName(query)}"`);
    return file;
  }),
];
