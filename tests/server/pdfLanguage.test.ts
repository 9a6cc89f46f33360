// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, Payroll } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { pdfTextOf } from './pdfTextOf';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let token: string;
let payslip: Payroll;
const chief = 'chief@demo.test';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(chief);
  const payrolls = (await server.call('GET', `/persons/${personIdOf(token)}/payrolls`, token)).json<ListResponse<Payroll>>();
  payslip = payrolls.items.find((payroll) => payroll.status !== 'open')!;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const longDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(date));
const euros = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount).replace(/\u00A0/g, ' ');

async function payslipText(): Promise<string> {
  const response = await server.call('GET', `/payrolls/${payslip.id}/download/payslip`, token);
  expect(response.statusCode, response.body).toBe(200);
  return pdfTextOf(response.rawPayload);
}

const chooseLanguage = async (language: string) =>
  expect((await server.call('POST', '/userLanguage', token, { language })).statusCode).toBe(200);

describe('PDFs in the reader\'s language', () => {
  it('writes chief@demo.test\'s payslip in Dutch, the language of their login: heading, labels, dates and euros', async () => {
    expect((await server.call('GET', '/userLanguage', token)).json<{ language: string }>().language).toBe('nl');
    const text = await payslipText();
    expect(text).toContain(`Loonstrook ${payslip.number}`);
    expect(text).toContain('Medewerker');
    expect(text).toContain(`${longDay(payslip.period.startDate, 'nl-NL')} t/m ${longDay(payslip.period.endDate, 'nl-NL')}`);
    expect(text).toContain(euros(payslip.gross, 'nl-NL'));
    expect(text).toMatch(/Gedownload op \d{1,2} [a-z]{3} \d{4}, \d\d:\d\d \(UTC\+00:00\)/);
    expect(text).not.toContain('Payslip');
  });

  it('writes the same payslip in English once they read English', async () => {
    await chooseLanguage('en');
    const text = await payslipText();
    expect(text).toContain(`Payslip ${payslip.number}`);
    expect(text).toContain('Employee');
    expect(text).toContain(`${longDay(payslip.period.startDate, 'en-GB')} to ${longDay(payslip.period.endDate, 'en-GB')}`);
    expect(text).toContain(euros(payslip.gross, 'en-GB'));
    expect(text).not.toContain('Loonstrook');
  });

  it('writes it in Welsh too, its letters drawn by the PDF\'s fonts', async () => {
    await chooseLanguage('cy');
    const text = await payslipText();
    expect(text).toContain(`Slip cyflog ${payslip.number}`);
    expect(text).toContain(`${longDay(payslip.period.startDate, 'cy-GB')} i ${longDay(payslip.period.endDate, 'cy-GB')}`);
    expect(text).toContain('Wedi’i lawrlwytho');
  });
});
