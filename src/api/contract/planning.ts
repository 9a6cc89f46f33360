/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
import type { PlanningItem } from '../contract';

/** A planner crew (crews a planner plans, with its filters) or a membership crew (`kind` says which). */
export interface PlannerCrew {
  id: number;
  kind: 'planner' | 'membership';
  name: string;
  description: string | null;
  type: PlannerCrewType | null;
  /** The client contact the crew belongs to, if any. */
  contactId: number | null;
  functions: string[];
  tags: string[];
  regions: string[];
  skills: string[];
  memberCount: number;
  createdAt: string;
}

/** A kind of planner crew, e.g. "Stage hands pool". */
export interface PlannerCrewType { id: number; name: string }

/** A person in a planner or membership crew, as `GET /plannerCrews/{id}/crewMembers` lists them. */
export interface PlannerCrewMember {
  membershipId: number;
  personId: number;
  firstName: string;
  lastName: string;
  contactNumber: string | null;
  function: string | null;
  addedAt: string;
}

/** One person's place in one crew. */
export interface PlannerCrewMembership {
  id: number;
  plannerCrewId: number;
  plannerCrewName: string;
  kind: PlannerCrew['kind'];
  personId: number;
  function: string | null;
  addedAt: string;
}

/** `POST /plannerCrewMemberships` body: add a person to a crew the caller manages. */
export interface PlannerCrewMembershipRequest { plannerCrewId: number; personId: number; function?: string | null }

/** `POST /pCrews` body: a new membership crew, managed by the planner who creates it. */
export interface PCrewRequest { name: string; description?: string | null; typeId?: number | null; contactId?: number | null }

/** Section 4: the colours of a client's or planner's planning calendar. */
export type PlanningItemColour =
  | 'blockedDate' | 'confirmedJob' | 'requestedJob' | 'requestedVacation' | 'requestedCrew'
  | 'severalEventsOverlap' | 'severalEventsNoOverlap' | 'other';

/** A planning item on a client's or planner's calendar: whose it is (null for a spare position) and its colour. */
export interface PlannerPlanningItem extends PlanningItem {
  person: { id: number; name: string } | null;
  colour: PlanningItemColour;
}

/** A document for mobile users: company documents, rate agreements, rate cards. */
export interface MobileDocument {
  id: number;
  kind: 'companyDocument' | 'rateAgreement' | 'rateCard';
  title: string;
  fileName: string;
  publishedOn: string;
  rateCardId: number | null;
}

/** A way to find the best person for a position. */
export interface FindBestMethod { code: 'rating' | 'distance' | 'availability' | 'cost'; name: string; description: string }

/** A rate card: what a company pays per function. */
export interface RateCard {
  id: number;
  name: string;
  companyId: number | null;
  currency: string;
  validFrom: string;
  validTo: string | null;
  itemCount: number;
}

/** One rate of a rate card. */
export interface RateCardItem {
  id: number;
  function: string;
  unit: 'hour' | 'day' | 'shift';
  rate: number;
  overtimeRate: number | null;
  minimumHours: number | null;
}

/** A calendar subscription: the secret iCalendar URL a calendar app polls. */
export interface CalendarSubscription { id: number; url: string; createdAt: string }

/** `POST /publicCalendarSubscriptionsRefresh` body: which subscription gets a new URL (default: the newest). */
export interface CalendarSubscriptionRefreshRequest { id?: number }
