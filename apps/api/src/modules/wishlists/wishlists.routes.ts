import * as api from '@raahi/contract/wishlists';
import { route } from '../../http/route.ts';
import * as lists from './wishlists.service.ts';

export const wishlistRoutes = [
  route(api.listWishlists, ({ db, actor }) => lists.myLists(db, actor.id)),
  route(api.createWishlist, ({ db, actor, body }) => lists.create(db, actor.id, body.name)),
  route(api.renameWishlist, ({ db, params, body }) => lists.rename(db, params.wishlistId, body.name)),
  route(api.deleteWishlist, ({ db, params }) => lists.remove(db, params.wishlistId)),
  route(api.addToWishlist, ({ db, params, body }) => lists.save(db, params.wishlistId, body)),
  route(api.removeFromWishlist, ({ db, params }) => lists.unsave(db, params.wishlistId, params.itemId)),
  route(api.shareWishlist, ({ db, params }) => lists.share(db, params.wishlistId)),
  route(api.getSharedWishlist, ({ db, params }) => lists.shared(db, params.token)),
  route(api.listRecentlyViewed, ({ db, actor }) => lists.recently(db, actor.id)),
  route(api.noteRecentlyViewed, ({ db, actor, body }) => lists.viewed(db, actor.id, body)),
];
