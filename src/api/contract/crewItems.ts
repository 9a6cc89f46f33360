/** Crew items (positions), their status history and vacancies (section 7, crew items); re-exported by `projects.ts`. */
import type { CrewItemBase, PositionStatus } from '../contract';
import type { NamedPerson, Venue } from './projects';

/** A crew item (a position on a crew), with who fills it and its current status record. */
export interface CrewItem extends CrewItemBase {
  /** The id of the latest status record, for `POST /projectCrewItemStatus/{id}/…` actions; null when none exists. */
  statusId: number | null;
  person: NamedPerson | null;
  /** True when the position has no one yet: a vacancy. */
  vacant: boolean;
  appliedFor: boolean;
  noShow: boolean;
  crewChiefOnly: boolean;
  remarks: string | null;
  crew: { id: number; name: string };
  project: { number: string; name: string; client: string };
  location: Venue | null;
  /** What the caller may do: change times and statuses (crew chief of the crew or planner). */
  canEdit: boolean;
}

/** `POST /projects/{number}/projectCrewItems` body: `amount` identical rows (1–50); end date defaults to the start. */
export interface CrewItemsRequest {
  crewId: number;
  startDate: string;
  endDate?: string | null;
  startTime: string;
  endTime: string;
  function: string;
  amount: number;
  remarks?: string | null;
}

/** `POST /projectCrewItems/{id}` body: any of these; a confirmed item whose dates or times change becomes `changed`. */
export interface CrewItemUpdate {
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  function?: string;
  remarks?: string | null;
}

/** `POST /projectCrewItems/vacant` body: filters of the vacancy list, all optional. */
export interface VacancyFilter { from?: string; to?: string; function?: string; city?: string }

/** The actions a status record can come from. */
export type CrewItemStatusAction =
  | 'created' | 'set' | 'activate' | 'notNeeded' | 'reactivate' | 'noShow' | 'applied' | 'unapplied' | 'changed';

/** One record of a crew item's status history. */
export interface CrewItemStatus {
  id: number;
  crewItemId: number;
  status: PositionStatus;
  action: CrewItemStatusAction;
  remark: string | null;
  by: NamedPerson | null;
  createdAt: string;
}

/** `POST /projectCrewItemStatus` body: set a crew item's status directly (planners). */
export interface CrewItemStatusRequest { crewItemId: number; status: PositionStatus; remark?: string | null }

/** `POST /projectCrewItemStatus/{id}` body: correct the remark of a status record. */
export interface CrewItemStatusUpdate { remark: string | null }
