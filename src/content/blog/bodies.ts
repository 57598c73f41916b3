/** The English article bodies, one chunk each (see ./bodyCache.ts). */
import { blogBodies } from './bodyCache';

export const englishBodies = blogBodies({
  'hidden-cost-self-managing': () => import('./posts/hidden-cost-self-managing'),
  'boost-rental-profits': () => import('./posts/boost-rental-profits'),
  'tenant-screening': () => import('./posts/tenant-screening'),
  'maintenance-guide': () => import('./posts/maintenance-guide'),
  'california-laws': () => import('./posts/california-laws'),
  'rental-marketing': () => import('./posts/rental-marketing'),
});
