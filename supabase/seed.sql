-- Demo listings for local development, tests and previews: Southern California homes in every
-- listing type (sale, rent, both) and every status. Photos are files of this repository
-- (public/images/listings, drawn by tools/images/generate-listing-images.ts; each also exists as
-- `<name>-600.webp` at half size), so the site works offline. One active listing has no photos on
-- purpose, to show the placeholder.
--
-- Fixed ids make listing pages linkable in tests; dates are relative so the demo stays fresh.
-- `on conflict do nothing` keeps a second run harmless. The local admin account and its
-- user_roles row are created by the local backend, not here; so are the portal demo accounts
-- (LOCAL_SEED_ACCOUNTS), before this file runs, so the people below link to them by email (on a
-- database without those accounts, such as the deployment check's, user_id stays null).

insert into public.properties
  (id, title, description, property_type, price, address, city, state, zip_code,
   bedrooms, bathrooms, square_feet, status, images, listing_date, created_at)
values
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    'Craftsman Bungalow Near Old Town La Verne',
    'A 1920s Craftsman with the details people hope for and the updates they need: a deep front porch on river-rock piers, original built-ins around the fireplace, and a box-beam ceiling in the living room. The kitchen was redone with sage shaker cabinets, quartz counters and a gas range, and both bathrooms have new tile. Central air and heat, a detached one-car garage with laundry hookups, and a fenced back garden with a lemon tree. Walk to Old Town La Verne''s cafes and the University of La Verne; the A Line (Gold Line) station is a short bike ride away. Gardener included. No smoking; pets considered with deposit.',
    'rent', 3450.00, '2418 Fifth St', 'La Verne', 'CA', '91750',
    3, 2.0, 1620, 'active',
    array[
      '/images/listings/la-verne-craftsman-1.webp',
      '/images/listings/la-verne-craftsman-2.webp',
      '/images/listings/la-verne-craftsman-3.webp',
      '/images/listings/la-verne-craftsman-4.webp'
    ],
    now() - interval '1 day', now() - interval '1 day'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e02',
    'Updated Single-Story Ranch with Mountain Views',
    'A bright single-level ranch on a quiet street in the South Hills area, with views of the San Gabriel Mountains from the front yard. The open living room centres on a brick fireplace, the dual-pane windows and LVP flooring are new, and the kitchen opens to the family area. Out back: a covered patio under a wood pergola, a lawn for kids and dogs, and mature orange and lemon trees. Two-car attached garage with direct access, owned solar (18 panels) and a newer roof. Close to the Plaza West Covina shops, Cameron Park and the 10 freeway.',
    'sale', 689000.00, '1847 E Cortez St', 'West Covina', 'CA', '91791',
    3, 2.0, 1486, 'active',
    array[
      '/images/listings/west-covina-ranch-1.webp',
      '/images/listings/west-covina-ranch-2.webp',
      '/images/listings/west-covina-ranch-3.webp'
    ],
    now() - interval '3 days', now() - interval '3 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e03',
    'Mid-Century Desert Modern with Pool and Mountain Views',
    'A 1962 butterfly-roof home restored with care: clerestory windows, a stacked-stone accent wall, terrazzo-look floors and a wall of glass that frames Mount San Jacinto. The saltwater pool sits behind a breeze-block wall, and the natural hot-mineral-water tap that Desert Hot Springs is known for fills the spa. Drought-tolerant desert garden with agave and barrel cactus, ductless mini-splits in every room, and a carport with an EV charger. Offered for sale at the price shown, or for lease at $2,350 a month to a qualified tenant. Minutes from Palm Springs and the Joshua Tree road.',
    'both', 419000.00, '12850 Quinta Way', 'Desert Hot Springs', 'CA', '92240',
    2, 2.0, 1180, 'active',
    array[
      '/images/listings/desert-hot-springs-modern-1.webp',
      '/images/listings/desert-hot-springs-modern-2.webp',
      '/images/listings/desert-hot-springs-modern-3.webp'
    ],
    now() - interval '6 days', now() - interval '6 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e04',
    'Two-Story Townhome with Attached Garage in North Fontana',
    'An end-unit townhome in a gated community near Sierra Lakes, with three bedrooms upstairs and a balcony off the primary suite. The kitchen has a navy island with seating for three, stainless appliances and a walk-in pantry; laundry is inside the unit with washer and dryer included. Attached two-car garage, community pool and spa, and a tot lot across the lane. Easy access to the 210 and 15 freeways, Victoria Gardens and Fontana schools. Water and trash included; twelve-month lease.',
    'rent', 2850.00, '16285 Sierra Lakes Pkwy Unit 12', 'Fontana', 'CA', '92336',
    3, 2.5, 1540, 'active',
    array[
      '/images/listings/fontana-townhome-1.webp',
      '/images/listings/fontana-townhome-2.webp'
    ],
    now() - interval '9 days', now() - interval '9 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e05',
    'Family Home on a Quiet Cul-de-Sac in Etiwanda',
    'Four bedrooms, three full baths and a downstairs bedroom suite for guests or a home office, on a cul-de-sac in the Etiwanda school district. Vaulted ceilings in the living room, a kitchen with a large island and granite counters, and a family room with a gas fireplace. The backyard has a covered patio, raised vegetable beds and room for a pool. Three-car garage. Photos are coming soon: call us for a private showing this week.',
    'sale', 749000.00, '7342 Amberwood Ct', 'Rancho Cucamonga', 'CA', '91739-2208',
    4, 3.0, 2105, 'active',
    '{}',
    now() - interval '14 days', now() - interval '14 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e06',
    'Spanish Revival Near the Claremont Colleges',
    'A 1928 Spanish Colonial Revival in the Claremont Village historic district: white stucco, a red clay tile roof, arched windows with wrought-iron grilles and a round-top front door in the entry tower. Inside, hand-hewn ceiling beams, a plaster fireplace and original oak floors; the kitchen and baths were updated with Talavera tile. A bougainvillea-covered wing holds the primary suite, and the walled courtyard garden has a fountain and two citrus trees. Walk to the Village, the Colleges and the Metrolink station. In escrow; backup offers welcome.',
    'sale', 985000.00, '845 W Eighth St', 'Claremont', 'CA', '91711',
    4, 3.0, 2380, 'pending',
    array[
      '/images/listings/claremont-spanish-revival-1.webp',
      '/images/listings/claremont-spanish-revival-2.webp'
    ],
    now() - interval '30 days', now() - interval '30 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e07',
    'Garden Condo Steps from Downtown Palm Springs',
    'A ground-floor two-bedroom condo in a restored 1960s complex, with its own patio opening onto the palm-lined pool. Updated kitchen with quartz counters, two remodelled bathrooms, and mountain views from the living room. Covered parking for one car, on-site laundry and a community spa. Four blocks from Palm Canyon Drive. Furnished or unfurnished. Leased until next fall.',
    'rent', 2400.00, '1150 E Palm Canyon Dr Unit 24', 'Palm Springs', 'CA', '92264',
    2, 2.0, 1050, 'rented',
    array[
      '/images/listings/palm-springs-condo-1.webp',
      '/images/listings/palm-springs-condo-2.webp'
    ],
    now() - interval '45 days', now() - interval '45 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e08',
    'Two-Story Traditional in South Redlands',
    'A classic two-story with a covered front porch, black shutters and a dormer window, on a tree-lined street a few minutes from the Redlands Bowl and the University of Redlands. Four bedrooms upstairs, a formal dining room, and a family room that opens to the backyard, where navel orange trees recall the citrus groves the city grew up with. Sold with multiple offers in under two weeks.',
    'sale', 725000.00, '318 Cajon St', 'Redlands', 'CA', '92373',
    4, 2.5, 2240, 'sold',
    array['/images/listings/redlands-traditional-1.webp'],
    now() - interval '60 days', now() - interval '60 days'
  ),
  (
    '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e09',
    'Stucco Ranch with a Large Lot in North Upland',
    'A three-bedroom ranch on a 9,000-square-foot lot north of Foothill Boulevard, with a clay-colored roof, an attached two-car garage and space for an accessory dwelling unit in the back. The owner paused the listing while the kitchen is being remodelled; it will return for sale or for lease in the spring.',
    'both', 615000.00, '1420 N Laurel Ave', 'Upland', 'CA', '91786',
    3, 2.0, 1390, 'off_market',
    array['/images/listings/upland-ranch-1.webp'],
    now() - interval '90 days', now() - interval '90 days'
  )
