/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** A plus crew: a team with a monthly minimum turnover target and a bonus share of what it makes above it. */
export interface PlusCrew {
  id: number;
  number: string;
  name: string;
  type: PlusCrewType | null;
  minimumTarget: number;
  bonusPercentage: number;
  members: { personId: number; name: string }[];
}

/** A kind of plus crew. */
export interface PlusCrewType { id: number; name: string }

/** A code with its English name (value types, value data source types). */
export interface PlusCrewCode { code: string; name: string }

/** A value setting of a plus crew: what is counted, how heavily, and whether at all. */
export interface PlusCrewValue {
  id: number;
  plusCrewNumber: string;
  name: string;
  valueType: 'turnover' | 'hours' | 'costs';
  weight: number;
  active: boolean;
}

/** `POST /plusCrewValues/{id}` body: change a value setting (at least one key). */
export interface PlusCrewValueRequest { name?: string; weight?: number; active?: boolean }

/** One entry of value data: an amount for a value over a period. */
export interface PlusCrewValueData {
  id: number;
  plusCrewNumber: string;
  plusCrewValue: { id: number; name: string; valueType: PlusCrewValue['valueType'] };
  dateFrom: string;
  dateTo: string;
  value: number;
  type: 'manual' | 'invoice' | 'payroll' | 'correction';
  createdAt: string;
}

/** `POST /plusCrewValueDatas` body. */
export interface PlusCrewValueDataRequest {
  plusCrewValueId: number;
  dateFrom: string;
  dateTo: string;
  value: number;
  type: PlusCrewValueData['type'];
}

/** One month of a plus crew's progress. */
export interface PlusCrewMonth {
  /** `YYYY-MM`. */
  month: string;
  turnover: number;
  hours: number;
  costs: number;
  minimumTarget: number;
  targetReached: boolean;
  /** Turnover per hour worked; null without hours. */
  teamSpeed: number | null;
}

/** `GET /plusCrews/{n}/prgrss`: the last six months against the minimum target, team speed and bonus forecast. */
export interface PlusCrewProgress {
  number: string;
  months: PlusCrewMonth[];
  totalTurnover: number;
  totalHours: number;
  teamSpeed: number | null;
  /** This month's turnover projected to the month's end. */
  projectedTurnover: number;
  bonusForecast: number;
}
