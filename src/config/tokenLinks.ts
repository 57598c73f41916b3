/**
 * Pages a mail link opens with a token in its URL (`#t=`, `?token=`, `?verify=`, `?confirm=`,
 * Auth's link): they send no Referer (the build's headers, scripts/security-headers.ts, and the
 * `noReferrer` meta tag of their Seo) and drop the token from the address bar once read
 * (src/lib/linkToken.ts). Read by the prerender only, so no page's script carries the list.
 */
import { paths } from './paths';

export const tokenLinkPaths: readonly string[] = [
  paths.maintenanceWorkOrder,
  paths.maintenanceApproval,
  paths.bookingManage,
  paths.setPassword,
  paths.privacy,
  paths.alerts,
];
