import * as api from '@raahi/contract/categories';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireCategory } from '../../wire/category.ts';
import { listCategories } from './categories.repo.ts';
import { createCategory, editCategory, getCategory, removeCategory } from './categories.service.ts';

export const categoryRoutes = [
  route(api.listCategories, async ({ db, query }) => page(await listCategories(db, query), toWireCategory)),
  route(api.createCategory, async ({ db, body }) => toWireCategory(await createCategory(db, body))),
  route(api.getCategory, async ({ db, params }) => toWireCategory(await getCategory(db, params.id))),
  route(api.updateCategory, async ({ db, params, body }) => toWireCategory(await editCategory(db, params.id, body))),
  route(api.deleteCategory, async ({ db, params }) => {
    await removeCategory(db, params.id);
    return { message: 'Category deleted successfully.' };
  }),
];
