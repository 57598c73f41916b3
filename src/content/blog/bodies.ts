/** Article bodies by post id. Imported only by the article page, never by the /blog index. */
import type { BlogPostId } from './index';
import type { BlogBlock } from './types';
import { body as hiddenCostSelfManaging } from './posts/hidden-cost-self-managing';
import { body as boostRentalProfits } from './posts/boost-rental-profits';
import { body as tenantScreening } from './posts/tenant-screening';
import { body as maintenanceGuide } from './posts/maintenance-guide';
import { body as californiaLaws } from './posts/california-laws';
import { body as rentalMarketing } from './posts/rental-marketing';

export const blogBodies: Record<BlogPostId, readonly BlogBlock[]> = {
  'hidden-cost-self-managing': hiddenCostSelfManaging,
  'boost-rental-profits': boostRentalProfits,
  'tenant-screening': tenantScreening,
  'maintenance-guide': maintenanceGuide,
  'california-laws': californiaLaws,
  'rental-marketing': rentalMarketing,
};
