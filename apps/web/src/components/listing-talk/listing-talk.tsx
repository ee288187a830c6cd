import type { EnquiryKind } from '@raahi/contract/enquiries';
import { partApart } from '../hydrate-apart.tsx';

// below the first screen, and most visits never write: their code (forms, the reviews and enquiries
// contracts) and their words load after the page's own, keeping it out of the listing pages' first load
const ListingReviews = partApart(async () => (await import('./listing-reviews.tsx')).ListingReviews, ['listing']);
const AskQuestion = partApart(async () => (await import('./ask-question.tsx')).AskQuestion, ['listing']);

/** A listing page's guest reviews and its question form, below the first screen: each hydrates in a task of its own. */
export function ListingTalk({ kind, id, name }: { kind: EnquiryKind; id: string; name: string }) {
  return (
    <>
      <ListingReviews kind={kind} id={id} />
      <AskQuestion kind={kind} listingId={id} listingName={name} />
    </>
  );
}
