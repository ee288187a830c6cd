import { Link, useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, pathFor, type Language } from '@raahi/contract/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';
import { rememberLanguage, useLanguage, useT } from '../lib/i18n.tsx';
import { profileKey, useCurrentUser } from '../lib/session.ts';

/**
 * हिन्दी / English: a public page's link to itself in the other language (remembered in the cookie); on a
 * page with one address (the person's, the back-office) the words change in place.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const others = LANGUAGES.filter((l) => l !== language);
  return (
    <ul aria-label={t('common.language.label')} className={`flex items-center gap-1 ${className}`}>
      {others.map((other) => (
        <li key={other}>
          <SwitchTo language={other} to={pathFor(other, pathname)} same={pathFor(other, pathname) === pathname} query={search + hash} />
        </li>
      ))}
    </ul>
  );
}

function SwitchTo({ language, to, same, query }: { language: Language; to: string; same: boolean; query: string }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  // a signed-in person's choice is kept on the account too: later mail and the signed-in pages follow it
  const choose = (areas: string[]) => {
    void rememberLanguage(language, areas);
    if (user && user.language !== language)
      void import('@raahi/contract/users')
        .then(({ updateProfile }) =>
          call(updateProfile, { body: { firstName: user.firstName, lastName: user.lastName, email: user.email, language } }),
        )
        .then((saved) => queryClient.setQueryData(profileKey, saved))
        .catch(() => undefined);
  };
  const className = 'block rounded-lg px-3 py-2 text-sm font-medium text-teal-800 hover:bg-teal-50';
  if (same)
    return (
      <button type="button" lang={language} className={className} onClick={() => choose(['account', 'admin', 'payments'])}>
        {LANGUAGE_NAMES[language]}
      </button>
    );
  return (
    <Link to={to + query} lang={language} hrefLang={language} className={className} onClick={() => choose([])}>
      {LANGUAGE_NAMES[language]}
    </Link>
  );
}
