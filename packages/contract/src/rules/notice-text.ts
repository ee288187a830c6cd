// The shape of one language's privacy notice (privacy-notice.ts), its own file so each language's text can name it.

/** Those who receive a person's data to do part of the work, besides Raahi. */
export type Recipient = 'provider' | 'gateway' | 'mail' | 'storage';
export type NoticeItem = { id: string; data: string; why: string; keptFor: string; sharedWith: Recipient[] };
/** One language's notice: the same item ids, recipients and number of rights in each. */
export type NoticeText = { items: NoticeItem[]; recipients: Record<Recipient, string>; rights: string[] };
