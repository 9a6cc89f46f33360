import type { ListResponse } from '../../../src/ground/contract';
import type { EmailMessageSummary } from '../../../src/ground/contract/email';
import type { CallSamples, SampleApi } from './CallSample';

const office = 'office@demo.test';
const withAttachment = async (api: SampleApi) =>
  (await api.get<ListResponse<EmailMessageSummary>>('/emailMessages', office)).items.find((message) => message.attachmentCount > 0)!;

/** Real calls for this part of section 7. */
export const emailSamples: CallSamples = {
  'GET /emailMessages': { login: office, path: '/emailMessages?q=crew&limit=20' },
  'GET /emailMessages/:id': { login: 'client@demo.test', path: async (api) => `/emailMessages/${(await withAttachment(api)).id}` },
  'GET /emailMessages/mailboxes': { login: 'accountant@demo.test' },
  'GET /emailMessages/:id/attachments': { login: 'pm@demo.test', path: async (api) => `/emailMessages/${(await withAttachment(api)).id}/attachments` },
  'POST /emailMessages/unsubscribe': { login: '', body: { token: 'unsub-7f3a9c2e-sam-crew-newsletter' } },
  'GET /emailMessageAttachments/:id/download': {
    login: office,
    path: async (api) => {
      const message = await withAttachment(api);
      const attachments = await api.get<ListResponse<{ id: number }>>(`/emailMessages/${message.id}/attachments`, office);
      return `/emailMessageAttachments/${attachments.items[0]!.id}/download`;
    },
  },
};
