/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** Section 3: a log entry, an internal todo, or a todo about a payroll item. */
export type ActivityType = 'LOG' | 'TODO_INT' | 'TODO_PAYROLL_ITEM';

/** The kinds of record an activity can be about. */
export type ActivitySubjectType = 'payroll' | 'payrollItem' | 'receipt' | 'invoice' | 'crewItem' | 'project' | 'person';

/** Section 3: an activity's parameters; a todo's due date is `DD.MM.YYYY`, priority 1 (highest) to 5. */
export interface ActivityParameters {
  dueDate?: string;
  priority?: number;
  /** The person the todo is for. */
  recipient?: number | null;
}

/** `POST …/activities` body (section 3's activity payload); unknown keys are refused. */
export interface ActivityRequest {
  caption: string;
  type: ActivityType;
  body: string;
  /** The person the activity is about or with. */
  personParty?: number | null;
  category?: string | null;
  parameters?: ActivityParameters;
}

/** One activity as answered: a todo always has a due date and a priority (defaults: tomorrow, 1). */
export interface Activity {
  id: number;
  caption: string;
  type: ActivityType;
  body: string;
  personParty: { id: number; name: string } | null;
  category: string | null;
  parameters: ActivityParameters;
  subject: { type: ActivitySubjectType; id: number };
  createdAt: string;
  createdBy: { userId: number; name: string };
}