on conflict (id) do nothing;

-- Rental details. Listing 01 fills every field, so its page shows them all.
update public.properties set
  available_date = current_date + 14,
  security_deposit = 3450.00,
  application_fee = 45.00,
  lease_term_months = 12,
  month_to_month = false,
  cats_allowed = true,
  dogs_allowed = true,
  pet_limit = 2,
  pet_fee = 300.00,
  parking = 'garage',
  laundry = 'hookups',
  utilities_included = array['water', 'trash', 'gardener'],
  air_conditioning = 'central',
  appliances = array['Gas range', 'Dishwasher', 'Refrigerator'],
  amenities = array['Fenced back garden', 'Front porch', 'Fireplace'],
  year_built = 1924,
  hoa_fee = 0.00,
  virtual_tour_url = 'https://my.matterport.com/show/?m=laverne-craftsman',
  mandatory_fees = '[{"label": "Trash service", "amount": 25}, {"label": "Gardener", "amount": 60}]'::jsonb
where id = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01';

update public.properties set
  available_date = current_date + 45,
  security_deposit = 5700.00,
  application_fee = 50.00,
  lease_term_months = 12,
  month_to_month = true,
  cats_allowed = true,
  dogs_allowed = false,
  pet_limit = 1,
  parking = 'carport',
  laundry = 'in_unit',
  air_conditioning = 'central',
  appliances = array['Dishwasher', 'Microwave'],
  amenities = array['Community pool'],
  year_built = 2006
