// Complaints (issue 31): anyone raises one about a booking, a listing, a payment or a refund and gets a
// ticket number with two deadlines (rules/grievances.ts); the listing's provider and the admins answer in
// the back-office's Complaints queue, an admin resolves it with a written outcome; the person follows it
// in the account.
import * as z from 'zod/mini';
import { admins, anyone, providers, rowsFor, signedIn } from './collection.ts';
import { id, paging, pathId, requiredText, shortText, timestamps } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';
import { email } from './users.ts';

export const GRIEVANCE_TOPICS = ['booking', 'listing', 'payment', 'refund'] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
/** open: waiting for the provider's side or Raahi; answered: waiting for the person; resolved: final */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
export const GRIEVANCE_MAX = 4000;

/**
 * POST /api/grievances. A signed-in person is known (and may name one of their bookings); one who is signed
 * out gives a name, an email and a phone (the API says which are missing) and may name a listing.
 */
export const grievanceInput = z.object({
  topic: z.enum(GRIEVANCE_TOPICS, 'Choose booking, listing, payment or refund.'),
  bookingId: z.optional(id),
  kind: z.optional(z.enum(BOOKING_KINDS, 'Choose hotel, cab or tour.')),
  listingId: z.optional(id),
  message: requiredText(GRIEVANCE_MAX),
  name: z.optional(shortText(100)),
  email: z.optional(z.union([z.literal(''), email])),
  phone: z.optional(shortText(20).check(z.refine((v: string) => v === '' || PHONE.test(v), 'Enter a valid phone number.'))),
});
export type GrievanceInput = z.input<typeof grievanceInput>;

export const grievanceReplyInput = z.object({ message: requiredText(GRIEVANCE_MAX) });
export type GrievanceReplyInput = z.input<typeof grievanceReplyInput>;

export const grievanceResolveInput = z.object({
  /** what was decided and done, in words the person receives by email */
  outcome: requiredText(GRIEVANCE_MAX),
});
export type GrievanceResolveInput = z.input<typeof grievanceResolveInput>;

export const grievanceMessage = z.object({
  /** the person who complained, or the side that handles it (the listing's provider, Raahi's staff) */
  from: z.enum(['person', 'staff']),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const grievance = z.object({
  _id: id,
  ticketNumber: z.string(),
  topic: z.enum(GRIEVANCE_TOPICS),
  /** the listing it is about (named directly or through the booking), if any */
  listing: z.nullable(z.object({ _id: id, kind: z.enum(BOOKING_KINDS), name: z.string() })),
  bookingId: z.nullable(z.string()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  /** 48 hours after it was raised */
  acknowledgeBy: z.string(),
  /** 30 days after it was raised */
  resolveBy: z.string(),
  acknowledgedAt: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
  outcome: z.nullable(z.string()),
  /** who is handling it: the first of the provider's side or staff to answer or resolve it */
  handledBy: z.nullable(z.string()),
  overdue: z.boolean(),
  messages: z.array(grievanceMessage),
  ...timestamps,
});
export type Grievance = z.infer<typeof grievance>;

export const grievanceListQuery = z.object({
  ...paging,
  status: z.optional(z.enum(GRIEVANCE_STATUSES, 'Choose open, answered or resolved.')),
  topic: z.optional(z.enum(GRIEVANCE_TOPICS, 'Choose booking, listing, payment or refund.')),
});
export type GrievanceListQuery = z.infer<typeof grievanceListQuery>;

/** The grievance officer and the company, as the law requires them published. */
export const grievanceContacts = z.object({
  officer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  company: z.object({ legalName: z.string(), address: z.string() }),
});
export type GrievanceContacts = z.infer<typeof grievanceContacts>;

const grievanceParams = z.object({ grievanceId: pathId });
/** the provider of the listing the ticket is about (admins pass; a ticket about no listing is the admins') */
const providerOfGrievance = rowsFor({ who: ['hotel', 'cab', 'tour'], of: { providerOf: 'grievance', param: 'grievanceId' } });
/** the person who raised the ticket while signed in */
const raiserOfGrievance = rowsFor({ who: 'signed-in', of: { raiserOf: 'grievance', param: 'grievanceId' } });

export const getGrievanceContacts = anyone.get(
  '/api/grievances/officer',
  "The grievance officer's name, email and phone, and the company's legal name and address",
  { response: grievanceContacts },
);

export const createGrievance = anyone.post(
  '/api/grievances',
  'Raise a complaint (signed in, or with name, email and phone): answers its ticketNumber and deadlines; throttled when signed out',
  { body: grievanceInput, response: grievance, status: 201 },
);

export const listMyGrievances = signedIn.list(
  '/api/grievances/mine',
  "The caller's complaints with their threads, latest activity first",
  grievance,
  { query: z.object(paging) },
);

export const replyToMyGrievance = raiserOfGrievance.post(
  '/api/grievances/:grievanceId/reply',
  'Add to one of your own complaints (a resolved one cannot be added to)',
  { params: grievanceParams, body: grievanceReplyInput, response: grievance },
);

export const listGrievances = providers.list(
  '/api/admin/grievances',
  "The Complaints queue: a provider's own listings' tickets (admins: all); overdue first, then by the nearest deadline",
  grievance,
  { query: grievanceListQuery, audit: 'read' },
);

export const getGrievance = providerOfGrievance.get('/api/admin/grievances/:grievanceId', 'One ticket and its thread', {
  params: grievanceParams,
  response: grievance,
  audit: 'read',
});

export const replyToGrievance = providerOfGrievance.post(
  '/api/admin/grievances/:grievanceId/reply',
  'Answer a ticket: the first answer acknowledges it; the person is told by email (a resolved one cannot be answered)',
  { params: grievanceParams, body: grievanceReplyInput, response: grievance },
);

export const resolveGrievance = admins.post(
  '/api/admin/grievances/:grievanceId/resolve',
  'Resolve a ticket with a written outcome, which the person receives by email (a resolved one cannot be resolved again)',
  { params: grievanceParams, body: grievanceResolveInput, response: grievance },
);
