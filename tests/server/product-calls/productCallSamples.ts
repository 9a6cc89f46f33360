import type { CallSamples } from './CallSample';
import { coreSamples } from './coreSamples';
import { referenceSamples } from './referenceSamples';
import { companiesSamples } from './companiesSamples';
import { personsSamples } from './personsSamples';
import { payrollsSamples } from './payrollsSamples';
import { receiptsSamples } from './receiptsSamples';
import { projectsSamples } from './projectsSamples';
import { crewsSamples } from './crewsSamples';
import { documentsSamples } from './documentsSamples';
import { emailSamples } from './emailSamples';
import { formsSamples } from './formsSamples';
import { planningSamples } from './planningSamples';
import { plusCrewsSamples } from './plusCrewsSamples';

/** A real request for every call of section 7, by `METHOD /path`. */
export const productCallSamples: CallSamples = {
  ...coreSamples, ...referenceSamples, ...companiesSamples, ...personsSamples, ...payrollsSamples, ...receiptsSamples,
  ...projectsSamples, ...crewsSamples, ...documentsSamples, ...emailSamples, ...formsSamples, ...planningSamples,
  ...plusCrewsSamples,
};
