// The page that hands an order to Razorpay's hosted checkout (with Razorpay keys set), for a Hindi and an
// English payer: its words, and what it posts to Razorpay (what is paid for, the payer's details, the
// checkout's language). Razorpay itself is not called: the page and its fields are what Raahi decides.
import { describe, expect, it } from 'vitest';
import { razorpayCheckoutFields, razorpayHandOffHtml } from '../../src/modules/payments/checkout-page.ts';

const payer = { reference: 'RH-7K2M9Q', name: 'Asha Verma', email: 'asha@example.com', mobile: '+919812345678' };
const order = { keyId: 'rzp_test_key', orderId: 'order_Abc123', back: 'https://raahi.test/pay/razorpay/callback' };

describe('the hand-off to Razorpay', () => {
  it('posts the booking in the payer’s language, the payer’s details and Razorpay’s own language option', () => {
    expect(Object.fromEntries(razorpayCheckoutFields('hi', { ...order, payer }))).toEqual({
      key_id: 'rzp_test_key',
      order_id: 'order_Abc123',
      name: 'Raahi',
      description: 'Raahi बुकिंग RH-7K2M9Q',
      'prefill[name]': 'Asha Verma',
      'prefill[email]': 'asha@example.com',
      'prefill[contact]': '+919812345678',
      'config[display][language]': 'hi',
      callback_url: order.back,
      cancel_url: order.back,
    });
    const english = Object.fromEntries(razorpayCheckoutFields('en', { ...order, payer }));
    expect(english).toMatchObject({ description: 'Raahi booking RH-7K2M9Q', 'config[display][language]': 'en' });
  });

  it('leaves out what it does not know (an order of no booking it can read, details not shown to another viewer)', () => {
    const bare = razorpayCheckoutFields('hi', { ...order, payer: { ...payer, name: '', email: '', mobile: '' } });
    expect(bare.map(([name]) => name)).not.toContain('prefill[name]');
    expect(bare.map(([name]) => name)).not.toContain('prefill[email]');
    const none = Object.fromEntries(razorpayCheckoutFields('en', { ...order, payer: undefined }));
    expect(none).not.toHaveProperty('description');
    expect(none).toMatchObject({ order_id: 'order_Abc123', 'config[display][language]': 'en' });
  });

  it('is a Hindi page for a Hindi payer, with the fields escaped', () => {
    const fields = razorpayCheckoutFields('hi', { ...order, payer: { ...payer, name: 'Asha "<b>"' } });
    const html = razorpayHandOffHtml('hi', fields, payer.reference);
    expect(html).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(html).toContain('<title>Razorpay से भुगतान</title>');
    expect(html).toContain('<h1>Razorpay पर आगे बढ़ें</h1>');
    expect(html).toContain('बुकिंग RH-7K2M9Q का भुगतान Razorpay के सुरक्षित चेकआउट पर होगा।');
    expect(html).toContain('<button type="submit">Razorpay से सुरक्षित भुगतान करें</button>');
    expect(html).toContain('name="config[display][language]" value="hi"');
    expect(html).toContain('value="Asha &#34;&#60;b&#62;&#34;"');
    expect(html).not.toMatch(/Continue to|Pay securely/);
    const english = razorpayHandOffHtml('en', razorpayCheckoutFields('en', { ...order, payer }), payer.reference);
    expect(english).toMatch(/<html lang="en-IN">[\s\S]*<h1>Continue to Razorpay<\/h1>[\s\S]*Pay securely with Razorpay/);
  });
});
