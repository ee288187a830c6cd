// What a one-time code sent by SMS or email looks like (decision 0080). Zod-free, so a form may check with it
// before it loads the contract's schemas.

export const NOT_A_CODE = 'Enter the 6-digit code.';
export const SIX_DIGITS = /^\d{6}$/;
/** A form's check before asking: what otpCode takes. */
export const isOtpCode = (typed: string) => SIX_DIGITS.test(typed.trim());
