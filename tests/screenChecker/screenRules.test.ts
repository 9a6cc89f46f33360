// @vitest-environment node
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readApiCalls } from '../../src/screenChecker/apiCalls';
import { compileSpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { runChecks } from '../../src/screenChecker/runChecks';
import { brokenRoot, removeBrokenRoots, repo } from './brokenRoot';

// Compiled and read once: each case then costs one runChecks over a copy of the real screens.
const validators = compileSpecValidators();
const api = readApiCalls();

function check(root: string) {
  const result = runChecks({ root, validators, api });
  return { errors: result.errors.map(formatSpecError), warnings: result.warnings.map(formatSpecError) };
}

/** Sets a file of a root `seconds` ahead of now: of two screens with one id or route, the newer is reported. */
function touch(root: string, file: string, seconds: number): void {
  const time = Date.now() / 1000 + seconds;
  utimesSync(path.join(root, file), time, time);
}

afterAll(removeBrokenRoots);

describe('the repository’s own screens', () => {
  it('pass with no error and no warning', () => {
    expect(check(repo)).toEqual({ errors: [], warnings: [] });
  });
});

// Each fixture (tests/fixtures/screen-rules/<rule>/) is a real screen with exactly one mistake, laid over a copy of
// the repository's screens/ and locales/; each row is every error that mistake gets, as check:screens prints it.
const rules: [fixture: string, errors: string[]][] = [
  ['unknown-key', ['screens/jobs.yaml:21:3 unknown key "subtitel" (allowed here: title, subtitle, description, fullText, badge, flags, link, image, avatar)']],
  ['wrong-layout', ['screens/jobs.yaml:12:9 layout must be one of list, detail, form, calendar, dashboard, tabs, custom']],
  [
    'bad-indentation',
    [
      // Only the syntax error: while a file does not parse, no route is said to lack its screen.
      'screens/job.yaml:30:4 YAML syntax: Sequence item without - indicator; check the indentation: line 30 is indented 3 spaces, line 29 4 (keys of one map start in the same column, list items under their key)',
    ],
  ],
  ['list-item-path-typo', ['screens/jobs.yaml:22:16 "functoin" is not a field of an item of GET /jobs; did you mean "function"?']],
  ['nested-path-typo', ['screens/jobs.yaml:20:10 "project.nmae" is not a field of "project" of an item of GET /jobs; did you mean "project.name"?']],
  ['unclosed-template', ['screens/personal-calendar.yaml:108:20 template part "{{ reason }" is not closed: write "{{ reason }}"']],
  ['empty-template', ['screens/personal-calendar.yaml:108:20 template part "{{ }}" is empty: put a path inside, e.g. "{{ name }}"']],
  ['unknown-variable', ['screens/job.yaml:10:21 variable "$parms" does not exist; did you mean "$params"?']],
  ['not-a-route-parameter', ['screens/job.yaml:10:21 "$params.jobId": $params has no "jobId" (it has id)']],
  ['unknown-formatter', ['screens/jobs.yaml:21:13 formatter "dateRnage" does not exist; did you mean "dateRange"?']],
  [
    'formatter-argument-missing',
    ['screens/job-contact-project-manager.yaml:33:14 formatter "addDays" needs an argument: a whole number of days, e.g. addDays:1 or addDays:-30'],
  ],
  ['formatter-argument-not-allowed', ['screens/job.yaml:33:59 formatter "date" takes no argument: write "date" without ":x"']],
  [
    'formatter-argument-wrong',
    ['screens/contract.yaml:27:66 formatter "money" argument "Euro" must be a currency code in capitals such as EUR, or the path of the field holding one, e.g. money:currency'],
  ],
  // money's argument is a currency code or the path of the record's field holding one, checked like any path.
  ['money-currency-path-typo', ['screens/invoice.yaml:36:57 "currncy" is not a field of the answer of GET /invoices/{{ $params.number }}; did you mean "currency"?']],
  // A section's count is a path of the record its texts read.
  ['count-path-typo', ['screens/payroll.yaml:26:16 "itemsToConfrim" is not a field of the answer of GET /payrolls/{{ $params.number }}; did you mean "itemsToConfirm"?']],
  // A formatter's argument that names a value is held to the same rules as a path (notBefore:$today).
  ['not-before-unknown-variable', ['screens/crew.yaml:219:98 variable "$tody" does not exist; did you mean "$today"?']],
  [
    'date-range-argument-path',
    ['screens/payrolls.yaml:26:10 "period.end" is not a field of "period" of an item of GET /persons/{{ $user.personId }}/payrolls; its fields: startDate, endDate'],
  ],
  [
    'endpoint-matches-no-call',
    ['screens/job.yaml:26:41 endpoint "/jbos/{{ id }}/confirmation" matches no call of the API (schemas/openapi.json); did you mean "/jobs/{…}/confirmation"?'],
  ],
  ['wrong-method', ['screens/job.yaml:26:43 DELETE /jobs/{id}/confirmation is not a call of the API: that path takes POST']],
  ['download-answers-json', ['screens/contract.yaml:60:31 GET /documents/{id} answers JSON, not a file: a download needs a call that answers a file']],
  ['share-answers-json', ['screens/project-documents.yaml:33:24 GET /documents/{id} answers JSON, not a file: a share needs a call that answers a file']],
  ['refused-message-without-permission', ['screens/home.yaml:17:5 sections[0] needs key "permission" when it has "refusedMessage"']],
  ['condition-field-typo', ['screens/job.yaml:18:20 "toConfrim" is not a field of the answer of GET /jobs/{{ $params.id }}; did you mean "toConfirm"?']],
  ['unknown-right', ['screens/payrolls.yaml:10:40 rights[0] must be a right of the catalogue (src/ground/access/rightsCatalogue.ts); did you mean "payrolls.READ"?']],
  ['unknown-login-type', ['screens/jobs.yaml:8:24 loginTypes[0] must be one of crew, client, planner, office']],
  ['unknown-token-type', ['screens/help.yaml:6:24 tokenTypes[0] must be one of user, project, pluscrew']],
  ['frame-on-logged-in-screen', ['screens/help.yaml:6:9 access needs key "public"']],
  [
    'i18n-key-missing',
    ['screens/jobs.yaml:7:8 i18n key "jobs.titel" is missing from every locale (locales/en.json and 6 others); did you mean "jobs.title" or "jobs.time"?'],
  ],
  [
    'search-param-not-a-query-parameter',
    ['screens/mailbox.yaml:20:10 "qq" is not a query parameter of GET /emailMessages (it takes mailbox, q, from, to, cc, search); did you mean "q"?'],
  ],
  ['search-param-twice', ['screens/mailbox.yaml:25:16 query parameter "from" is already sent by search.fields[0]: each chip and filter needs a parameter of its own']],
  ['search-without-placeholder', ['screens/mailbox.yaml:20:3 search needs key "placeholder"']],
  ['collapsed-without-title', ['screens/crew.yaml:29:16 a collapsed section needs a title: its heading is the button that opens and closes it']],
  [
    'values-chart-on-a-list',
    ['screens/payroll.yaml:61:13 a chart of `values` charts the section\'s one record, but this section lists records (item, items or a list source): chart them with `label` and `series`, or give the values a section of their own'],
  ],
  ['picker-labels-per-level', ['screens/projects.yaml:21:19 the picker has 2 labels but 3 levels of tabs lie under it: one label per level, outermost first']],
  ['extension-on-product-route', ['screens/jobs.yaml:7:12 route "/jobs" is a route of the product: remove "extension: true" (src/ground/screenLanguage/productRoutes.ts)']],
  [
    'route-without-extension',
    ['screens/faq.yaml:4:8 route "/faq" is not a route of the product (src/ground/screenLanguage/productRoutes.ts); a screen of one tenant\'s own says "extension: true"'],
  ],
];

describe('screen rules: one broken copy of a real screen each', () => {
  it.each(rules)('%s', (fixture, errors) => {
    expect(check(brokenRoot(fixture))).toEqual({ errors, warnings: [] });
  });

  it('warns about a list with no empty text, and fails nothing', () => {
    expect(check(brokenRoot('list-without-empty'))).toEqual({
      errors: [],
      warnings: ['screens/jobs.yaml:12:1 list has no "empty" text: add one (e.g. empty: errors.jobsNotFound) so an empty list says so'],
    });
  });
});

describe('a duplicate is reported at the file changed last, naming the other', () => {
  it('reports a copied screen that kept the route at the copy when the copy is newer', () => {
    const root = brokenRoot('duplicate-route');
    touch(root, 'screens/jobs.yaml', 0);
    touch(root, 'screens/upcoming-jobs.yaml', 60);
    expect(check(root).errors).toEqual(['screens/upcoming-jobs.yaml:6:8 route "/jobs" is already used by screens/jobs.yaml']);
  });

  it('reports it at the original when the original was changed last', () => {
    const root = brokenRoot('duplicate-route');
    touch(root, 'screens/jobs.yaml', 120);
    expect(check(root).errors).toEqual(['screens/jobs.yaml:6:8 route "/jobs" is already used by screens/upcoming-jobs.yaml']);
  });

  it('reports a duplicate id at the newer file', () => {
    const root = brokenRoot('duplicate-id');
    touch(root, 'screens/jobs.yaml', 0);
    touch(root, 'screens/job.yaml', 60);
    expect(check(root).errors).toEqual(['screens/job.yaml:5:5 id "jobs" is already used by screens/jobs.yaml']);
  });
});

describe('paths in parts that read data other than the screen\'s', () => {
  it('checks an item template of a tab pane with its own source (the screen has no source of its own)', () => {
    expect(check(brokenRoot('item-path-typo')).errors).toEqual([
      'screens/personal-calendar.yaml:108:20 "reasn" is not a field of an item of GET /vacationRequests; did you mean "reason"?',
    ]);
  });

  it('checks a detail section field\'s path against the record', () => {
    expect(check(brokenRoot('detail-path-typo')).errors).toEqual([
      'screens/job.yaml:31:39 "functoin" is not a field of the answer of GET /jobs/{{ $params.id }}; did you mean "function"?',
    ]);
  });
});

describe('texts in every language', () => {
  it('reports a key a screen uses that only nl.json lacks, at the English key and at the screen', () => {
    expect(check(brokenRoot('i18n-key-missing-from-nl'))).toEqual({
      errors: [
        'locales/en.json:85:5 "jobs.appliedFor" is missing from locales/nl.json',
        'screens/jobs.yaml:17:30 i18n key "jobs.appliedFor" is missing from locales/nl.json',
      ],
      warnings: [],
    });
  });
});
