/** The privacy notice's version (rules/privacy-notice.ts): a new text gets a new one. Its own file, so a page
 * that only names it (a booking's confirmation) does not carry the notice's text. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/** Each language's text has its own version; a person accepts the one of the language they read it in. */
export const NOTICE_VERSIONS = { en: PRIVACY_NOTICE_VERSION, hi: '2026-11-27' } as const;
