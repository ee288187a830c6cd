import type { EnquiryKind } from '@raahi/contract/enquiries';
import { partApart } from '../hydrate-apart.tsx';

// below the first screen, and most visits never write: their code (forms, the reviews and enquiries
// contracts) and their words load after the page's own, keeping it out of the listing pages' first load
const below = { areas: ['listing'], later: true } as const;
const ListingReviews = partApart(async () => (await import('./listing-reviews.tsx')).ListingReviews, below);
const AskQuestion = partApart(async () => (await import('./ask-question.tsx')).AskQuestion, below);

/** A listing page's guest reviews and its question form, below the first screen: each hydrates in a task of its own, once the page is used. */
export function ListingTalk({ kind, id, name }: { kind: EnquiryKind; id: string; name: string }) {
  return (
    <>
      <ListingReviews kind={kind} id={id} />
      <AskQuestion kind={kind} listingId={id} listingName={name} />
    </>
  );
}
