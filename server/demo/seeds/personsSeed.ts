import { insertActivity, dotted } from '../../store/activityStore';
import { initialsAvatar } from '../../store/avatar';
import { addDays } from '../../kernel/isoDates';
import type { DomainSeed } from './DomainSeed';

/** Street, postal code and map app of the demo persons that have an address on file. */
const addresses: Record<string, [string, string, 'google' | 'apple' | 'openStreetMap']> = {
  'crew@demo.test': ['Javastraat 118', '1094 HL', 'google'],
  'chief@demo.test': ['Nieuwe Binnenweg 241', '3021 GD', 'apple'],
  'planner@demo.test': ['Oudegracht 87', '3511 AG', 'google'],
  'crew@acme.test': ['Steenstraat 12', '6828 CJ', 'openStreetMap'],
};

/** Profile fields of the demo persons: login → [e-mail, phone, city, country, region, nationality, birth date]. */
const profiles: Record<string, [string, string, string, string, string, string, string]> = {
  'crew@demo.test': ['crew@demo.test', '+31 6 1000 2001', 'Amsterdam', 'NL', 'AMS', 'GB', '1996-04-12'],
  'chief@demo.test': ['chief@demo.test', '+31 6 8765 4321', 'Rotterdam', 'NL', 'RTM', 'NL', '1988-09-30'],
  'client@demo.test': ['client@demo.test', '+31 6 2000 3001', 'Den Haag', 'NL', 'RTM', 'GB', '1984-01-22'],
  'planner@demo.test': ['planner@demo.test', '+31 6 1000 2003', 'Utrecht', 'NL', 'UTR', 'NL', '1990-06-05'],
  'office@demo.test': ['office@demo.test', '+31 20 123 4567', 'Amsterdam', 'NL', 'AMS', 'NL', '1979-11-15'],
  'pm@demo.test': ['pm@demo.test', '+31 6 1000 2005', 'Haarlem', 'NL', 'NH', 'NL', '1982-03-18'],
  'accountant@demo.test': ['accountant@demo.test', '+31 6 1000 2006', 'Amstelveen', 'NL', 'NH', 'NL', '1986-07-09'],
  'crew@acme.test': ['crew@acme.test', '+31 6 9000 9001', 'Arnhem', 'NL', 'GLD', 'NL', '1999-02-27'],
};

