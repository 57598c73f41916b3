/** TanStack Query keys and queries of the money screens (writes invalidate everything under them). */
import { queryOptions } from '@tanstack/react-query';
import {
  fetchDelinquent,
  fetchHomeLedger,
  fetchLeaseChoices,
  fetchLeaseLedger,
  fetchMonthEnd,
  fetchRentTotals,
  fetchStatements,
} from './money';

export const MONEY_KEY = ['admin', 'money'] as const;

export const moneyQueries = {
  delinquent: (asOf: string) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'delinquent', asOf],
      queryFn: () => fetchDelinquent(asOf),
      staleTime: 0,
    }),
  leases: () =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'lease-choices'],
      queryFn: fetchLeaseChoices,
      staleTime: 60_000,
    }),
  lease: (id: string) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'lease', id],
      queryFn: () => fetchLeaseLedger(id),
      staleTime: 0,
    }),
  home: (id: string) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'home', id],
      queryFn: () => fetchHomeLedger(id),
      staleTime: 0,
    }),
  monthEnd: (period: string) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'month-end', period],
      queryFn: () => fetchMonthEnd(period),
      staleTime: 0,
    }),
  statements: (period: string) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'statements', period],
      queryFn: () => fetchStatements(period),
      staleTime: 0,
    }),
  rentTotals: (year: number) =>
    queryOptions({
      queryKey: [...MONEY_KEY, 'rent-totals', year],
      queryFn: () => fetchRentTotals(year),
      staleTime: 0,
    }),
};
