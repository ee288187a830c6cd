import type { User } from '@raahi/contract/users';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, CallButton } from '../../../components/ui/button.tsx';
import { FieldNotes } from '../../../components/ui/field-notes.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useLanguage, useT } from '../../../lib/i18n.tsx';

/**
 * My Profile: view, Edit Profile, Save ('Saving...') or Cancel (restores the last saved values); Change password
 * below. A new email asks for the current password (the server refuses it without).
 */
export function ProfilePanel({ user, headingLevel = 2 }: { user: User; headingLevel?: 1 | 2 }) {
  const t = useT();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const savedName = `${user.firstName} ${user.lastName}`.trim();
  const [name, setName] = useState(savedName);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [success, setSuccess] = useState(false);
  const update = useUpdateProfile();
  const passwordId = useId();
  const emailChanged = email.trim().toLowerCase() !== user.email;
  // the server's word on the password sits under its field; any other failure goes above the buttons
  const passwordError = update.error instanceof ApiError ? update.error.fields?.currentPassword : undefined;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), 3000);
    return () => clearTimeout(timer);
  }, [success]);

  const startEdit = () => {
    setName(savedName);
    setEmail(user.email);
    setCurrentPassword('');
    update.reset();
    setSuccess(false);
    setEditing(true);
  };
  const cancel = () => {
    setName(savedName);
    setEmail(user.email);
    setCurrentPassword('');
    update.reset();
    setEditing(false);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const [firstName = '', ...rest] = name.trim().split(/\s+/);
    update.mutate(
      { firstName, lastName: rest.join(' '), email: email.trim(), ...(emailChanged && { currentPassword }) },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setEditing(false);
          setSuccess(true);
        },
      },
    );
  };
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || '?';
  const input =
    'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

  return (
    <div className="grid gap-6">
      <TitledSection
        id="profile-heading"
        level={headingLevel}
        title={t('account.profile.title')}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        headingClassName="text-xl font-bold text-slate-900 sm:text-2xl"
      >
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <span aria-hidden="true" className="grid h-16 w-16 place-items-center rounded-full bg-teal-700 text-xl font-bold text-white">
            {initials}
          </span>
          <div>
            <p className="text-lg font-semibold text-slate-900">{savedName}</p>
            <p className="text-sm text-slate-600">
              {t('account.profile.memberSince', { date: formatShortDate(user.createdAt, language) })}
            </p>
          </div>
          <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold capitalize text-teal-800">
            {t(`account.role.${user.role}`)}
          </span>
        </div>

        {success && (
          <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t('account.profile.updated')}
            {user.pendingEmail && ` ${t('account.profile.linkSent', { email: user.pendingEmail })}`}
          </p>
        )}

        {editing ? (
          <form onSubmit={save} className="mt-5 grid gap-4 sm:max-w-lg">
            <label className="block text-sm font-medium text-slate-700">
              {t('account.profile.fullName')}
              <input className={input} required value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t('account.profile.email')}
              <input
                type="email"
                required
                className={input}
                value={email}
                autoComplete="email"
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            {emailChanged && (
              <div>
                <label htmlFor={passwordId} className="block text-sm font-medium text-slate-700">
                  {t('account.password.current')}
                </label>
                <input
                  id={passwordId}
                  type="password"
                  required
                  className={`${input} aria-[invalid=true]:border-red-500`}
                  value={currentPassword}
                  autoComplete="current-password"
                  aria-invalid={Boolean(passwordError)}
                  aria-describedby={`${passwordId}-hint${passwordError ? ` ${passwordId}-err` : ''}`}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                />
                <FieldNotes id={passwordId} hint={t('account.profile.emailHint')} error={passwordError} />
              </div>
            )}
            {update.isError && !passwordError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {t('account.profile.failed', { reason: messageOf(update.error, t('account.password.tryAgain')) })}
              </p>
            )}
            <div className="flex gap-2">
              <CallButton type="submit" call={update} busy={t('account.profile.saving')}>
                {t('account.profile.save')}
              </CallButton>
              <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
                {t('account.profile.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{t('account.profile.fullName')}</dt>
                <dd className="font-medium text-slate-900">{savedName}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('account.profile.email')}</dt>
                <dd className="break-all font-medium text-slate-900">
                  {user.email}
                  {!user.emailVerified && (
                    <span className="ml-2 whitespace-nowrap text-xs font-normal text-amber-800">{t('account.profile.notConfirmed')}</span>
                  )}
                  {user.pendingEmail && (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('account.profile.changingTo', { email: user.pendingEmail })}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('account.profile.userId')}</dt>
                <dd className="break-all font-mono text-xs text-slate-900">{user._id}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('account.profile.accountType')}</dt>
                <dd className="font-medium text-slate-900">
                  {t(user.isAdmin ? 'account.profile.administrator' : 'account.profile.regular')}
                </dd>
              </div>
            </dl>
            <Button className="mt-5" onClick={startEdit}>
              {t('account.profile.edit')}
            </Button>
          </>
        )}
      </TitledSection>
      <ChangePasswordForm headingLevel={headingLevel === 1 ? 2 : 3} />
    </div>
  );
}
