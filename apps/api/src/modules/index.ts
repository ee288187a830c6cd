import type { FastifyPluginAsync } from 'fastify';
import { adminUsersRoutes } from './admin-users/admin-users.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import type { Route } from '../http/route.ts';
import { tourAdminRoutes } from './tour-admin/tour-admin.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import { blogsRoutes } from './blogs/blogs.routes.ts';
import { bookingRoutes } from './bookings/bookings.routes.ts';
import { cabsRoutes } from './cabs/cabs.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { hotelsRoutes } from './hotels/hotels.routes.ts';
import { toursRoutes } from './tours/tours.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every API module, in registration order. Each module owns its routes under /api. */
export const appModules: FastifyPluginAsync[] = [
  usersRoutes,
  toursRoutes,
  hotelsRoutes,
  cabsRoutes,
  uploadsRoutes,
  blogsRoutes,
  offersRoutes,
  tourAdminRoutes,
  adminUsersRoutes,
] as FastifyPluginAsync[];

/** Routes served from the contract's endpoint table. */
export const tableRoutes: Route[] = [...categoryRoutes, ...bookingRoutes, ...dashboardRoutes];
