import type { EnquiryKind } from '@raahi/contract/enquiries';
import { HydrateApart } from '../hydrate-apart.tsx';
import { AskQuestion } from './ask-question.tsx';
import { ListingReviews } from './listing-reviews.tsx';

/** A listing page's guest reviews and its question form, below the first screen: each hydrates in a task of its own. */
export function ListingTalk({ kind, id, name }: { kind: EnquiryKind; id: string; name: string }) {
  return (
    <>
      <HydrateApart>
        <ListingReviews kind={kind} id={id} />
      </HydrateApart>
      <HydrateApart>
        <AskQuestion kind={kind} listingId={id} listingName={name} />
      </HydrateApart>
    </>
  );
}