where id = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e04';

update public.properties set
  available_date = current_date,
  security_deposit = 2800.00,
  cats_allowed = false,
  dogs_allowed = true,
  parking = 'driveway',
  laundry = 'in_unit',
  air_conditioning = 'central',
  amenities = array['Pool', 'Mountain views'],
  year_built = 1962,
  hoa_fee = 85.00
where id = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e03';

update public.properties set
  year_built = 1998,
  hoa_fee = 120.00,
  parking = 'garage',
  laundry = 'in_unit',
  air_conditioning = 'central'
where id = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e05';

-- ---------------------------------------------------------------------------------------------
-- The portals' demo: two owners and two tenants (password LOCAL_SEED_PASSWORD, locally only),
-- their homes, leases and documents. The documents' files are supabase/seed-files/documents
-- (config.toml [storage.buckets.documents] objects_path). Ids: tests/support/portalSeed.ts.
-- 1520 N Garey Ave is a duplex: Unit A rented by tenant1 on a lease ending within 90 days, Unit B
-- vacant. 3871 Via Verde is a house rented by tenant2.
-- ---------------------------------------------------------------------------------------------
insert into public.people (id, full_name, email, phone, user_id)
select v.id::uuid, v.full_name, v.email, v.phone,
  (select u.id from auth.users u where lower(u.email) = v.email)
from (values
  ('5eed0100-0000-4000-8000-000000000001', 'Olivia Marsh', 'owner1@example.com', '(909) 555-0181'),
  ('5eed0100-0000-4000-8000-000000000002', 'Raymond Chu', 'owner2@example.com', '(909) 555-0182'),
  ('5eed0100-0000-4000-8000-000000000003', 'Jordan Avila', 'tenant1@example.com', '(909) 555-0183'),
  ('5eed0100-0000-4000-8000-000000000004', 'Priya Natarajan', 'tenant2@example.com', '(909) 555-0184')
) as v (id, full_name, email, phone)
on conflict do nothing;

insert into public.portal_access (id, person_id, role, granted_at) values
  ('5eed0200-0000-4000-8000-000000000001', '5eed0100-0000-4000-8000-000000000001', 'owner', now() - interval '400 days'),
  ('5eed0200-0000-4000-8000-000000000002', '5eed0100-0000-4000-8000-000000000002', 'owner', now() - interval '200 days'),
  ('5eed0200-0000-4000-8000-000000000003', '5eed0100-0000-4000-8000-000000000003', 'tenant', now() - interval '330 days'),
  ('5eed0200-0000-4000-8000-000000000004', '5eed0100-0000-4000-8000-000000000004', 'tenant', now() - interval '125 days')
on conflict do nothing;

insert into public.managed_homes (id, street, city, state, zip_code) values
  ('5eed0300-0000-4000-8000-000000000001', '1520 N Garey Ave', 'Pomona', 'CA', '91767'),
  ('5eed0300-0000-4000-8000-000000000002', '3871 Via Verde', 'San Dimas', 'CA', '91773')
on conflict do nothing;

