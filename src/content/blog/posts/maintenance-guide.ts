import { company } from '@/config/company';
import { article } from '../article';

export const body = article(`
Southern California is easy on buildings compared with most of the country, but it has its own stresses: summer heat above 100°F in the Inland Empire and the Coachella Valley, hard water, dry Santa Ana winds, wildfire season and short, intense winter storms. A simple seasonal plan keeps tenants comfortable, catches small problems before they become expensive, and keeps you on the right side of California’s habitability rules.

## What California requires of every rental

Every residential lease in California includes an implied warranty of habitability. Civil Code section 1941.1 lists the basics: effective waterproofing and weather protection of the roof and walls, working plumbing and gas, hot and cold running water, heating, safe electrical wiring, clean and sanitary premises free of vermin, adequate trash receptacles, and floors, stairways and railings in good repair. Other laws add specific items:

- Working smoke alarms in every unit, and carbon monoxide detectors in homes with a gas appliance, a fireplace or an attached garage.
- Water heaters braced, anchored or strapped against earthquakes.
- Deadbolt locks on main entry doors and locking devices on exterior windows.
- Freedom from visible mold growth and other conditions that local codes treat as substandard.

Fix emergencies, such as no water, a gas smell, a sewage backup or no heat in cold weather, immediately. For other repairs, state law presumes 30 days to be a reasonable time for the repair-and-deduct remedy, but the best practice is to acknowledge every request within a day and schedule the work promptly. Unless there is an emergency, give the tenant written notice before entering; 24 hours is presumed reasonable, and entry should be during normal business hours.

## Spring: get ready for the heat

- Have the air conditioning serviced: replace filters, clean the condenser coils and check refrigerant and drain lines. Heat-related breakdowns in July are the most common emergency calls in inland areas.
- Service evaporative coolers if the home has one: new pads, a clean reservoir and a working pump.
- Test the irrigation system, repair broken heads and switch to drip lines where you can.
- Schedule pest control; ants and rodents become active as the weather warms.
- Check window screens, door sweeps and weatherstripping.

## Summer: keep it cool and safe

- Give tenants a clear way to report cooling problems and respond the same day.
- Ask tenants to change air filters monthly during heavy use, or schedule the change yourself.
- Inspect attic ventilation and insulation; a hot attic makes the system run constantly.
- If the home has a pool or spa, check barriers, gates, drain covers and chemical storage.
- Look for irrigation overspray and leaks that raise water bills and damage foundations.

## Fall: prepare for wind, fire and rain

- Clean gutters and downspouts and inspect the roof before the rainy season, which usually runs from November to March.
- Trim trees away from the roof and power lines, especially ahead of Santa Ana wind events.
- In fire hazard zones, clear dry brush and maintain defensible space as your city or fire authority requires.
- Test the heating system and check gas appliances and their venting.
- Test every smoke alarm and carbon monoxide detector and replace batteries or units as needed.

## Winter: watch the water

- After heavy storms, check ceilings, window frames and exterior walls for leaks or stains.
- Make sure the ground slopes away from the foundation and drains are not blocked.
- Look in bathrooms, under sinks and around windows for moisture and early signs of mold, and fix the cause, not just the stain.
- Flush the water heater to remove sediment; hard water in many inland cities shortens its life.

## Year-round habits that save money

### Inspect regularly

A walk-through once or twice a year, with proper notice, lets you spot slow leaks, worn caulking, failing appliances and safety issues early. Take dated photos. Since April 2025, California law (AB 2801) expects landlords to photograph the unit after the tenant moves out and before and after any repairs or cleaning charged to the deposit, and, for tenancies starting on or after July 1, 2025, at move-in as well. Good photo records make the 21-day deposit accounting far easier.

### Budget for it

A common rule of thumb is to set aside about 1% of the property’s value each year for maintenance, more for older homes. Track the age of big-ticket items such as the roof, water heater, air conditioning and appliances so replacements are planned rather than emergencies.

### Make reporting easy

Tenants report problems sooner when it is simple to do. Our tenants submit requests online with photos and receive status updates as work progresses, and our maintenance line is available ${company.hours.maintenance}. Early reports mean smaller repairs.

### Mind older buildings

In homes built before 1978, assume painted surfaces may contain lead. Renovation, repair and painting work that disturbs paint should be done by firms certified under the EPA lead-safe work practices rule. Multifamily buildings with balconies, decks or stairways more than six feet above the ground also have periodic inspection requirements for those elevated elements.

> Keep a log
> Record every request, the date it arrived, what was done and when it was finished. A clear maintenance log protects you in a habitability dispute, supports deposit deductions and tells you when a system is due for replacement. Requirements can vary by city, so confirm local rules with your building department or a qualified professional.
`);
