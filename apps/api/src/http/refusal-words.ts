// The API's refusals in the caller's language (decision 0057). The code writes its refusals in English, as
// the `errors` catalogue's English has them; before an answer leaves, each message and field message is
// matched to its key here ({placeholders} and all) and said in the caller's language. A message the
// catalogue lacks stays in English.
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import type { Language } from '@raahi/contract/i18n/languages';
import { readCatalogues, translate } from '@raahi/contract/i18n/node-catalogues';

const REFUSALS = [
  'errors.signIn',
  'errors.forbidden',
  'errors.generic',
  'errors.tooMany',
  'errors.tooLarge',
  'errors.unreadable',
  'errors.invalidRequest',
  'errors.invalidInput',
  'errors.soldOut',
  'errors.busy',
  'errors.checkRequest',
  'errors.checkField',
  'errors.emailTaken',
  'errors.wrongCurrentPassword',
  'errors.field.required',
  'errors.field.notAllowed',
  'errors.field.id',
  'errors.field.atMostCharacters',
  'errors.field.atLeastCharacters',
  'errors.field.email',
  'errors.field.dayFormat',
  'errors.field.realDate',
  'errors.field.wholeNumber',
  'errors.field.atLeastOne',
  'errors.field.zeroOrMore',
  'errors.field.invalid',
] as const satisfies readonly MessageKey[];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: { key: MessageKey; pattern: RegExp; names: string[] }[] | undefined;
/** Each refusal's English as a pattern: 'At most {count} characters.' → /^At most (.+?) characters\.$/. */
function refusalPatterns() {
  const english = readCatalogues().en.errors ?? {};
  patterns ??= REFUSALS.map((key) => {
    const message = english[key] ?? '';
    const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const source = message
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)');
    return { key, pattern: new RegExp(`^${source}$`, 's'), names };
  });
  return patterns;
}

/** An English refusal in `language`; its placeholders' values are said in that language too when they are refusals. */
export function refusalIn(language: Language, message: string): string {
  if (language === 'en') return message;
  for (const { key, pattern, names } of refusalPatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, refusalIn(language, match[i + 1]!)]));
    return translate(language, key, values);
  }
  return message;
}

/** An error answer's message and field messages in `language`. */
export function answerIn<T extends { message: string; fields?: Record<string, string> }>(language: Language, body: T): T {
  if (language === 'en') return body;
  return {
    ...body,
    message: refusalIn(language, body.message),
    ...(body.fields && { fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, refusalIn(language, v)])) }),
  };
}
