import { ListPage } from '../components/list-page.tsx';
import { useDeleteCategory } from './api/delete-category.ts';
import { useCategories } from './api/get-categories.ts';

export function Component() {
  return (
    <ListPage
      title="Package Categories"
      add={{ to: '/admin/tour/addpackagecategory', label: 'Add Category' }}
      list={useCategories()}
      table={{ caption: 'Package categories', loadingText: 'Loading categories…', emptyText: 'No categories yet.' }}
      columns={[
        {
          header: 'Category',
          cell: (c) => <span className="font-medium capitalize text-slate-900">{c.category}</span>,
          sortBy: (c) => c.category,
          className: 'whitespace-nowrap',
        },
        { header: 'Description', cell: (c) => <span className="line-clamp-2 text-slate-700">{c.description}</span> },
      ]}
      nameOf={(c) => c.category}
      editPath={(c) => `/admin/tour/category/edit/${c._id}`}
      remove={{
        mutation: useDeleteCategory(),
        kind: 'category',
        success: 'Category deleted successfully.',
        failure: 'Error deleting category.',
      }}
    />
  );
}
