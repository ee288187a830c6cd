// The back-office's records as its Add and Edit screens name them: the noun their messages use and the list
// each returns to ('.' where those screens end their messages with a full stop).
import { messageOf } from '../../lib/api-client.ts';
import type { RecordKind } from './components/form-page.tsx';

export const RECORDS = {
  hotel: {
    noun: 'hotel',
    list: '/admin/hotel/allhotel',
    load: (t) => ({ loading: t('admin.records.hotel.loading'), error: t('admin.records.hotel.loadFailed') }),
  },
  cab: { noun: 'cab', list: '/admin/cab/allcab' },
  /** an owner's own new listing, back to their list */
  ownHotel: { noun: 'hotel', list: '/admin/hotel/mine' },
  ownCab: { noun: 'cab', list: '/admin/cab/mine' },
  tour: { noun: 'package', list: '/admin/tour/alltour' },
  category: { noun: 'category', list: '/admin/tour/allpackagecategory', end: '.' },
  blog: {
    noun: 'blog',
    list: '/admin/blog/allblog',
    load: (t) => ({
      loading: t('admin.record.blog.loading'),
      error: (err) => t('admin.table.error', { message: messageOf(err, t('admin.records.blog.loadFailed')) }),
    }),
  },
  offer: { noun: 'offer', list: '/admin/offer/alloffers', end: '.' },
} satisfies Record<string, RecordKind>;
