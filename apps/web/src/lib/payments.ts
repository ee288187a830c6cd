// Paying for a booking: a gateway order for what is due now, then the gateway's hosted checkout (the test
// gateway's page, marked TEST MODE, when the server has no Razorpay keys). The checkout sends the payer
// back to /payment/result.
import { useMutation } from '@tanstack/react-query';
import { call } from './api-client.ts';

export async function startPayment(bookingId: string): Promise<void> {
  // loaded on the first Pay: the payment rows are built from the booking schemas, which a listing page does without
  const { createPaymentOrder } = await import('@raahi/contract/payments');
  const order = await call(createPaymentOrder, { body: { bookingId } });
  window.location.assign(order.checkoutUrl);
}

/** Pay Now: leaves the page for the checkout on success; the error stays for the page to show. */
export const useStartPayment = () => useMutation({ mutationFn: startPayment });
