import type { PrivacyNotice } from '@raahi/contract/privacy';
import { NOTICE_TEXTS, NOTICE_VERSIONS, type NoticeLanguage } from '@raahi/contract/rules/privacy-notice';
import type { FastifyInstance } from 'fastify';
import { contactsOf } from '../grievances/index.ts';

/** The notice in force in a language, with its version, and whom to write to about it (the grievance officer). */
export function noticeOf(app: FastifyInstance, language: NoticeLanguage = 'en'): PrivacyNotice {
  const { officer } = contactsOf(app);
  return {
    version: NOTICE_VERSIONS[language],
    language,
    ...NOTICE_TEXTS[language],
    contact: { name: officer.name, email: officer.email },
  };
}
