// A person's data (issue 31, decision 0051): the privacy notice, the consents ledger, the download of
// everything held about the person, erasure, a nominee, and the back-office's list of requests.
import * as z from 'zod/mini';
import { admins, rowsFor, signedIn } from './collection.ts';
import { id, paging, password, REQUIRED, shortText } from './fields.ts';
import { CONSENT_METHODS, CONSENT_PURPOSES, DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from './rules/personal-data.ts';
import { NOTICE_LANGUAGES } from './rules/privacy-notice.ts';
import { email } from './users.ts';

const recipient = z.enum(['provider', 'gateway', 'mail', 'storage']);
const language = z.enum(NOTICE_LANGUAGES, 'Choose a language the site has.');

export const privacyNotice = z.object({
  version: z.string(),
  language,
  items: z.array(z.object({ id: z.string(), data: z.string(), why: z.string(), keptFor: z.string(), sharedWith: z.array(recipient) })),
  recipients: z.record(z.string(), z.string()),
  rights: z.array(z.string()),
  /** whom to write to about it: the grievance officer */
  contact: z.object({ name: z.string(), email: z.string() }),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;

const consentEntry = z.object({
  granted: z.boolean(),
  noticeVersion: z.string(),
  language: z.string(),
  method: z.enum(CONSENT_METHODS),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntry>;

export const consents = z.object({
  /**
   * the notice in force now in `noticeLanguage` (the language the person last accepted a notice in; English
   * before any), and the version the person last accepted (null: none yet)
   */
  noticeVersion: z.string(),
  noticeLanguage: language,
  acceptedNoticeVersion: z.nullable(z.string()),
  acceptedNoticeAt: z.nullable(z.string()),
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      granted: z.boolean(),
      /** false: ends only with the account */
      withdrawable: z.boolean(),
      /** oldest first */
      history: z.array(consentEntry),
    }),
  ),
});
export type Consents = z.infer<typeof consents>;

export const consentChange = z.object({
  purpose: z.literal('marketing-email', 'Only offers by email can be turned on or off here.'),
  granted: z.boolean('Say true or false.'),
  language: z.optional(language),
});
export type ConsentChange = z.input<typeof consentChange>;

export const noticeAcceptance = z.object({
  version: shortText(40),
  language: z.optional(language),
  /** where it was shown: the first booking's review page, or the account page */
  method: z.enum(['first-booking', 'account-page'], 'Choose first-booking or account-page.'),
});
export type NoticeAcceptance = z.input<typeof noticeAcceptance>;

export const nominee = z.object({ name: z.string(), email: z.string(), relation: z.string(), namedAt: z.string() });
export const nomineeInput = z.object({
  name: shortText(100).check(z.minLength(1, REQUIRED)),
  email,
  relation: z._default(shortText(60), ''),
});
export type NomineeInput = z.input<typeof nomineeInput>;
export const nomineeAnswer = z.object({ nominee: z.nullable(nominee) });

export const eraseInput = z.object({ password: password(1, REQUIRED) });
export const eraseAnswer = z.object({ message: z.string(), erasedAt: z.string() });

export const dataRequest = z.object({
  _id: id,
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  /** the account it is about (erased accounts read 'Guest (account erased)') */
  userId: z.string(),
  userName: z.string(),
  note: z.string(),
  requestedAt: z.string(),
  dueBy: z.string(),
  completedAt: z.nullable(z.string()),
  overdue: z.boolean(),
});
export type DataRequest = z.infer<typeof dataRequest>;
export const dataRequestQuery = z.object({
  ...paging,
  status: z.optional(z.enum(DATA_REQUEST_STATUSES, 'Choose open or done.')),
  kind: z.optional(z.enum(DATA_REQUEST_KINDS, 'Choose access, correction, erasure or nominee.')),
});

/** Who a piece of the person's data went to, named. */
const sharedWith = z.array(z.object({ recipient, name: z.string() }));
const record = z.record(z.string(), z.unknown());
/** Everything the product holds about the person, as the download answers it (each piece with its recipients). */
export const myData = z.object({
  generatedAt: z.string(),
  noticeVersion: z.string(),
  profile: z.object({ data: record, sharedWith }),
  bookings: z.array(
    z.object({
      kind: z.enum(['hotel', 'cab', 'tour']),
      listing: z.string(),
      booking: record,
      payments: z.array(record),
      refunds: z.array(record),
      documents: z.array(record),
      sharedWith,
    }),
  ),
  enquiries: z.array(z.object({ enquiry: record, messages: z.array(record), sharedWith })),
  reviews: z.array(z.object({ review: record, sharedWith })),
  complaints: z.array(z.object({ complaint: record, messages: z.array(record), sharedWith })),
  consents: z.array(record),
  sessions: z.array(record),
  emails: z.array(z.object({ email: record, sharedWith })),
  requests: z.array(record),
  nominee: z.nullable(nominee),
});
export type MyData = z.infer<typeof myData>;

export const getPrivacyNotice = rowsFor({ who: 'anyone', members: 'own-language' }).get(
  '/api/privacy/notice',
  "The privacy notice in force, itemised, with its version, in the caller's language (`language`, else the signed-in person's, else Accept-Language)",
  {
    query: z.object({ language: z.optional(language) }),
    response: privacyNotice,
  },
);

export const getMyConsents = signedIn.get(
  '/api/users/me/consents',
  "The caller's consents: each purpose's state and its history with times, and the notice version accepted",
  { response: consents },
);

export const setMyConsent = signedIn.put(
  '/api/users/me/consents',
  'Turn offers by email on or off (recorded in the ledger with the notice version, language and time); answers the consents',
  { body: consentChange, response: consents },
);

export const acceptNotice = signedIn.post(
  '/api/users/me/notice',
  'Record that the caller accepted the notice in force (409 when the version shown is no longer the one in force)',
  { body: noticeAcceptance, response: consents },
);

export const getMyData = signedIn.get(
  '/api/users/me/data',
  'Everything Raahi holds about the caller, as a JSON file: profile, bookings with payments and documents, enquiries, reviews, complaints, consents, sessions, emails, and who each piece was shared with',
  { response: myData },
);

export const setMyNominee = signedIn.put(
  '/api/users/me/nominee',
  'Name the person who may exercise these rights for the caller if they die or cannot',
  { body: nomineeInput, response: nomineeAnswer },
);

export const eraseMe = signedIn.post(
  '/api/users/me/erase',
  "Erase the caller's account with its password: sessions end, sign-in stops, name, email, phone and free text are removed everywhere; tax documents stay; 409 while a booking is still to come",
  { body: eraseInput, response: eraseAnswer },
);

export const listDataRequests = admins.list(
  '/api/admin/data-requests',
  "People's requests about their data (download, correction, erasure, nominee) with their deadline; open and overdue first",
  dataRequest,
  { query: dataRequestQuery, audit: 'read' },
);