/** The demo data of this part: profiles, pictures (approved and pending), profile access, vacation, activities. */
export const personsSeed: DomainSeed = async (tx, ids, today) => {
  for (const [login, [email, phone, city, country, region, nationality, birth]] of Object.entries(profiles)) {
    await tx.query(`UPDATE persons SET email = $2, phone = $3, city = $4, country_code = $5, region_code = $6, nationality_code = $7,
      birth_date = $8, time_zone = $9 WHERE id = $1`,
    [ids.get('person', login), email, phone, city, country, region, nationality, birth, 'Europe/Amsterdam']);
  }
  for (const [login, [street, postalCode, mapService]] of Object.entries(addresses)) {
    await tx.query('UPDATE persons SET street = $2, postal_code = $3, map_service = $4 WHERE id = $1',
      [ids.get('person', login), street, postalCode, mapService]);
  }
  const sam = ids.get('person', 'crew@demo.test');
  const dana = ids.get('person', 'chief@demo.test');
  const picture = `INSERT INTO profile_pictures (person_id, status, file_name, mime_type, bytes, width, height, uploaded_at, reviewed_at)
    VALUES ($1,$2,$3,'image/svg+xml',$4,128,128,$5,$6) RETURNING id`;
  await ids.insert('profilePicture', 'dana', picture,
    [dana, 'approved', 'dana.svg', initialsAvatar('Dana', 'de Vries', 1), `${addDays(today, -40)}T09:00:00Z`, `${addDays(today, -39)}T11:00:00Z`]);
  await ids.insert('profilePicture', 'sam-old', picture,
    [sam, 'approved', 'sam-2024.svg', initialsAvatar('Sam', 'Crew', 2), `${addDays(today, -200)}T09:00:00Z`, `${addDays(today, -199)}T10:00:00Z`]);
  await ids.insert('profilePicture', 'sam-new', picture,
    [sam, 'pending', 'sam-new.svg', initialsAvatar('Sam', 'Crew', 5), `${addDays(today, -1)}T18:30:00Z`, null]);
  const claire = ids.get('contact', 'client@demo.test');
  for (const [login, permissions] of [['crew@demo.test', ['profile', 'contact', 'ratings']], ['chief@demo.test', ['profile']]] as const) {
    await tx.query(`INSERT INTO profile_access (person_id, contact_id, permissions, granted_by_user, granted_at)
      VALUES ($1, $2, $3, (SELECT id FROM users WHERE person_id = $1), $4)`,
    [ids.get('person', login), claire, permissions, `${addDays(today, -30)}T12:00:00Z`]);
  }
  const vacation = 'INSERT INTO vacation_requests (person_id, start_date, end_date, paid, reason, status, created_at, decided_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id';
  await ids.insert('vacationRequest', 'sam-summer', vacation,
    [sam, addDays(today, 30), addDays(today, 37), true, 'Family holiday in Portugal', 'requested', `${addDays(today, -2)}T08:00:00Z`, null]);
  await ids.insert('vacationRequest', 'sam-spring', vacation,
    [sam, addDays(today, -60), addDays(today, -58), true, 'Long weekend', 'approved', `${addDays(today, -90)}T08:00:00Z`, `${addDays(today, -88)}T08:00:00Z`]);
  await ids.insert('vacationRequest', 'dana-course', vacation,
    [dana, addDays(today, 12), addDays(today, 12), false, 'Rigging course exam', 'requested', `${addDays(today, -5)}T08:00:00Z`, null]);
  const userOf = async (login: string) =>
    (await tx.query<{ id: number }>('SELECT id FROM users WHERE person_id = $1', [ids.get('person', login)])).rows[0]!.id;
  const tenantId = ids.get('tenant', 'moyo');
  await insertActivity(tx, { tenantId, subjectType: 'person', subjectId: sam, createdBy: await userOf('planner@demo.test'), today,
    payload: { caption: 'Check forklift licence', type: 'TODO_INT', body: 'Licence expires next month: ask Sam for the renewed one.',
      personParty: sam, category: 'Certificates', parameters: { dueDate: dotted(addDays(today, 3)), priority: 2 } } });
  await insertActivity(tx, { tenantId, subjectType: 'person', subjectId: dana, createdBy: await userOf('office@demo.test'), today,
    payload: { caption: 'New bank account', type: 'LOG', body: 'Dana sent a new IBAN; payroll updated.', personParty: dana,
      category: 'Administration', parameters: {} } });
  await insertActivity(tx, { tenantId, subjectType: 'person', subjectId: dana, createdBy: await userOf('pm@demo.test'), today,
    payload: { caption: 'Crew chief evaluation', type: 'TODO_INT', body: 'Plan the yearly evaluation with Dana.', personParty: dana,
      category: 'HR', parameters: { recipient: ids.get('person', 'planner@demo.test') } } });
  // Messages (issue 32): one from Sam to his crew chief, and a change request for the office's shared queue.
  await insertActivity(tx, { tenantId, subjectType: 'person', subjectId: sam, createdBy: await userOf('crew@demo.test'), today,
    payload: { caption: 'Parking at the venue', type: 'TODO_INT', body: 'Where can we park the van tomorrow?', personParty: sam,
      category: 'contactCrewChief', parameters: { recipient: dana } } });
  await insertActivity(tx, { tenantId, subjectType: 'person', subjectId: sam, createdBy: await userOf('crew@demo.test'), today,
    payload: { caption: 'Change of personal data: Sam Crew (C-2001)', type: 'TODO_INT', body: 'Please set my map service to Apple Maps.',
      category: 'personalData', parameters: {} } });
};
