import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { NameCell } from '../components/data-table.tsx';
import { ListPage } from '../components/list-page.tsx';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useAdminBlogs } from './api/get-admin-blogs.ts';
import { useT } from '../../../lib/i18n.tsx';

const PAGE_SIZE = 20;

export function Component() {
  const t = useT();
  const [page, setPage] = useState(1);
  return (
    <ListPage
      title={t('admin.nav.allBlogs')}
      add={{ to: '/admin/blog/addblog', label: t('admin.record.blog.add') }}
      list={useAdminBlogs({ page, limit: PAGE_SIZE })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.blogs.list.pages') }}
      table={{ caption: t('admin.nav.blogs'), loadingText: t('admin.blogs.list.loading'), emptyText: t('admin.blogs.list.empty') }}
      picture={{ src: (b) => b.image, label: t('admin.blogs.list.banner') }}
      columns={[
        { header: t('admin.offers.title'), cell: (b) => <NameCell name={b.title} featured={b.featured} />, sortBy: (b) => b.title },
        {
          header: t('admin.tours.categories.category'),
          cell: (b) => <span className="capitalize">{t(`common.blogCategory.${b.category}`)}</span>,
          sortBy: (b) => b.category,
        },
        { header: t('admin.blogs.author'), cell: (b) => b.author, sortBy: (b) => b.author },
        {
          header: t('admin.blogs.list.createdAt'),
          cell: (b) => formatDateTime(b.createdAt),
          sortBy: (b) => b.createdAt,
          className: 'whitespace-nowrap',
        },
      ]}
      nameOf={(b) => b.title}
      viewPath={(b) => `/blog/${b._id}`}
      editPath={(b) => `/admin/blog/allblog/edit/${b._id}`}
      remove={{
        mutation: useDeleteBlog(),
        kind: t('admin.blogs.noun'),
        success: t('admin.blogs.list.deleted'),
        failure: t('admin.blogs.list.deleteFailed'),
      }}
    />
  );
}
