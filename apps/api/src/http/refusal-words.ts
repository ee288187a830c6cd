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
  'errors.eraseStaffAccount',
  'errors.eraseBookingFirst',
  'errors.eraseBookingsFirst',
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
  // the messages the contract's schemas give (test/i18n/validation-languages.test.ts finds them all)
  'errors.field.bannerRequired',
  'errors.field.childAtMost17',
  'errors.field.childAtMost17Adults',
  'errors.field.childAge',
  'errors.field.hotelRooms',
  'errors.field.minimumStay',
  'errors.field.percentWhole',
  'errors.field.priceAboveZero',
  'errors.field.addTier',
  'errors.field.automaticOwnListing',
  'errors.field.automaticNoCode',
  'errors.field.atLeastNoChildren',
  'errors.field.adultEachRoom',
  'errors.field.atLeastAdult',
  'errors.field.atLeastGuest',
  'errors.field.atLeastPerson',
  'errors.field.atLeastRoom',
  'errors.field.atLeastSeat',
  'errors.field.atLeastTraveller',
  'errors.field.atLeastPercent',
  'errors.field.atLeast',
  'errors.field.atMostEntries',
  'errors.field.atMostPackages',
  'errors.field.atMostRooms',
  'errors.field.atMostPercent',
  'errors.field.atMost',
  'errors.field.atMostChildren',
  'errors.field.atMostPhotos',
  'errors.field.atMostValues',
  'errors.field.atMostAgeBands',
  'errors.field.atMostDays',
  'errors.field.atMostTiers',
  'errors.field.atMostChanges',
  'errors.field.atMostPersons',
  'errors.field.atMostMore',
  'errors.field.atMostTravellers',
  'errors.field.atMostHours',
  'errors.field.atMostGuestsRoom',
  'errors.field.atMostLess',
  'errors.field.twoDecimals',
  'errors.field.checkOutAfter',
  'errors.field.stars',
  'errors.field.mealCode',
  'errors.field.kindCapital',
  'errors.field.bookingStatus',
  'errors.field.payMethod',
  'errors.field.cancellationPolicy',
  'errors.field.language',
  'errors.field.role',
  'errors.field.state',
  'errors.field.status',
  'errors.field.privacyRequest',
  'errors.field.onePlan',
  'errors.field.oneRoomType',
  'errors.field.grievanceTopic',
  'errors.field.bookingOperation',
  'errors.field.period',
  'errors.field.welcomeWhere',
  'errors.field.hotelOrTour',
  'errors.field.kind',
  'errors.field.kindPlural',
  'errors.field.exportFormat',
  'errors.field.tripType',
  'errors.field.openOrDone',
  'errors.field.enquiryStatus',
  'errors.field.grievanceStatus',
  'errors.field.paymentOrRefund',
  'errors.field.percentOrFlat',
  'errors.field.codeAppliesTo',
  'errors.field.packageOnce',
  'errors.field.roomTypeOnce',
  'errors.field.tiersOrder',
  'errors.field.indianMobile',
  'errors.field.percentTwoDecimals',
  'errors.field.gstinCheck',
  'errors.field.gstin',
  'errors.field.mobile',
  'errors.field.phone',
  'errors.field.code',
  'errors.field.file',
  'errors.field.monthRange',
  'errors.field.roomTypePrice',
  'errors.field.percentOrRupees',
  'errors.field.calendarAddress',
  'errors.field.codeDiscount',
  'errors.field.offerDiscount',
  'errors.field.tooManyAdults',
  'errors.field.mustBeAtMost',
  'errors.field.between',
  'errors.field.onOrAfterStart',
  'errors.field.notBelowMinimum',
  'errors.field.notAboveOriginal',
  'errors.field.packageName',
  'errors.field.handler',
  'errors.field.realInstant',
  'errors.field.agePrices',
  'errors.field.onlyHotelNights',
  'errors.field.onlyOffersEmail',
  'errors.field.trueOrFalse',
  'errors.field.sellRoomType',
  'errors.field.oneChange',
  'errors.field.dateWithTime',
  'errors.field.priceOrChange',
  'errors.field.occupancyPrice',
  'errors.field.oneThing',
  'errors.field.idempotencyKey',
  'errors.field.baseOccupancy',
  'errors.field.minNotAboveMax',
  'errors.field.linkInvalid',
  'errors.field.storedPicture',
  'errors.field.weekday',
  'errors.field.adults',
  'errors.field.codeLetters',
  'errors.field.time24',
  'errors.field.dateTimeFormat',
  'errors.field.priceRange',
  'errors.field.ageRange',
  'errors.field.steps',
  'errors.field.hoursMinutes',
  'errors.field.monthFormat',
  'errors.field.wholeStars',
  'errors.field.bookingReference',
] as const satisfies readonly MessageKey[];

/** The placeholders that always stand for a number. */
const NUMBERS = new Set(['count', 'min', 'max']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: { key: MessageKey; pattern: RegExp; names: string[] }[] | undefined;
/** Each refusal's English as a pattern: 'At most {count} characters.' → /^At most (.+?) characters\.$/. */
function refusalPatterns() {
  const english = readCatalogues().en.errors ?? {};
  patterns ??= REFUSALS.map((key) => {
    const message = english[key] ?? '';
    const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const pieces = message.split(/\{\w+\}/).map(escape);
    // a number's placeholder takes a number (₹1,00,000, 2.5) and nothing else: 'At most {count}.' is not 'At most 20 rooms.'
    const source = pieces.reduce((all, piece, i) => `${all}${NUMBERS.has(names[i - 1]!) ? '(₹?\\d[\\d,.]*)' : '(.+?)'}${piece}`);
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
