// What the privacy ledger keeps of an account's life (the consents given at registration, a correction of
// the profile), written in the same transaction as the change. The privacy module provides it when it
// registers; users declares what it needs here and imports nothing of privacy (decision 0058).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export type AccountLedger = {
  /** the consents an account starts with, under the notice in force, in the person's language */
  registered(tx: Db, userId: string, marketingEmail: boolean, language: string): Promise<void>;
  /** a correction of the profile, naming the fields corrected */
  corrected(tx: Db, userId: string, fields: string): Promise<void>;
};

const ledgers = new WeakMap<FastifyInstance, AccountLedger>();

/** Called by the privacy module's plugin. */
export const provideAccountLedger = (app: FastifyInstance, ledger: AccountLedger) => void ledgers.set(app, ledger);

export function accountLedgerOf(app: FastifyInstance): AccountLedger {
  const ledger = ledgers.get(app);
  if (!ledger) throw new Error('No account ledger: the privacy module is not registered.');
  return ledger;
}
