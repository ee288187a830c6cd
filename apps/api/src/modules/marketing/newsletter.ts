// The offers newsletter: the one marketing email, sent weekly to the accounts whose latest word on offers by
// email is yes (the consents ledger); a withdrawal stops the next one. It says nothing but the person's
// first name and the week's offers: nothing from their bookings, so nothing of a child travelling.
import { todayInIndia } from '@raahi/contract/rules/dates';
import type { Db } from '../../db/client.ts';
import { queueMails } from '../mail/index.ts';
import { marketingAudience } from '../privacy/index.ts';
import { currentOffers } from './newsletter.repo.ts';

/** Writes this week's newsletter to every consenting account once (a week's key repeats nothing); answers how many. */
export async function sendNewsletter(db: Db, now = new Date()): Promise<number> {
  const today = todayInIndia(now);
  const list = await currentOffers(db, today);
  if (!list.length) return 0;
  const audience = await marketingAudience(db);
  if (!audience.length) return 0;
  await queueMails(
    db,
    audience.map((a) => ({
      to: a.email,
      key: `offers-newsletter:${today}:${a.id}`,
      message: { template: 'offers-newsletter' as const, data: { name: a.firstName, offers: list } },
      language: a.language,
    })),
  );
  return audience.length;
}
