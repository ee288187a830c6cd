import type { PackageCategory } from '@raahi/contract/categories';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/confirm-delete-dialog.tsx';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteCategory } from './api/delete-category.ts';
import { useCategories } from './api/get-categories.ts';

export function Component() {
  const q = useCategories();
  const deletion = useConfirmDelete<PackageCategory, unknown>(useDeleteCategory(), {
    success: 'Category deleted successfully.',
    failure: 'Error deleting category.',
  });
  return (
    <>
      <PageHeader
        title="Package Categories"
        actions={
          <Link to="/admin/tour/addpackagecategory" className={buttonClass('primary')}>
            Add Category
          </Link>
        }
      />
      <DataTable
        caption="Package categories"
        rows={q.data?.items}
        rowKey={(c) => c._id}
        isLoading={q.isPending}
        loadingText="Loading categories…"
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText="No categories yet."
        columns={[
          {
            header: 'Category',
            cell: (c) => <span className="font-medium capitalize text-slate-900">{c.category}</span>,
            sortBy: (c) => c.category,
            className: 'whitespace-nowrap',
          },
          { header: 'Description', cell: (c) => <span className="line-clamp-2 text-slate-700">{c.description}</span> },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'whitespace-nowrap text-right',
            cell: (c) => (
              <>
                <Link to={`/admin/tour/category/edit/${c._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {c.category}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => deletion.ask(c)}>
                  Delete<span className="sr-only"> {c.category}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog {...deletion.dialog} kind="category" itemName={deletion.target?.category} />
    </>
  );
}