-- The books start on the first day of the month two months before the seed runs (office time),
-- so the demo has two months of rent, fees and a late fee once `npm start` posts them (money run).
insert into public.management_agreements
  (home_id, plan, billing_term, starts_on, repair_approval_limit_cents, fees_from) values
  ('5eed0300-0000-4000-8000-000000000001', 'standard', 'monthly', current_date - 400, 50000,
   (date_trunc('month', (now() at time zone 'America/Los_Angeles')) - interval '2 months')::date),
  ('5eed0300-0000-4000-8000-000000000002', 'plus', 'annual', current_date - 200, 75000,
   (date_trunc('month', (now() at time zone 'America/Los_Angeles')) - interval '2 months')::date)
on conflict do nothing;

insert into public.home_units (id, home_id, label, bedrooms, bathrooms) values
  ('5eed0400-0000-4000-8000-000000000001', '5eed0300-0000-4000-8000-000000000001', 'Unit A', 2, 1.0),
  ('5eed0400-0000-4000-8000-000000000002', '5eed0300-0000-4000-8000-000000000001', 'Unit B', 2, 1.0),
  ('5eed0400-0000-4000-8000-000000000003', '5eed0300-0000-4000-8000-000000000002', 'Main house', 3, 2.0)
on conflict do nothing;

insert into public.home_owners (home_id, person_id) values
  ('5eed0300-0000-4000-8000-000000000001', '5eed0100-0000-4000-8000-000000000001'),
  ('5eed0300-0000-4000-8000-000000000002', '5eed0100-0000-4000-8000-000000000002')
on conflict do nothing;

insert into public.leases
  (id, unit_id, home_id, starts_on, ends_on, rent_cents, deposit_cents, due_day,
   late_fee_grace_days, late_fee_cents, status, move_in_on, charges_from)
values
  ('5eed0500-0000-4000-8000-000000000001', '5eed0400-0000-4000-8000-000000000001',
   '5eed0300-0000-4000-8000-000000000001', current_date - 320, current_date + 45,
   245000, 245000, 1, 5, 7500, 'active', current_date - 320,
   (date_trunc('month', (now() at time zone 'America/Los_Angeles')) - interval '2 months')::date),
  ('5eed0500-0000-4000-8000-000000000002', '5eed0400-0000-4000-8000-000000000003',
   '5eed0300-0000-4000-8000-000000000002', current_date - 120, current_date + 245,
   315000, 315000, 5, 3, 10000, 'active', current_date - 120,
   (date_trunc('month', (now() at time zone 'America/Los_Angeles')) - interval '2 months')::date)
on conflict do nothing;

insert into public.lease_tenants (lease_id, person_id) values
  ('5eed0500-0000-4000-8000-000000000001', '5eed0100-0000-4000-8000-000000000003'),
  ('5eed0500-0000-4000-8000-000000000002', '5eed0100-0000-4000-8000-000000000004')
on conflict do nothing;

insert into public.documents
  (id, home_id, unit_id, lease_id, kind, visible_to, title, storage_path, content_type, size_bytes)
values
  ('5eed0600-0000-4000-8000-000000000001', '5eed0300-0000-4000-8000-000000000001', null,
   '5eed0500-0000-4000-8000-000000000001', 'lease', 'both', 'Lease agreement, Unit A',
   '5eed0300-0000-4000-8000-000000000001/5eed0600-0000-4000-8000-000000000001.pdf', 'application/pdf', 805),
  ('5eed0600-0000-4000-8000-000000000002', '5eed0300-0000-4000-8000-000000000001', null,
   '5eed0500-0000-4000-8000-000000000001', 'inspection_report', 'both', 'Move-in inspection report, Unit A',
   '5eed0300-0000-4000-8000-000000000001/5eed0600-0000-4000-8000-000000000002.pdf', 'application/pdf', 773),
  ('5eed0600-0000-4000-8000-000000000003', '5eed0300-0000-4000-8000-000000000001', null,
   null, 'statement', 'owner', 'Owner statement',
   '5eed0300-0000-4000-8000-000000000001/5eed0600-0000-4000-8000-000000000003.pdf', 'application/pdf', 745),
  ('5eed0600-0000-4000-8000-000000000004', '5eed0300-0000-4000-8000-000000000002', null,
   '5eed0500-0000-4000-8000-000000000002', 'lease', 'both', 'Lease agreement',
   '5eed0300-0000-4000-8000-000000000002/5eed0600-0000-4000-8000-000000000004.pdf', 'application/pdf', 801),
  ('5eed0600-0000-4000-8000-000000000005', '5eed0300-0000-4000-8000-000000000002', null,
   '5eed0500-0000-4000-8000-000000000002', 'inspection_report', 'both', 'Move-in inspection report',
   '5eed0300-0000-4000-8000-000000000002/5eed0600-0000-4000-8000-000000000005.pdf', 'application/pdf', 766)
