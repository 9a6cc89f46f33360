// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathNouns, withArticle } from '../../../server/api/pathNouns';

describe('the nouns a default summary reads from a path', () => {
  it('names the records of the last part, one of them, and the record they hang under', () => {
    expect(pathNouns('/receipts')).toEqual({ records: 'receipts', record: 'receipt' });
    expect(pathNouns('/receipts/:id')).toEqual({ records: 'receipts', record: 'receipt' });
    expect(pathNouns('/payrollItems/:id/activities')).toEqual({ records: 'activities', record: 'activity', owner: 'payroll item' });
    expect(pathNouns('/projects/:number/projectCrews')).toEqual({ records: 'project crews', record: 'project crew', owner: 'project' });
    expect(pathNouns('/crewMember/:id/crewRatings')).toMatchObject({ owner: 'crew member' });
  });

  it('makes the singular of the usual plurals and leaves a singular alone', () => {
    expect(pathNouns('/statuses').record).toBe('status');
    expect(pathNouns('/countries').record).toBe('country');
    expect(pathNouns('/plusCrewValueDatas').record).toBe('plus crew value data');
    expect(pathNouns('/insurance').record).toBe('insurance');
  });

  it('puts the right article before a record', () => {
    expect(withArticle('invoice')).toBe('an invoice');
    expect(withArticle('receipt')).toBe('a receipt');
    expect(withArticle('user')).toBe('a user');
  });
});
