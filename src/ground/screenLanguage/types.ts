/**
 * The screen spec language, as TypeScript. `schemas/screen.schema.json` is the same language as JSON Schema;
 * a unit test keeps their enums equal to the renderer registry's keys.
 */

/** An i18n key such as `jobs.title`; it must exist in `locales/en.json`. */
export type I18nKey = string;

/** A string that may hold `{{ path | formatter:arg }}` parts, e.g. `"{{ startDate | date }}"`. */
export type Template = string;

/** The kinds of login a session can have (section 6: planners, operations and planning all count as planner). */
export const loginTypes = ['crew', 'client', 'planner', 'office'] as const;
export type LoginType = (typeof loginTypes)[number];

/** The kinds of token: a full user, or a limited project or plus-crew login. */
export const tokenTypes = ['user', 'project', 'pluscrew'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** A right written `resource.PERMISSION`, e.g. `receipts.CREATE`: one of the rights catalogue. */
export type { Right } from '../access/rightsCatalogue';
import type { Right } from '../access/rightsCatalogue';

/** Who may open a screen or see an entry. Every list given must be satisfied; an empty rule allows any session. */
export interface AccessRule {
  /** Reachable without a session (login, forgotten password, public views). Default false. */
  public?: boolean;
  /** The session needs one of these login types. */
  loginTypes?: LoginType[];
  /** The token must be one of these types. Default: `user` only, so limited logins see nothing they were not given. */
  tokenTypes?: TokenType[];
  /** The session needs every one of these rights. */
  rights?: Right[];
  /** The session needs at least one of these rights. */
  anyRights?: Right[];
}

/** A declarative test on a record and the session; all keys given must hold. */
export interface Condition {
  /** Dotted path into the record, e.g. `project.status`. */
  field?: string;
  equals?: unknown;
  notEquals?: unknown;
  in?: unknown[];
  notIn?: unknown[];
  /** The field is present (not null or undefined) — or absent when false. */
  exists?: boolean;
  /** The field is an empty list or string, or missing — or not, when false. */
  empty?: boolean;
  /** The field, a list, has at least one element matching this condition. */
  some?: Condition;
  /** The session has this right (`resource.PERMISSION`). */
  right?: Right;
  /** The session has this login type. */
  loginType?: LoginType;
  /** The session's token has this type. */
  tokenType?: TokenType;
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
}

/** Where a layout's data comes from; paging (limit 1000, page 1) is added by the api layer for lists. */
export interface DataSource {
  /** Path under `/api/v1`, templated: `/jobs/{{ $params.id }}`. */
  endpoint: Template;
  /** Query parameters, each templated. */
  query?: Record<string, Template | number | boolean>;
  /** Dotted path to the items in a list response. Default `items`. */
  items?: string;
  /** Whether the response is a list (adds paging). Default: true for list, calendar and dashboard sections. */
  list?: boolean;
  /** `app` reads from the app's own origin (e.g. `/version.json`) instead of `/api/v1`. Default `api`. */
  base?: 'api' | 'app';
}

/** A file fetched through the api with the session (downloads and previews). */
export interface FileSource {
  /** Path under `/api/v1`, templated. */
  endpoint: Template;
  query?: Record<string, Template | number | boolean>;
}

export const layoutKinds = ['list', 'detail', 'form', 'calendar', 'dashboard', 'tabs', 'custom'] as const;
export type LayoutKind = (typeof layoutKinds)[number];

export const fieldKinds = ['text', 'textarea', 'number', 'date', 'time', 'select', 'checkbox', 'file', 'password', 'signature', 'rating'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export const actionKinds = ['navigate', 'call', 'form', 'download', 'share', 'permission', 'panel', 'copy', 'setting'] as const;
export type ActionKind = (typeof actionKinds)[number];

/** The browser permissions a screen may warn about and ask for: the location (check-in and check-out), notifications (pre-call). */
export type BrowserPermission = 'geolocation' | 'notifications';

export const httpMethods = ['GET', 'POST', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Options of a select: fixed values, or loaded from an endpoint. */
export interface SelectOptions {
  values?: { value: string; label: I18nKey }[];
  source?: DataSource;
  /** Template for an option's value, e.g. `{{ id }}`. */
  value?: Template;
  /** Template for an option's label, e.g. `{{ name }}`. */
  label?: Template;
}

/** One input of a form. */
export interface FieldSpec {
  /** The form value's name, a dotted path in the submitted body. */
  path: string;
  kind: FieldKind;
  label: I18nKey;
  required?: boolean;
  description?: I18nKey;
  placeholder?: I18nKey;
  /** Initial value, templated against the screen's record (or the clicked date on a calendar). */
  default?: Template | number | boolean;
  options?: SelectOptions;
  /** For number fields. */
  min?: number;
  /** For number fields; for rating fields the number of stars (default 5). */
  max?: number;
  /** For file fields: accepted types, e.g. `image/*,application/pdf`. */
  accept?: string;
  /**
   * For file fields: the longest side, in pixels, a photo (JPEG, PNG, WebP, HEIC) is sent with; a larger one is made
   * smaller on the phone first, upright. `false`: photos are sent as chosen. Default 2000.
   */
  photoMaxSide?: number | false;
  when?: Condition;
}

/** A request body of templates: values, or objects of them. */
export interface BodyTemplates {
  [field: string]: Template | number | boolean | null | BodyTemplates;
}

/** A call to the api. */
export interface CallSpec {
  method: HttpMethod;
  endpoint: Template;
  /** Body fields, each templated (nested objects too, e.g. an activity's `parameters`); form values are merged over them. */
  body?: BodyTemplates;
  query?: Record<string, Template | number | boolean>;
  /** Whether the write may wait on the phone when there is no connection (see `OfflineSpec`). */
  offline?: OfflineSpec;
}

/** How a write may wait on the phone: `queue` (kept and sent when the connection returns) or `never` (fails as an error). */
export type OfflineMode = 'queue' | 'never';

/**
 * A write's offline behaviour: the mode alone, or the mode with the toast said when it is kept (`message`) and the
 * label its action shows in place of its button while it waits (`waiting`, the optimistic effect). Default `queue`,
 * except a call whose success needs its answer (`renewSession`, or `navigate` naming `$response`): `never`.
 */
export type OfflineSpec = OfflineMode | { mode: OfflineMode; message?: I18nKey; waiting?: I18nKey };

/** What happens after an action or a form succeeded. */
export interface SuccessSpec {
  toast?: I18nKey;
  /** Refetch the screen's data. Default true for calls. */
  refresh?: boolean;
  navigate?: Template;
  /** Close the panel (`kind: panel`) the action is in, before the refresh. Default false. */
  close?: boolean;
  /** Take the session's next token after success (the call changed what it carries, e.g. the language). Default false. */
  renewSession?: boolean;
}

/** An extra question asked before a submit, only when its condition holds. */
export interface ConfirmSpec {
  question: I18nKey;
  when?: Condition;
  /** Fetched before asking, with the form values as template context; available to `when` as `$check`. */
  check?: DataSource;
  /**
   * Asked instead of `question` when `check` cannot be made for lack of network, so that the form never claims what it
   * could not check. Default: `form.checkOffline`.
   */
  offlineQuestion?: I18nKey;
}

/** An info box a form shows while its condition holds on the form's values (and the record). */
export interface FormNotice {
  message: I18nKey;
  when: Condition;
}

/**
 * Fields made from data, e.g. the questions of a form to perform. Paths are dotted paths into one question;
 * templates are rendered against it. Labels and descriptions are shown as they are (data, not i18n keys).
 */
export interface QuestionFields {
  /** Groups in the record, each holding its own `items` and drawn under its `groupTitle`. */
  groups?: string;
  groupTitle?: Template;
  /** The list of questions: in each group, or in the record. */
  items: string;
  /** The form value's path for a question, e.g. `answers.{{ id }}`. */
  path: Template;
  /** The path used instead for file questions, e.g. `file_{{ id }}` (a multipart key). */
  filePath?: Template;
  /** The question's field kind (one of the field kinds; others are skipped). */
  kind: string;
  label: Template;
  description?: Template;
  required?: string;
  /** A list of strings or `{ value, label }` for select questions. */
  choices?: string;
  min?: string;
  max?: string;
}

/** A form: inputs plus what submitting does. */
export interface FormBody {
  fields?: FieldSpec[];
  /** Fields made from the record's data, after `fields`. */
  questions?: QuestionFields;
  notices?: FormNotice[];
  submit: {
    label: I18nKey;
    call: CallSpec;
    confirm?: ConfirmSpec;
    onSuccess?: SuccessSpec;
  };
}

/** The interface settings a screen may offer to choose (`kind: setting`): `colorScheme` is auto, light or dark. */
export type ChoosableSetting = 'colorScheme';

/** An interface setting offered on a screen: kept on the phone (uiSettings), followed by the app at once. */
export interface SettingChoice {
  name: ChoosableSetting;
  /** The choices in order, each a value and the i18n key of its label; the first is the default (picking it keeps nothing). */
  values: { value: string; label: I18nKey }[];
}

/** A button on a screen, a list item or a calendar event. */
export interface ActionSpec {
  id: string;
  kind: ActionKind;
  label: I18nKey;
  icon?: IconName;
  /** Shown only when this holds for the record. */
  when?: Condition;
  /** Shown only to sessions this rule allows. */
  access?: AccessRule;
  /** `navigate`: the path to open, templated. */
  to?: Template;
  /** `call`: the api call to make. */
  call?: CallSpec;
  /** `form`: a form opened in a dialog; its submit makes the call. */
  form?: FormBody & { title?: I18nKey };
  /** `copy`: the text put on the clipboard, templated (a link to hand out); a toast says it was copied. */
  copy?: Template;
  /** `setting`: an interface setting of this phone, its choices side by side; the one picked is kept in uiSettings. */
  setting?: SettingChoice;
  /** `download`: a file fetched through the api and saved under the server's file name. */
  download?: FileSource;
  /** `share`: a file fetched through the api and handed to the phone's share sheet; the button shows only where the browser can share files. */
  share?: FileSource;
  /** `permission`: the browser permission the tap asks for; once granted the app does what it needs it for (notifications: push). */
  permission?: BrowserPermission;
  /**
   * `panel`: a layout (e.g. a list with its source, cards and item actions) opened in a sheet from the bottom on
   * phones (from the side on wider screens), drawn in the tapped record's scope.
   */
  panel?: PanelSpec;
  /** A question to confirm first. */
  confirm?: I18nKey;
  /** Destructive actions are drawn in red. Default false. */
  danger?: boolean;
  /**
   * Behind the record's "More" button: rare or destructive actions, so that a card shows its common one in view and
   * not a long row of buttons on a phone. Default false.
   */
  more?: boolean;
  onSuccess?: SuccessSpec;
}

/**
 * A call a detail screen makes by itself, once, when its record has loaded and `when` holds on it; the screen's data is
 * then fetched again. A write (POST or DELETE), never a read. Example: marking a message read when its recipient opens
 * it: `onOpen: { when: { field: readAt, exists: false }, call: { method: POST, endpoint: "/activities/{{ id }}/read" } }`.
 */
export interface OpenCall {
  /** The call, templated with the record, as an action's `call`; offline it waits in the outbox like any write. */
  call: CallSpec;
  /** Made only while this holds on the record and the session. Default: every time the screen opens. */
  when?: Condition;
}

/** The layout a `panel` action opens, with the sheet's title (default: the action's label). */
export type PanelSpec = LayoutSpec & { title?: I18nKey };

/** A badge drawn from a field's value: label `labels.<value>`, colour from `colors`. */
export interface BadgeSpec {
  field: string;
  labels: string;
  colors?: Record<string, string>;
  /** The badge is shown only while this holds for the record (e.g. no "Requested" on a position nobody holds). */
  when?: Condition;
}

/** How one record of a list is drawn. */
export interface ListItemSpec {
  title: Template;
  subtitle?: Template;
  description?: Template;
  badge?: BadgeSpec;
  /** Small labels shown when their condition holds, e.g. the crew-chief-only flag; a label may name the record's values (`{{myRating}}`). */
  flags?: { label: I18nKey; when: Condition; color?: string }[];
  link?: Template;
  /** A picture: an api path (fetched with the session) or an absolute URL. */
  image?: Template;
  /** A person's face, round beside the title (same sources as `image`); the title's initials until it loads. */
  avatar?: Template;
  /** A line shown whole, broken anywhere and never cut short: an address to read or copy (a calendar feed's). */
  fullText?: Template;
}

/** A filter tab of a list. */
export interface ListTab {
  id: string;
  label: I18nKey;
  filter?: Condition;
  /** Extra query parameters for this tab's fetch. */
  query?: Record<string, Template | number | boolean>;
}

/** A chip of a list's search: searches one part of the records by sending the text as its own parameter. */
export interface SearchField {
  /** The query parameter the text is sent as instead, e.g. `from`: one the source's call takes. */
  param: string;
  /** The i18n key of the chip. */
  label: I18nKey;
}

/**
 * A list's search box: the typed text (after a pause in typing) is sent to the source as a query parameter, so the
 * server finds the records; the count of found records is shown and the words are marked in the cards. The text is
 * kept in the page's address (`?q=…`), so going back to the list finds it again.
 * Example: `search: { param: q, placeholder: mailbox.searchPlaceholder, fields: [{ param: from, label: mailbox.from }] }`.
 */
export interface ListSearch {
  /** The query parameter the text is sent as, e.g. `q`: one the source's call takes. */
  param: string;
  /** The i18n key of the box's placeholder, which is also its accessible name. */
  placeholder: I18nKey;
  /** The i18n key of the chip searching with `param` when `fields` offers others. Default `common.searchEverywhere`. */
  label?: I18nKey;
  /** Chips to search one part instead (the sender, the addressees …); the first chip (`param`) is chosen at the start. */
  fields?: SearchField[];
}

/**
 * One filter over a list (`filters:` of a list spec): the options picked are sent as the query parameter `param`,
 * several joined by commas (the server keeps records matching any of them); filters combine, and what is picked is
 * remembered in uiSettings.
 */
export interface ListFilter {
  /** The query parameter the picked values are sent as, e.g. `function`: one the source's call takes. */
  param: string;
  /** The i18n key of the filter's label, also its accessible name. */
  label: I18nKey;
  /** The choices: fixed values, or records loaded from a source. */
  options: SelectOptions;
  /** Whether several options may be picked (default true). */
  multiple?: boolean;
}

/**
 * One column of a list drawn as a table (`columns:` of a list spec), on screens 768 px wide and wider; a phone keeps
 * the cards. The first column links to the record (the card's `link`).
 * Example: `{ label: projects.beginDate, template: "{{ beginDate | date }}", sortable: true, sortKey: beginDate, width: 120 }`.
 */
export interface ListColumn {
  /** The i18n key of the column's heading. */
  label: I18nKey;
  /** The cell's text, templated like a card's lines. */
  template: Template;
  /** Whether a click on the heading sorts the list by this column (default false). */
  sortable?: boolean;
  /**
   * The value of the source call's `sort` query parameter that sorts by this column on the server (the whole list,
   * before it is paged). Without it a sortable column is sorted in the browser, by the value of the template's first
   * path: right only for a source that answers the whole list at once.
   */
  sortKey?: string;
  /** The column's width in pixels; columns without one share what is left. */
  width?: number;
}

/** One label/value line of a detail section. */
export interface DetailField {
  label: I18nKey;
  /** Dotted path of the value. */
  path: string;
  /** A formatter, e.g. `date`, `time`, `money`, `t:positionStatus`. */
  format?: string;
  /** Makes the value a link, templated. */
  link?: Template;
  when?: Condition;
}

/** A block of a detail or dashboard screen. */
export interface SectionSpec {
  id: string;
  title?: I18nKey;
  when?: Condition;
  /** Detail: label/value lines. */
  fields?: DetailField[];
  /** A text, templated, e.g. a message when a job has not started. */
  text?: Template;
  /** A notice drawn as an info box, e.g. that a job has not started yet. Titles, messages and paragraphs may
   * name values of the record and session in their locale text: `Welcome, {{$user.person.firstName}}`. */
  message?: I18nKey;
  /**
   * The path of a number in the record the title, message and paragraph are counted by: given to their texts as
   * `count`, so `{{count}}` texts take the plural form the number needs (`count: itemsToConfirm`).
   */
  count?: string;
  /** A translated paragraph of plain text (help pages, explanations). */
  paragraph?: I18nKey;
  /** Its own data (dashboard sections, sub-lists); without it the section reads the screen's record. */
  source?: DataSource;
  /** A sub-list: the dotted path of an array in the record, or the section source's items. */
  items?: string;
  item?: ListItemSpec;
  /** Hidden when its list is empty. Default true on dashboards. */
  hideWhenEmpty?: boolean;
  empty?: I18nKey;
  actions?: ActionSpec[];
  /** Keeps the sub-list's items for which this holds. */
  filter?: Condition;
  /** At most this many items. */
  limit?: number;
  /** Buttons on every item of the sub-list. */
  itemActions?: ActionSpec[];
  /** `gallery` draws the items as a grid of their images. Default `cards`. */
  display?: 'cards' | 'gallery';
  /** The sub-list drawn as a table on wide screens (768 px and more), as a list's `columns`; a phone keeps the cards. */
  columns?: ListColumn[];
  /** A file shown in the section (PDF inline, images), with a download button. */
  file?: FileSource;
  /** Whether the `file` offers its download button (default true; a logo or a profile's photo needs none). */
  fileDownload?: boolean;
  /** Rich text from the server, sanitised before it is shown. */
  html?: Template;
  /** Shown only while this browser permission is not granted (e.g. a warning that check-in needs the location). */
  permission?: BrowserPermission;
  /** With `permission`: the notice shown instead of `message` once the permission was refused (where to allow it in the settings). */
  refusedMessage?: I18nKey;
  /** A hand-written part drawn in the section (e.g. `documentSigning`), one of the registered custom components. */
  component?: string;
  /** Settings passed to the component as they are (templates in them are the component's to render). */
  options?: Record<string, unknown>;
  /** A chart of the sub-list's records (`items` or the section's source) with their numbers as a table, above their cards if any. */
  chart?: ChartSpec;
  /** The section starts closed: its heading is a button that opens it (and names how many records it lists). */
  collapsed?: boolean;
  /** The section starts open and its heading button closes it (implied by `collapsed`). */
  collapsible?: boolean;
}

/**
 * A chart over a section's sub-list: one group of bars per record, one bar per series, and the numbers as a table
 * under it (for reading, and for screen readers). Example: `{ kind: bar, label: "{{ function }}", series: [{ path: calculated.cost,
 * label: project.cost }] }`.
 */
export type ChartSpec = RecordsChartSpec | ValuesChartSpec;

/** Bars per record of the section's sub-list. */
export interface RecordsChartSpec {
  /** `bar`: horizontal bars, one group per record (readable on a phone). */
  kind: 'bar';
  /** Each record's name beside its bars, templated. */
  label: Template;
  /** The bars of each record: the dotted path of a number in the record and the i18n key of its legend. */
  series: { path: string; label: I18nKey }[];
  /** How the numbers are written (axis, tooltips, table), e.g. `money:currency`; a path argument reads the section's record. Default `number`. */
  format?: string;
  values?: undefined;
}

/**
 * Several numbers of the section's one record, one bar each (e.g. a contract's quota, planned and worked hours).
 * Example: `{ kind: bar, measure: contracts.hoursUnit, values: [{ path: plannedHours, label: contracts.planned }] }`.
 */
export interface ValuesChartSpec {
  kind: 'bar';
  /** The bars, in order: the dotted path of a number in the record and the i18n key of the bar's name. */
  values: { path: string; label: I18nKey }[];
  /** The i18n key of what the numbers count (e.g. "Hours"): the heading of the table's number column. */
  measure: I18nKey;
  /** How the numbers are written, as in a records chart. Default `number`. */
  format?: string;
  label?: undefined;
  series?: undefined;
}

/** How a calendar maps records to events and colours them. */
export interface CalendarSpec {
  /** The views offered, the first shown at the start. Default: month and list. */
  views?: ('month' | 'week' | 'list')[];
  event: {
    title: Template;
    start: string;
    end?: string;
    /** The event's time of day, shown in the day's list and the event's sheet ("{{ startTime | time }}–{{ endTime | time }}"). */
    time?: Template;
    /** The field whose value picks the marker. */
    marker: string;
  };
  /** Query parameter names that receive the visible range (YYYY-MM-DD). Default `from` and `to`. */
  range?: { from: string; to: string };
  /** One entry per marker value: colour, border and legend label. */
  markers: Record<string, { color: string; border?: string; label: I18nKey }>;
  /** Offered when a day is clicked (`{{ $date }}` is the day): one action's id, or several, each a button for the day. */
  dateAction?: string | readonly string[];
  /** Offered when an event is clicked. */
  eventActions?: ActionSpec[];
}

/** A tab of a `tabs` layout: a child layout of its own. */
export type TabPane = LayoutSpec & {
  id: string;
  label: I18nKey;
  when?: Condition;
};

/**
 * `picker:` of a `tabs` layout: one select per level of tabs (these tabs, a nested `tabs` layout's, a list's `query`
 * tabs), labelled in order, outermost first.
 */
export interface TabsPicker {
  labels: I18nKey[];
}

/** The keys every layout may have: its data, what it says when there is none, and its buttons. */
interface LayoutCommon {
  /** The data shown: the records of a list or calendar, the record of a detail screen or form. */
  source?: DataSource;
  /** The i18n key shown when there is nothing to show (no records, or no record). */
  empty?: I18nKey;
  /** Buttons of the screen. */
  actions?: ActionSpec[];
}

/** `layout: list`: records of one source as cards (or a table), with filter tabs, a search box and filters. */
export interface ListLayoutSpec extends LayoutCommon {
  layout: 'list';
  source: DataSource;
  /** Filter tabs over the list, each with its own filter and query; the first is open at the start. */
  tabs?: ListTab[];
  /** A search box whose text the source's call searches with. */
  search?: ListSearch;
  /** Filters whose picked options the source's call narrows the list with. */
  filters?: ListFilter[];
  /** A list drawn as a table on wide screens (768 px and more): its columns; a phone keeps the cards. */
  columns?: ListColumn[];
  /**
   * A line above the cards, templated over the first record: what every record of the answer shares, e.g. the
   * method a ranking used, `"{{ method | t:findBestPerson.rankedBy }}"`. Shown while the list has records.
   */
  intro?: Template;
  /** How each record is drawn as a card. */
  item: ListItemSpec;
  /** Buttons on every card. */
  itemActions?: ActionSpec[];
}

/** `layout: detail`: one record in sections. */
export interface DetailLayoutSpec extends LayoutCommon {
  layout: 'detail';
  source: DataSource;
  sections: SectionSpec[];
  /** A call made once when the record has loaded (e.g. marking a message read). */
  onOpen?: OpenCall;
}

/** `layout: form`: inputs (and questions made from the record) and what submitting does. */
export interface FormLayoutSpec extends LayoutCommon {
  layout: 'form';
  fields?: FieldSpec[];
  questions?: QuestionFields;
  notices?: FormNotice[];
  submit: FormBody['submit'];
}

/** `layout: calendar`: the source's records as events. */
export interface CalendarLayoutSpec extends LayoutCommon {
  layout: 'calendar';
  source: DataSource;
  calendar: CalendarSpec;
}

/** `layout: dashboard`: sections, each with its own data. */
export interface DashboardLayoutSpec extends LayoutCommon {
  layout: 'dashboard';
  sections: SectionSpec[];
}

/** `layout: tabs`: child layouts, one per tab. */
export interface TabsLayoutSpec extends LayoutCommon {
  layout: 'tabs';
  tabs: TabPane[];
  /** The tabs, and the tabs nested in them, picked in one row of selects (one per level) instead of rows of tabs. */
  picker?: TabsPicker;
}

/** `layout: custom`: a registered hand-written component. */
export interface CustomLayoutSpec extends LayoutCommon {
  layout: 'custom';
  /** The registered component's name. */
  component: string;
  /** Settings passed to the component as they are. */
  options?: Record<string, unknown>;
}

/** The parts of a spec that depend on the layout kind: one type per layout, told apart by `layout`. */
export type LayoutSpec =
  | ListLayoutSpec
  | DetailLayoutSpec
  | FormLayoutSpec
  | CalendarLayoutSpec
  | DashboardLayoutSpec
  | TabsLayoutSpec
  | CustomLayoutSpec;

/** The spec of one layout kind, e.g. `LayoutSpecOf<'list'>` is `ListLayoutSpec`. */
export type LayoutSpecOf<Kind extends LayoutKind> = Extract<LayoutSpec, { layout: Kind }>;

/** Where a screen stands in a menu. */
export interface MenuPlacement {
  order: number;
  icon: IconName;
  /** Extra condition beyond the screen's access, on the session (`right`, `loginType`, `tokenType`, `field: $user.…`). */
  when?: Condition;
  /** Label when it differs from the title. */
  label?: I18nKey;
  /**
   * The address the entry opens, for a screen whose route has parameters: the route with each parameter one
   * `{{ $user.<field> }}` of the session's login data, e.g. `/plus-crews/{{ $user.plusCrewNumber }}`. A session
   * without that value gets no entry. Default: the route itself (so a screen with parameters is in no menu).
   */
  path?: Template;
}

/** A screen's own keys, whatever its layout: its route, who may open it, its menu entries. */
export interface ScreenHead {
  id: string;
  /** With `{param}` and optional `{param?}` parts, as in the product spec. */
  route: string;
  /** A tenant-only screen whose route is its own, not one of the product's. Default false. */
  extension?: boolean;
  title: I18nKey;
  access?: AccessRule;
  /** Records loaded before the layout, readable in templates and conditions as `$<name>`. */
  context?: Record<string, DataSource>;
  menu?: { side?: MenuPlacement; bottom?: MenuPlacement };
  /**
   * What a logged-in person whom `access` refuses reads instead of the general refusal, by the reason (an i18n key
   * each). Example: crew members on membership crews, `refused: { wrongLoginType: membershipCrews.askPlanner }`.
   */
  refused?: Partial<Record<'wrongLoginType' | 'missingRight', I18nKey>>;
  /** Around a public screen for someone not logged in: a card (default), or nothing, as a printable document. */
  frame?: 'card' | 'document';
}

/** One screen: a route, who may open it, and its layout. */
export type ScreenSpec = ScreenHead & LayoutSpec;

/** A menu entry that is not a screen, such as logging out. */
export interface MenuLink {
  label: I18nKey;
  to: string;
  icon: IconName;
  order: number;
  when?: Condition;
  access?: AccessRule;
}

/** `screens/menus.yaml`: which sessions get each menu, and links that are not screens. */
export interface MenusSpec {
  side: { links?: MenuLink[] };
  bottom: { access?: AccessRule; links?: MenuLink[] };
}

export const iconNames = [
  'home', 'briefcase', 'calendar', 'calendar-event', 'users', 'user', 'file', 'file-text', 'signature', 'cash',
  'receipt', 'invoice', 'mail', 'school', 'clipboard', 'map-pin', 'check', 'x', 'trash', 'plus', 'copy', 'edit',
  'logout', 'info', 'help', 'settings', 'chart', 'star', 'lock', 'phone', 'camera', 'download', 'upload',
  'checklist', 'building', 'search', 'share',
] as const;
export type IconName = (typeof iconNames)[number];

/** Every screen after loading, whole, and the menus: what the checker and the server work on. */
export interface ScreenRegistryData {
  screens: ScreenSpec[];
  menus: MenusSpec;
}

/** What the app knows of a screen at start: enough for its route, its guard, its page title and its menu entries. */
export type ScreenOutline = Pick<ScreenHead, 'id' | 'route' | 'title' | 'access' | 'refused' | 'menu' | 'frame'> & {
  layout: LayoutKind;
  /** A `custom` screen's component. */
  component?: string;
};

/**
 * A product screen as the app starts with it: its outline, and its whole spec loaded when its route opens, with the
 * layouts it uses (`layouts`, its own and its tabs' and sections'), so their code loads in parallel with the spec.
 */
export type LazyScreen = ScreenOutline & {
  layouts: LayoutKind[];
  load: () => Promise<ScreenSpec>;
};

/** A screen of the running app: a lazy product screen, or a whole spec (a tenant's screen arrives whole). */
export type RegisteredScreen = LazyScreen | ScreenSpec;

/** The browser's registry (`virtual:screen-registry`): every screen's outline at start, each spec on demand. */
export interface AppRegistry {
  screens: RegisteredScreen[];
  menus: MenusSpec;
}
