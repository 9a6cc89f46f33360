import type { DomainSeed } from './DomainSeed';

/** Where the demo persons live (WGS 84), for the distance of find best person: roughly their street of the persons part. */
const homes: Record<string, [number, number]> = {
  'crew@demo.test': [52.3637, 4.9403], 'chief@demo.test': [51.9155, 4.4637], 'client@demo.test': [52.0705, 4.3007],
  'planner@demo.test': [52.0894, 5.118], 'office@demo.test': [52.3676, 4.9041], 'pm@demo.test': [52.3874, 4.6462],
  'accountant@demo.test': [52.3025, 4.8623], 'crew@acme.test': [51.9851, 5.8987],
};

/** The region (reference list `regions`) of the demo venues that lie in one. */
const venueRegions: Record<string, string> = {
  rai: 'AMS', ahoy: 'RTM', jaarbeurs: 'UTR', excel: 'LDN', central: 'MAN', ziggo: 'AMS',
};

/** Find best person: the demo persons' homes and the venues' regions (no crew items: the e2e test makes its own). */
export const findBestSeed: DomainSeed = async (tx, ids) => {
  for (const [login, [latitude, longitude]] of Object.entries(homes)) {
    await tx.query('UPDATE persons SET home_latitude = $2, home_longitude = $3 WHERE id = $1', [ids.get('person', login), latitude, longitude]);
  }
  for (const [venue, region] of Object.entries(venueRegions)) {
    await tx.query('UPDATE locations SET region_code = $2 WHERE id = $1', [ids.get('location', venue), region]);
  }
};
