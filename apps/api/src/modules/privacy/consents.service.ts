// The consents ledger: what a person agreed to, under which notice, in which language, when and how; a
// purpose's state is its latest row. Registration records the notice in force (and offers by email only
// when ticked); the account page turns offers by email on and off; a first booking accepts a newer notice.
import type { Consents, ConsentChange, NoticeAcceptance } from '@raahi/contract/privacy';
import { CONSENT_PURPOSES, WITHDRAWABLE, type ConsentMethod } from '@raahi/contract/rules/personal-data';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@raahi/contract/i18n/languages';
import { NOTICE_VERSIONS, PRIVACY_NOTICE_VERSION } from '@raahi/contract/rules/privacy-notice';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { consentHistory, consentingAccounts, recordConsent, type ConsentRow } from './consents.repo.ts';

/** A ledger row's language as one the site has (rows written before the second language say 'en'). */
const languageOf = (row: ConsentRow | undefined): Language => (isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE);

export function consentsOf(rows: ConsentRow[]): Consents {
  const accepted = rows.filter((r) => r.purpose === 'bookings' && r.granted).at(-1);
  // each language's notice has its own version: the one in force is that of the language it was accepted in
  const noticeLanguage = languageOf(accepted);
  return {
    noticeVersion: NOTICE_VERSIONS[noticeLanguage],
    noticeLanguage,
    acceptedNoticeVersion: accepted?.noticeVersion ?? null,
    acceptedNoticeAt: accepted?.at.toISOString() ?? null,
    purposes: CONSENT_PURPOSES.map((purpose) => {
      const history = rows.filter((r) => r.purpose === purpose);
      return {
        purpose,
        granted: history.at(-1)?.granted ?? false,
        withdrawable: WITHDRAWABLE.includes(purpose),
        history: history.map((r) => ({
          granted: r.granted,
          noticeVersion: r.noticeVersion,
          language: r.language,
          method: r.method,
          at: r.at.toISOString(),
        })),
      };
    }),
  };
}

export const myConsents = async (db: Db, userId: string) => consentsOf(await consentHistory(db, userId));

/** At registration: the notice in force is accepted; offers by email only when the person ticked them. */
export async function recordRegistration(db: Db, userId: string, marketingEmail: boolean, language = 'en') {
  const noticeVersion = isLanguage(language) ? NOTICE_VERSIONS[language] : PRIVACY_NOTICE_VERSION;
  const common = { userId, noticeVersion, language, method: 'registration' as ConsentMethod };
  await recordConsent(db, { ...common, purpose: 'bookings', granted: true });
  if (marketingEmail) await recordConsent(db, { ...common, purpose: 'marketing-email', granted: true });
}

/** Turning offers by email on or off; a change to the state it already has records nothing. */
export async function changeConsent(db: Db, userId: string, change: ConsentChange): Promise<Consents> {
  const current = await myConsents(db, userId);
  const purpose = current.purposes.find((p) => p.purpose === change.purpose)!;
  if (purpose.granted === change.granted) return current;
  const language = change.language ?? 'en';
  await recordConsent(db, {
    userId,
    purpose: change.purpose,
    granted: change.granted,
    noticeVersion: NOTICE_VERSIONS[language],
    language,
    method: 'account-page',
  });
  return myConsents(db, userId);
}

/** The notice shown, checked to be the one in force in its language (409 otherwise). */
export function noticeInForce(shown: Pick<NoticeAcceptance, 'version' | 'language'>) {
  const language = shown.language ?? 'en';
  const version = NOTICE_VERSIONS[language];
  if (shown.version !== version) throw conflict(NOTICE_CHANGED, 'notice_changed');
  return { language, version };
}

export const NOTICE_CHANGED = 'The privacy notice has changed since this page was opened. Please read the new one.';

/** The notice shown (at a first booking, say), in its language, is accepted if it is still the one in force. */
export async function acceptNotice(db: Db, userId: string, body: NoticeAcceptance): Promise<Consents> {
  const { language, version } = noticeInForce(body);
  const current = await myConsents(db, userId);
  if (current.acceptedNoticeVersion === version && current.noticeLanguage === language) return current;
  await recordConsent(db, {
    userId,
    purpose: 'bookings',
    granted: true,
    noticeVersion: version,
    language,
    method: body.method,
  });
  return myConsents(db, userId);
}

/** Who receives a marketing email now: their latest word on it is yes, their address is proven, not erased. */
export const marketingAudience = (db: Db) => consentingAccounts(db, 'marketing-email');
