-- The plan a visitor chose on /pricing ("Get Started with Standard"): the Get Started form opens
-- with it picked (its optional `plan` choice) and the submit-lead function stores it, so the
-- office knows which plan the lead asked about. Null when none was chosen.
--
-- Staff read it with the rest of the row (leads' table-level select grant and admin-only read
-- policy); nobody updates it (the update grant names the workflow columns only), and only the
-- lead functions (service role) insert leads.
alter table public.leads add column plan text;

alter table public.leads
  add constraint leads_plan_allowed
  check (plan is null or (plan in ('standard', 'plus') and source = 'lead_dialog'));

comment on column public.leads.plan is
  'The plan the visitor chose on the pricing page (contract/plans.ts planIds), or null.';
