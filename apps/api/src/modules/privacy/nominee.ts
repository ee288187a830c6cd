import type { NomineeInput } from '@raahi/contract/privacy';
import type { Db } from '../../db/client.ts';
import { setNominee } from './nominee.repo.ts';
import { recordDone } from './data-requests.ts';

/** Names (or renames) the person who may exercise the account's rights if its holder dies or cannot. */
export async function nameNominee(db: Db, userId: string, input: NomineeInput) {
  const now = new Date();
  const nominee = { name: input.name, email: input.email.toLowerCase(), relation: input.relation ?? '' };
  await db.transaction(async (tx) => {
    await setNominee(tx, userId, { ...nominee, at: now });
    await recordDone(tx, userId, 'nominee', 'Nominee named on the account page.', now);
  });
  return { nominee: { ...nominee, namedAt: now.toISOString() } };
}
