import type { PrivacyNotice } from '@raahi/contract/privacy';
import { NOTICE_ITEMS, NOTICE_RIGHTS, PRIVACY_NOTICE_VERSION, RECIPIENTS, type NoticeLanguage } from '@raahi/contract/rules/privacy-notice';
import type { FastifyInstance } from 'fastify';
import { contactsOf } from '../grievances/index.ts';

/** The notice in force, with whom to write to about it (the grievance officer). */
export function noticeOf(app: FastifyInstance, language: NoticeLanguage = 'en'): PrivacyNotice {
  const { officer } = contactsOf(app);
  return {
    version: PRIVACY_NOTICE_VERSION,
    language,
    items: NOTICE_ITEMS,
    recipients: RECIPIENTS,
    rights: NOTICE_RIGHTS,
    contact: { name: officer.name, email: officer.email },
  };
}
