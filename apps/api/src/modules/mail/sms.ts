// Sending SMS through MSG91's OTP API (https://docs.msg91.com, "Send OTP"): every SMS the product sends carries
// a one-time code, which MSG91 puts into the DLT-approved template SMS_MSG91_TEMPLATE_ID as ##OTP##. Without
// keys nothing is registered and SMS stay in the back-office's outbox, as email does (decision 0080).

import type { Msg91Settings } from '../../config.ts';

export type Sms = { to: string; text: string; code?: string };
export type SmsSender = { send(sms: Sms): Promise<void> };
const TIMEOUT_MS = 10_000;

export function msg91Sender(settings: Msg91Settings): SmsSender {
  return {
    async send({ to, text, code }) {
      const url = new URL(settings.url);
      url.searchParams.set('template_id', settings.templateId);
      // MSG91 takes the country code and number without '+'
      url.searchParams.set('mobile', to.replace(/^\+/, ''));
      if (code) url.searchParams.set('otp', code);
      const res = await fetch(url, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ message: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!res.ok || answer.type !== 'success')
        throw new Error(`MSG91 did not take the SMS (${res.status}): ${answer.message ?? 'no reason given'}`);
    },
  };
}
