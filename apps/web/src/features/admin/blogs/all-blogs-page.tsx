import type { Blog } from '@raahi/contract/blogs';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/confirm-delete-dialog.tsx';
import { DataTable, NameCell, rowAction, rowDanger, Thumbnail } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useAdminBlogs } from './api/get-admin-blogs.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const q = useAdminBlogs({ page, limit: PAGE_SIZE });
  const deletion = useConfirmDelete<Blog, unknown>(useDeleteBlog(), {
    success: 'Blog deleted successfully',
    failure: 'Error deleting blog',
  });
  return (
    <>
      <PageHeader
        title="All Blogs"
        actions={
          <Link to="/admin/blog/addblog" className={buttonClass('primary')}>
            Add Blog
          </Link>
        }
      />
      <DataTable
        caption="Blogs"
        rows={q.data?.items}
        rowKey={(b) => b._id}
        isLoading={q.isPending}
        loadingText="Loading blogs…"
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText="No blogs yet."
        paging={{ page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onPage: setPage, label: 'Blog pages' }}
        columns={[
          { header: <span className="sr-only">Banner</span>, cell: (b) => <Thumbnail src={b.image} />, className: 'w-20', phone: 'media' },
          { header: 'Title', cell: (b) => <NameCell name={b.title} featured={b.featured} />, sortBy: (b) => b.title },
          { header: 'Category', cell: (b) => <span className="capitalize">{b.category}</span>, sortBy: (b) => b.category },
          { header: 'Author', cell: (b) => b.author, sortBy: (b) => b.author },
          { header: 'Created At', cell: (b) => formatDateTime(b.createdAt), sortBy: (b) => b.createdAt, className: 'whitespace-nowrap' },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'whitespace-nowrap text-right',
            cell: (b) => (
              <>
                <Link to={`/blog/${b._id}`} className={rowAction}>
                  View<span className="sr-only"> {b.title}</span>
                </Link>
                <Link to={`/admin/blog/allblog/edit/${b._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {b.title}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => deletion.ask(b)}>
                  Delete<span className="sr-only"> {b.title}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog {...deletion.dialog} kind="blog" itemName={deletion.target?.title} />
    </>
  );
}
