// Enquiries (issue 14): a visitor asks about a tour, hotel or cab; the listing's provider and the admins
// answer in the back-office's Enquiry inbox; the visitor reads the thread in the dashboard.
import * as z from 'zod/mini';
import { anyone, providers, rowsFor, signedIn } from './collection.ts';
import { id, paging, pathId, requiredText, shortText, timestamps } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';
import { email } from './users.ts';

export const ENQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiryKind = z.enum(BOOKING_KINDS, 'Choose hotel, cab or tour.');
export type EnquiryKind = z.infer<typeof enquiryKind>;

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
export const ENQUIRY_MAX = 2000;

/**
 * POST /api/enquiries. A signed-in visitor is known; one who is signed out gives a name, an email and a
 * phone (required then: the API says which are missing).
 */
export const enquiryInput = z.object({
  kind: enquiryKind,
  listingId: id,
  message: requiredText(ENQUIRY_MAX),
  name: z.optional(shortText(100)),
  email: z.optional(z.union([z.literal(''), email])),
  phone: z.optional(shortText(20).check(z.refine((v: string) => v === '' || PHONE.test(v), 'Enter a valid phone number.'))),
});
export type EnquiryInput = z.input<typeof enquiryInput>;

export const enquiryReplyInput = z.object({ message: requiredText(ENQUIRY_MAX) });
export type EnquiryReplyInput = z.input<typeof enquiryReplyInput>;

export const enquiryMessage = z.object({
  /** the visitor who asked, or the provider's side (the listing's owner, a tour manager, an admin) */
  from: z.enum(['visitor', 'provider']),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const enquiry = z.object({
  _id: id,
  kind: enquiryKind,
  listing: z.object({ _id: id, name: z.string() }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** for the provider's side: a visitor's message nobody there has opened yet */
  unread: z.boolean(),
  messages: z.array(enquiryMessage),
  ...timestamps,
});
export type Enquiry = z.infer<typeof enquiry>;

export const enquiryListQuery = z.object({
  ...paging,
  kind: enquiryKind,
  status: z.optional(z.enum(ENQUIRY_STATUSES, 'Choose open, answered or closed.')),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuery>;

export const unreadEnquiries = z.object({ hotel: z.number(), cab: z.number(), tour: z.number() });
export type UnreadEnquiries = z.infer<typeof unreadEnquiries>;

const enquiryParams = z.object({ enquiryId: pathId });
/** the provider of the listing the enquiry is about (admins pass) */
const providerOfEnquiry = rowsFor({ who: ['hotel', 'cab', 'tour'], of: { providerOf: 'enquiry', param: 'enquiryId' } });

export const createEnquiry = anyone.post(
  '/api/enquiries',
  'Ask a question about a hotel, cab or tour (signed in, or with name, email and phone); throttled when signed out',
  { body: enquiryInput, response: enquiry, status: 201 },
);

export const listMyEnquiries = signedIn.list(
  '/api/enquiries/mine',
  "The caller's enquiries and their answers, latest activity first",
  enquiry,
  { query: z.object(paging) },
);

export const listEnquiries = providers.list(
  '/api/admin/enquiries',
  "The Enquiry inbox of a kind: a provider's own listings' enquiries (admins: all), latest activity first",
  enquiry,
  { query: enquiryListQuery, audit: 'read' },
);

export const countUnreadEnquiries = providers.get(
  '/api/admin/enquiries/unread',
  "How many enquiries of each kind the caller's side has not opened",
  { response: unreadEnquiries },
);

export const getEnquiry = providerOfEnquiry.get(
  '/api/admin/enquiries/:enquiryId',
  "One enquiry's thread; opening it marks it read for the provider's side",
  { params: enquiryParams, response: enquiry, audit: 'read' },
);

export const replyToEnquiry = providerOfEnquiry.post(
  '/api/admin/enquiries/:enquiryId/reply',
  'Answer an enquiry (it becomes answered; a closed one cannot be answered)',
  { params: enquiryParams, body: enquiryReplyInput, response: enquiry },
);

export const closeEnquiry = providerOfEnquiry.post(
  '/api/admin/enquiries/:enquiryId/close',
  'Close an enquiry (closing a closed one changes nothing)',
  { params: enquiryParams, response: enquiry },
);
