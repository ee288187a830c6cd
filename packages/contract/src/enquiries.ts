// Enquiries (issue 14): a visitor asks about a tour, hotel or cab; the listing's provider and the admins
// answer in the back-office's Enquiry inbox; the visitor reads the thread in the dashboard.
import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
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
const providerOfEnquiry = { who: ['hotel', 'cab', 'tour'], of: { providerOf: 'enquiry', param: 'enquiryId' } } as const;

export const createEnquiry = endpoint({
  method: 'POST',
  path: '/api/enquiries',
  summary: 'Ask a question about a hotel, cab or tour (signed in, or with name, email and phone); throttled when signed out',
  access: { who: 'anyone' },
  body: enquiryInput,
  response: enquiry,
  status: 201,
});

export const listMyEnquiries = endpoint({
  method: 'GET',
  path: '/api/enquiries/mine',
  summary: "The caller's enquiries and their answers, latest activity first",
  access: { who: 'signed-in' },
  query: z.object(paging),
  response: enquiry,
  list: true,
});

export const listEnquiries = endpoint({
  method: 'GET',
  path: '/api/admin/enquiries',
  summary: "The Enquiry inbox of a kind: a provider's own listings' enquiries (admins: all), latest activity first",
  access: { who: ['hotel', 'cab', 'tour'] },
  query: enquiryListQuery,
  response: enquiry,
  list: true,
});

export const countUnreadEnquiries = endpoint({
  method: 'GET',
  path: '/api/admin/enquiries/unread',
  summary: "How many enquiries of each kind the caller's side has not opened",
  access: { who: ['hotel', 'cab', 'tour'] },
  response: unreadEnquiries,
});

export const getEnquiry = endpoint({
  method: 'GET',
  path: '/api/admin/enquiries/:enquiryId',
  summary: "One enquiry's thread; opening it marks it read for the provider's side",
  access: providerOfEnquiry,
  params: enquiryParams,
  response: enquiry,
});

export const replyToEnquiry = endpoint({
  method: 'POST',
  path: '/api/admin/enquiries/:enquiryId/reply',
  summary: 'Answer an enquiry (it becomes answered; a closed one cannot be answered)',
  access: providerOfEnquiry,
  params: enquiryParams,
  body: enquiryReplyInput,
  response: enquiry,
});

export const closeEnquiry = endpoint({
  method: 'POST',
  path: '/api/admin/enquiries/:enquiryId/close',
  summary: 'Close an enquiry (closing a closed one changes nothing)',
  access: providerOfEnquiry,
  params: enquiryParams,
  response: enquiry,
});
