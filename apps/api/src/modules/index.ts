import type { FastifyInstance } from 'fastify';
import type { Route } from '../http/route.ts';
import { registerSessionJobs } from './auth/sessions.jobs.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { adminUserRoutes } from './admin-users/admin-users.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { providerRoutes } from './providers/providers.routes.ts';
import { blogRoutes } from './blogs/blogs.routes.ts';
import { bookingRoutes } from './bookings/bookings.routes.ts';
import { cabRoutes } from './cabs/cabs.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { earningsRoutes } from './earnings/earnings.routes.ts';
import { enquiryRoutes } from './enquiries/enquiries.routes.ts';
import { grievanceRoutes } from './grievances/grievances.routes.ts';
import { hotelRoutes } from './hotels/hotels.routes.ts';
import { invoiceRoutes } from './invoices/invoices.routes.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { registerInvoiceJobs } from './invoices/invoices.jobs.ts';
import { documentsHandler } from './invoices/documents-handler.ts';
import { registerBookingEventJobs } from './bookings/booking-events.jobs.ts';
import { refundHandler } from './payments/refund-handler.ts';
import { mailHandler } from './mail/booking-mail-handler.ts';
import { registerMailJobs } from './mail/mail.jobs.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { offerRoutes } from './offers/offers.routes.ts';
import { registerPaymentJobs } from './payments/payments.jobs.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { registerRetentionJobs } from './privacy/retention.jobs.ts';
import { registerNewsletterJobs } from './marketing/newsletter.jobs.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { placeRoutes } from './places/places.routes.ts';
import { reviewRoutes } from './reviews/reviews.routes.ts';
import { roomRoutes } from './rooms/rooms.routes.ts';
import { tourAdminRoutes } from './tour-admin/tour-admin.routes.ts';
import { tourRoutes } from './tours/tours.routes.ts';
import { uploadRoutes } from './uploads/uploads.routes.ts';
import { userRoutes } from './users/users.routes.ts';

/** Every route of the API, each serving one row of the contract's endpoint table. */
export const tableRoutes: Route[] = [
  ...userRoutes,
  ...adminUserRoutes,
  ...uploadRoutes,
  ...hotelRoutes,
  ...roomRoutes,
  ...cabRoutes,
  ...placeRoutes,
  ...tourRoutes,
  ...tourAdminRoutes,
  ...categoryRoutes,
  ...blogRoutes,
  ...offerRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...invoiceRoutes,
  ...dashboardRoutes,
  ...analyticsRoutes,
  ...ledgerRoutes,
  ...earningsRoutes,
  ...mailRoutes,
  ...enquiryRoutes,
  ...grievanceRoutes,
  ...privacyRoutes,
  ...reviewRoutes,
  ...auditRoutes,
  ...providerRoutes,
];

/** Every module's background jobs (apps/api/src/jobs), registered on the app's queue while it is built. */
export const moduleJobs: ((app: FastifyInstance) => void)[] = [
  registerSessionJobs,
  registerPaymentJobs,
  registerMailJobs,
  registerInvoiceJobs,
  registerRetentionJobs,
  registerNewsletterJobs,
  // what follows from a booking's events, by the modules that own it
  (app) => registerBookingEventJobs(app, [refundHandler, documentsHandler, mailHandler]),
];
