/**
 * The office's time zone: times in every email and in the leads inbox read in it. Its own module
 * (not company.ts) because company facts are in every page's first download and only the lead
 * functions and the admin inbox need this. Runs in Vite and in Deno alike.
 */
export const OFFICE_TIME_ZONE = 'America/Los_Angeles';
