// The back-office's Reviews (/admin/reviews): a provider reads its listings' reviews and replies once,
// publicly; content managers and admins read every review, publish one held for moderation, hide one that
// breaks the rules with a reason (its author sees it), and undo a hide.
// What is offered follows the rows' access rules (mayCall), as the server decides.
import type { ModeratedReview } from '@raahi/contract/reviews';
import { hideReview, replyToReview } from '@raahi/contract/reviews';
import { mayCall } from '@raahi/contract/rules/access';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { checkedProps, CheckedField, inputClass } from '../../../components/ui/fields.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { QueryList } from '../../../components/query-states.tsx';
import { AlertText, EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDay, formatShortDate } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useHideReview, usePublishReview, useReplyToReview, useStaffReviews, useUnhideReview } from './api/staff-reviews.ts';

const PAGE_SIZE = 10;

export function Component() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = useStaffReviews({ page, limit: PAGE_SIZE });
  const actor = user ? { id: user._id, role: user.role } : null;
  const may = {
    reply: mayCall(actor, replyToReview.access),
    hide: mayCall(actor, hideReview.access),
    // a provider reads its own listings' reviews; admins and content managers everyone's
    own: actor?.role === 'hotel' || actor?.role === 'cab' || actor?.role === 'tour',
  };
  return (
    <>
      <PageHeader
        title={t('admin.nav.reviews')}
        description={t(may.hide ? 'admin.reviews.describeStaff' : 'admin.reviews.describeOwner')}
      />
      <div aria-busy={list.isFetching}>
        <QueryList
          query={list}
          loading={<Spinner label={t('admin.reviews.loading')} />}
          errorText={t('admin.reviews.loadFailed')}
          empty={<EmptyState title={t('admin.reviews.empty')} hint={t('admin.reviews.emptyHint')} />}
          className="space-y-4"
          itemClassName="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          item={(r) => <ReviewCard review={r} may={may} />}
          paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.reviews.pages'), className: 'mt-5 justify-center' }}
        />
      </div>
    </>
  );
}

function ReviewCard({ review: r, may }: { review: ModeratedReview; may: { reply: boolean; hide: boolean; own: boolean } }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={r.rating} />
        <span className="font-semibold text-slate-900">{r.author}</span>
        <span className="text-sm text-slate-600">
          {t('admin.reviews.line', {
            listing: r.listing.name,
            stayed: formatDay(r.stayedOn),
            written: formatShortDate(r.createdAt, language),
          })}
        </span>
        {r.held && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('admin.reviews.held', { reason: r.held.reason })}
          </span>
        )}
        {r.hidden && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('admin.reviews.hidden', { reason: r.hidden.reason })}
          </span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800" data-typed>
        {r.text}
      </p>
      {r.reply ? (
        <div className="mt-3 rounded-lg border-l-4 border-teal-600 bg-teal-50 px-3 py-2 text-sm">
          <p className="font-semibold text-teal-900">{t(may.own ? 'admin.reviews.yourReply' : 'admin.reviews.providerReply')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700" data-typed>
            {r.reply.text}
          </p>
        </div>
      ) : (
        may.reply && (
          <TextAction
            id={`reply-${r._id}`}
            label={t('admin.reviews.publicReply')}
            submit={t('admin.reviews.post')}
            review={r}
            kind="reply"
          />
        )
      )}
      {may.hide && <Moderation review={r} />}
    </>
  );
}

/** A content manager's steps on one review: publish a held one, hide with a reason, or undo a hide. */
function Moderation({ review: r }: { review: ModeratedReview }) {
  const t = useT();
  const publish = usePublishReview();
  const unhide = useUnhideReview();
  const step = r.hidden ? unhide : publish;
  return (
    <>
      {(r.hidden || r.held) && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" disabled={step.isPending} onClick={() => step.mutate(r._id)}>
            {t(r.hidden ? 'admin.reviews.showAgain' : 'admin.reviews.publish')}
          </Button>
          <AlertText message={step.isError ? messageOf(step.error, t('admin.reviews.failed')) : null} className="text-sm text-red-700" />
        </div>
      )}
      {!r.hidden && (
        <TextAction
          id={`hide-${r._id}`}
          label={t(r.held ? 'admin.reviews.rejectReason' : 'admin.reviews.hideReason')}
          submit={t(r.held ? 'admin.reviews.reject' : 'admin.reviews.hide')}
          review={r}
          kind="hide"
        />
      )}
    </>
  );
}

/** A one-field form under a review: the provider's reply, or the reason a content manager hides it for. */
function TextAction({
  id,
  label,
  submit,
  review,
  kind,
}: {
  id: string;
  label: string;
  submit: string;
  review: ModeratedReview;
  kind: 'reply' | 'hide';
}) {
  const t = useT();
  const reply = useReplyToReview();
  const hide = useHideReview();
  const action = kind === 'reply' ? reply : hide;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t(kind === 'reply' ? 'admin.reviews.writeReply' : 'admin.reviews.sayWhy'));
      return document.getElementById(id)?.focus();
    }
    setError(undefined);
    if (kind === 'reply') reply.mutate({ id: review._id, text });
    else hide.mutate({ id: review._id, reason: text });
  };
  return (
    <form noValidate onSubmit={send} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <CheckedField id={id} label={label} error={error}>
          <input
            {...checkedProps(id, error)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={kind === 'reply' ? 4000 : 500}
            className={inputClass}
          />
        </CheckedField>
      </div>
      <Button type="submit" variant={kind === 'hide' ? 'danger' : 'primary'} disabled={action.isPending}>
        {submit}
      </Button>
      <AlertText message={action.isError ? messageOf(action.error, t('admin.reviews.failed')) : null} className="text-sm text-red-700" />
    </form>
  );
}
