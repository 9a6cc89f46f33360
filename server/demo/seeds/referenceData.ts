import type { ReferenceListName } from '../../../src/ground/contract/reference';

/** One demo entry: code, caption and the list's extra fields. */
export type ReferenceEntry = [code: string, caption: string, details?: Record<string, unknown>];

/** Lists every tenant shares (tenant_id null). */
export const globalLists: Partial<Record<ReferenceListName, ReferenceEntry[]>> = {
  activityTypes: [['LOG', 'Log entry'], ['TODO_INT', 'Internal todo'], ['TODO_PAYROLL_ITEM', 'Payroll item todo']],
  statuses: [
    ['requested', 'Requested'], ['confirmed', 'Confirmed'], ['spare', 'Spare'], ['cancelled', 'Cancelled'],
    ['doubleBooked', 'Double booked'], ['changed', 'Changed'],
  ],
  countries: [
    ['NL', 'Netherlands'], ['GB', 'United Kingdom'], ['BE', 'Belgium'], ['DE', 'Germany'], ['FR', 'France'],
    ['ES', 'Spain'], ['AT', 'Austria'], ['IE', 'Ireland'], ['PL', 'Poland'], ['PT', 'Portugal'], ['IT', 'Italy'],
    ['US', 'United States'],
  ],
  nationalities: [
    ['NL', 'Dutch'], ['GB', 'British'], ['BE', 'Belgian'], ['DE', 'German'], ['FR', 'French'], ['ES', 'Spanish'],
    ['AT', 'Austrian'], ['IE', 'Irish'], ['PL', 'Polish'], ['PT', 'Portuguese'], ['IT', 'Italian'], ['US', 'American'],
  ],
  permissionTypes: [
    ['profile', 'See the profile'], ['contact', 'See contact details'], ['documents', 'See certificates and documents'],
    ['ratings', 'See ratings'],
  ],
};

const functions: ReferenceEntry[] = [
  ['STAGEHAND', 'Stagehand', { crewChief: false, department: 'Stage' }],
  ['RIGGER', 'Rigger', { crewChief: false, department: 'Rigging' }],
  ['FORKLIFT', 'Forklift driver', { crewChief: false, department: 'Logistics' }],
  ['CREWCHIEF', 'Crew chief', { crewChief: true, department: 'Stage' }],
  ['RUNNER', 'Runner', { crewChief: false, department: 'Production' }],
  ['LIGHT', 'Lighting technician', { crewChief: false, department: 'Technical' }],
  ['SOUND', 'Sound technician', { crewChief: false, department: 'Technical' }],
  ['VIDEO', 'Video technician', { crewChief: false, department: 'Technical' }],
  ['LOADER', 'Truck loader', { crewChief: false, department: 'Logistics' }],
  ['STEWARD', 'Steward', { crewChief: false, department: 'Front of house' }],
  ['CARPENTER', 'Stand builder', { crewChief: false, department: 'Build' }],
];

/** Lists each tenant keeps for itself. */
export const tenantLists: Record<'moyo' | 'acme', Partial<Record<ReferenceListName, ReferenceEntry[]>>> = {
  moyo: {
    functions,
    regions: [
      ['AMS', 'Amsterdam', { country: 'NL' }], ['RTM', 'Rotterdam', { country: 'NL' }], ['UTR', 'Utrecht', { country: 'NL' }],
      ['NH', 'North Holland', { country: 'NL' }], ['LDN', 'Greater London', { country: 'GB' }],
      ['MAN', 'Greater Manchester', { country: 'GB' }],
    ],
    insurance: [
      ['LIAB', 'Public liability', { provider: 'Centraal Beheer', policyNumber: 'CB-4471-2203' }],
      ['ACC', 'Accident insurance for crew', { provider: 'Nationale-Nederlanden', policyNumber: 'NN-88-120-554' }],
      ['EMPL', "Employer's liability (UK)", { provider: 'Aviva', policyNumber: 'AV-EL-009921' }],
    ],
    chargeTypes: [
      ['HOUR', 'Hourly wage', { unit: 'hour', taxType: 'VAT21' }], ['OT150', 'Overtime 150%', { unit: 'hour', taxType: 'VAT21' }],
      ['NIGHT', 'Night allowance', { unit: 'hour', taxType: 'VAT21' }], ['KM', 'Travel allowance', { unit: 'km', taxType: 'VAT0' }],
      ['DIEM', 'Per diem', { unit: 'day', taxType: 'VAT0' }], ['GEAR', 'Equipment rental', { unit: 'piece', taxType: 'VAT21' }],
    ],
    cateringAgreementTypes: [
      ['NONE', 'No catering', { mealsIncluded: 0 }], ['LUNCH', 'Lunch by the client', { mealsIncluded: 1 }],
      ['LUNCHDINNER', 'Lunch and dinner by the client', { mealsIncluded: 2 }],
      ['DIEM', 'Per diem instead of catering', { mealsIncluded: 0 }], ['FULL', 'Full board on site', { mealsIncluded: 3 }],
    ],
    messageTypes: [['EMAIL', 'E-mail'], ['SMS', 'Text message'], ['PUSH', 'Push notification'], ['CALL', 'Phone call']],
    qualityCheckTypes: [
      ['BRIEFING', 'Safety briefing attended'], ['PPE', 'Safety shoes, gloves and helmet'], ['PHOTO', 'Check-in photo'],
      ['INDUCTION', 'Site induction signed'], ['HEIGHTS', 'Working at height certificate'],
    ],
    taxTypes: [
      ['VAT21', 'VAT 21%', { percentage: 21, country: 'NL' }], ['VAT9', 'VAT 9%', { percentage: 9, country: 'NL' }],
      ['VAT0', 'No VAT', { percentage: 0, country: 'NL' }], ['UKVAT20', 'UK VAT 20%', { percentage: 20, country: 'GB' }],
      ['REVERSE', 'VAT reverse-charged', { percentage: 0, country: 'NL' }],
    ],
  },
  acme: {
    functions: functions.slice(0, 6),
    regions: [['AMS', 'Amsterdam', { country: 'NL' }], ['GLD', 'Gelderland', { country: 'NL' }]],
    taxTypes: [['VAT21', 'BTW 21%', { percentage: 21, country: 'NL' }], ['VAT9', 'BTW 9%', { percentage: 9, country: 'NL' }]],
    messageTypes: [['EMAIL', 'E-mail'], ['SMS', 'SMS']],
  },
};