on conflict do nothing;

-- Maintenance: the office's vendors (one with lapsed insurance, as the directory warns) and one
-- request of tenant1's already acknowledged, so both portals and the queue show something.
insert into public.vendors (id, name, trade, phone, email, licence_number, insurance_expires_on) values
  ('5eed0700-0000-4000-8000-000000000001', 'Valley Plumbing & Rooter', 'plumbing', '(909) 555-0141',
   'valley-plumbing@example.com', '1012345', current_date + 200),
  ('5eed0700-0000-4000-8000-000000000002', 'Inland Electric', 'electrical', '(909) 555-0142',
   'inland-electric@example.com', '987654', current_date - 10),
  ('5eed0700-0000-4000-8000-000000000003', 'Foothill Handyman', 'general', '(626) 555-0143',
   'foothill-handyman@example.com', null, current_date + 90)
on conflict do nothing;

insert into public.maintenance_requests
  (id, created_at, home_id, lease_id, person_id, idempotency_key, category, location, description,
   entry_permission, pets, good_times)
values
  ('5eed0800-0000-4000-8000-000000000001', now() - interval '2 days',
   '5eed0300-0000-4000-8000-000000000001', '5eed0500-0000-4000-8000-000000000001',
   '5eed0100-0000-4000-8000-000000000003', '5eed0800-0000-4000-8000-0000000000a1', 'plumbing',
   'Kitchen sink', 'The kitchen faucet drips all the time, even when it is turned off hard.',
   'call_first', 'A friendly cat', 'Weekdays after 3 PM')
on conflict do nothing;

update public.maintenance_requests set status = 'acknowledged'
where id = '5eed0800-0000-4000-8000-000000000001' and status = 'submitted';

-- The seed's own history mails are not owed: the demo accounts' inboxes start empty.
update public.outbox set status = 'sent', sent_at = now()
where kind = 'maintenance' and ref in (
  select id from public.maintenance_mail where request_id = '5eed0800-0000-4000-8000-000000000001'
);

-- The books: tenant1's security deposit (taken over with the lease) and a check for the first
-- month's rent, both on the day the books start, so the portal shows a receipt and, once the
-- money function has posted the rent (npm start runs it), a balance. Ids: portalSeed.ts.
insert into public.ledger_entries
  (id, home_id, lease_id, kind, amount_cents, posted_on, method, reference, memo, idempotency_key,
   posted_by)
select v.id::uuid, '5eed0300-0000-4000-8000-000000000001', '5eed0500-0000-4000-8000-000000000001',
  v.kind, 245000, l.charges_from + v.day_offset, 'check', v.reference, v.memo, v.key::uuid, null
from public.leases l
cross join (values
  ('5eed0900-0000-4000-8000-000000000001', 'deposit_received', 0, '1187',
   'Security deposit held from the previous manager', '5eed0900-0000-4000-8000-0000000000a1'),
  ('5eed0900-0000-4000-8000-000000000002', 'payment_received', 2, '1204',
   'Rent', '5eed0900-0000-4000-8000-0000000000a2')
) as v (id, kind, day_offset, reference, memo, key)
where l.id = '5eed0500-0000-4000-8000-000000000001'
on conflict do nothing;

-- Their receipt mail is history too: the demo inboxes start empty.
update public.outbox set status = 'sent', sent_at = now()
where kind = 'money' and ref in (
  select id from public.ledger_mail
  where entry_id in ('5eed0900-0000-4000-8000-000000000001', '5eed0900-0000-4000-8000-000000000002')
);

-- Showing hours: every listing got the office's default hours when it was inserted (Monday to
-- Saturday, 10:00 AM-5:00 PM, 20-minute visits with 10 minutes between them; the local admin takes
-- the bookings: ensureLocalAdmin). The North Fontana townhome (...e04) has its hours removed, so the
-- demo shows both forms: book a slot, or ask for one.
delete from public.booking_calendars where listing_id = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e04';
