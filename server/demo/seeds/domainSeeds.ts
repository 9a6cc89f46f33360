import type { DomainSeed } from './DomainSeed';
import { referenceSeed } from './referenceSeed';
import { companiesSeed } from './companiesSeed';
import { personsSeed } from './personsSeed';
import { projectsSeed } from './projectsSeed';
import { crewsSeed } from './crewsSeed';
import { payrollsSeed } from './payrollsSeed';
import { receiptsSeed } from './receiptsSeed';
import { documentsSeed } from './documentsSeed';
import { emailSeed } from './emailSeed';
import { formsSeed } from './formsSeed';
import { planningSeed } from './planningSeed';
import { plusCrewsSeed } from './plusCrewsSeed';
import { findBestSeed } from './findBestSeed';
import { workedHoursSeed } from './workedHoursSeed';

/** Each part's demo data, in the order of the migrations. */
export const domainSeeds: readonly DomainSeed[] = [
  referenceSeed, companiesSeed, personsSeed, projectsSeed, crewsSeed, payrollsSeed, workedHoursSeed, receiptsSeed,
  documentsSeed, emailSeed, formsSeed, planningSeed, plusCrewsSeed, findBestSeed,
];
