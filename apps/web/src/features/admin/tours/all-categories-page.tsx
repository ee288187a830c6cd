import { ListPage } from '../components/list-page.tsx';
import { useDeleteCategory } from './api/delete-category.ts';
import { useCategories } from './api/get-categories.ts';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  return (
    <ListPage
      title={t('admin.nav.packageCategories')}
      add={{ to: '/admin/tour/addpackagecategory', label: t('admin.record.category.add') }}
      list={useCategories()}
      table={{
        caption: t('admin.tours.categories.caption'),
        loadingText: t('admin.tours.categories.loading'),
        emptyText: t('admin.tours.categories.empty'),
      }}
      columns={[
        {
          header: t('admin.tours.categories.category'),
          cell: (c) => <span className="font-medium capitalize text-slate-900">{c.category}</span>,
          sortBy: (c) => c.category,
          className: 'whitespace-nowrap',
        },
        { header: t('admin.tours.description'), cell: (c) => <span className="line-clamp-2 text-slate-700">{c.description}</span> },
      ]}
      nameOf={(c) => c.category}
      editPath={(c) => `/admin/tour/category/edit/${c._id}`}
      remove={{
        mutation: useDeleteCategory(),
        kind: t('admin.tours.categories.noun'),
        success: t('admin.tours.categories.deleted'),
        failure: t('admin.tours.categories.deleteFailed'),
      }}
    />
  );
}
