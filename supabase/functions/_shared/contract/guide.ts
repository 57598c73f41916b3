/**
 * The free guide for owners who manage their own rentals: a static page of the site (public/),
 * linked from the footer and mailed to consultation requesters. In English only.
 */
export const GUIDE_PATH = '/guides/diy-landlord-mistakes.html';
