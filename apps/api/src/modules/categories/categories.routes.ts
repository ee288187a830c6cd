import * as api from '@raahi/contract/categories';
import { itemRoutes } from '../../http/item-routes.ts';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireCategory } from './category.wire.ts';
import { listCategories } from './categories.repo.ts';
import { categoryItems } from './categories.service.ts';

export const categoryRoutes = [
  route(api.listCategories, async ({ db, query }) => page(await listCategories(db, query), toWireCategory)),
  ...itemRoutes(api.categoryItemRows, categoryItems, toWireCategory, 'Category deleted successfully.'),
];
