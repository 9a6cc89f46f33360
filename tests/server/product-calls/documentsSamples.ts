import type { CallSamples, SampleApi } from './CallSample';
import { pdfBytes, personIdOf } from '../uploadFixtures';

const crew = 'crew@demo.test';
const myPersonId = async (api: SampleApi) => personIdOf(await api.server.login(crew));

/** Real calls for this part of section 7. */
export const documentsSamples: CallSamples = {
  'POST /persons/:id/documents': {
    login: crew, status: 201, path: async (api) => `/persons/${await myPersonId(api)}/documents`,
    body: { caption: 'First aid certificate' },
    files: { file: { name: 'first-aid.pdf', type: 'application/pdf', bytes: pdfBytes() } },
  },
};
