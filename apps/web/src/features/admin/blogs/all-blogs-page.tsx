import type { Blog } from '@raahi/contract/blogs';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useAdminBlogs } from './api/get-admin-blogs.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const q = useAdminBlogs({ page, limit: PAGE_SIZE });
  const del = useDeleteBlog();
  const [target, setTarget] = useState<Blog | null>(null);
  const onDelete = () => {
    if (!target) return;
    del.mutate(target._id, {
      onSuccess: () => toast.success('Blog deleted successfully'),
      onError: () => toast.error('Error deleting blog'),
      onSettled: () => setTarget(null),
    });
  };
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
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText="No blogs yet."
        columns={[
          {
            header: <span className="sr-only">Banner</span>,
            cell: (b) => <Img src={b.image} alt="" width={64} height={44} sizes="64px" className="h-11 w-16 rounded-md" />,
            className: 'w-20',
          },
          {
            header: 'Title',
            cell: (b) => (
              <>
                <span className="font-medium text-slate-900">{b.title}</span>
                {b.featured && (
                  <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                    Featured
                  </span>
                )}
              </>
            ),
          },
          { header: 'Category', cell: (b) => <span className="capitalize">{b.category}</span> },
          { header: 'Author', cell: (b) => b.author },
          { header: 'Created At', cell: (b) => formatDateTime(b.createdAt), className: 'whitespace-nowrap' },
          {
            header: <span className="sr-only">Actions</span>,
            className: 'whitespace-nowrap text-right',
            cell: (b) => (
              <>
                <Link to={`/blog/${b._id}`} className={rowAction}>
                  View<span className="sr-only"> {b.title}</span>
                </Link>
                <Link to={`/admin/blog/allblog/edit/${b._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {b.title}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => setTarget(b)}>
                  Delete<span className="sr-only"> {b.title}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={q.data?.total ?? 0} onPage={setPage} className="mt-3 justify-between" />
      <ConfirmDeleteDialog
        open={target !== null}
        kind="blog"
        itemName={target?.title}
        pending={del.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={onDelete}
      />
    </>
  );
}
