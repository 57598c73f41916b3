/** Moved to lib (the /alerts page reads its link after hydration too). */
export { useHydrated } from '@/lib/useHydrated';
