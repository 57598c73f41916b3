-- The queue's read of one finished status (closed, cancelled, ...) newest first: without it that
-- read scanned every request (166 ms median at 10,000 requests, npm run bench:maintenance).
create index maintenance_requests_status_created_idx
  on public.maintenance_requests (status, created_at desc);
