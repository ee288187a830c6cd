import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { INTL_LOCALE } from '@raahi/contract/i18n/languages';
import { LanguageProvider, useLanguage, useT, type RouteLanguage } from '../../lib/i18n.tsx';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SaveOnReturn } from '../../components/saved/save-on-return.tsx';
import { VerifyEmailBanner } from '../../features/account/components/verify-email-banner.tsx';

export function PublicLayout({ footer = true, language }: { footer?: boolean; language: RouteLanguage }) {
  return (
    <LanguageProvider language={language}>
      <Layout footer={footer} />
    </LanguageProvider>
  );
}

function Layout({ footer }: { footer: boolean }) {
  const t = useT();
  const language = useLanguage();
  // a server render writes <html lang> (entry-server.tsx); moving between languages in the browser keeps it true
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[language];
  }, [language]);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <VerifyEmailBanner />
      <SaveOnReturn />
      {/* at least a screen tall, so the footer never sits in view while a page is still loading and then jumps */}
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        <Outlet />
      </main>
      {footer && (
        <HydrateApart later>
          <SiteFooter />
        </HydrateApart>
      )}
      <ScrollRestoration />
    </div>
  );
}
