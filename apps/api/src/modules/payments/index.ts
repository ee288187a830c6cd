// Payments: orders and captures through the gateway (Razorpay, or the built-in test gateway), refunds and holds.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { handleBookingEvents, provideMoneySide } from '../bookings/index.ts';
import { registerRazorpayCallback, registerRazorpayHandOff, registerTestCheckout } from './checkout-page.ts';
import type { PaymentGateway } from './gateway.ts';
import { deliverWebhooksAt, registerPaymentJobs } from './payments.jobs.ts';
import { paymentRoutes } from './payments.routes.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { refundHandler } from './refund-handler.ts';
import { owedOnCancel, settleCancel } from './refunds.service.ts';
import { rescheduleWithMoney } from './reschedule.service.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Razorpay with RAZORPAY_* keys, otherwise the built-in test gateway */
    gateway: PaymentGateway;
    /** the built-in test gateway when it is the one in use (tests deliver its webhooks through it) */
    testGateway?: TestGateway;
  }
}

export { findPaymentByOrder, lockBookingMoney } from './payments.repo.ts';
export { bookingAnswer } from './payments.service.ts';

export const paymentsModule = fp(
  async (app) => {
    const razorpay = app.config.payments?.razorpay;
    const testGateway = razorpay ? undefined : createTestGateway(app.db, app.sessionSecret, deliverWebhooksAt(app));
    const gateway = razorpay ? createRazorpayGateway(razorpay) : testGateway!;
    app.decorate('gateway', gateway);
    app.decorate('testGateway', testGateway);
    registerPaymentJobs(app);
    registerRoutes(app, paymentRoutes);
    if (testGateway) registerTestCheckout(app, testGateway);
    else {
      registerRazorpayHandOff(app, gateway);
      registerRazorpayCallback(app);
    }
    handleBookingEvents(app, refundHandler);
    provideMoneySide(app, {
      owedOnCancel,
      settleCancel,
      reschedule: (db, actor, booking, body) => rescheduleWithMoney(db, app.gateway, actor, booking, body),
    });
  },
  { name: 'payments', dependencies: ['bookings'] },
);
