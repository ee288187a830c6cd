// A browser learns whether it may be signed in without asking the API: next to the HttpOnly session cookie the
// API sets this readable cookie, which carries nothing but "1". A page without it shows the signed-out header
// at once and sends no profile request that would only answer 401 (a console error on every anonymous visit).
// It is a hint, not a credential: the session cookie alone decides who is signed in.

/** The hint cookie's name (`__Host-` in production, like the session cookie). */
export const signedInHintCookie = (production: boolean) => (production ? '__Host-raahi_signed_in' : 'raahi_signed_in');

/** Both names, for a page that does not know how the server runs. */
export const SIGNED_IN_HINT_COOKIES = [signedInHintCookie(true), signedInHintCookie(false)] as const;
