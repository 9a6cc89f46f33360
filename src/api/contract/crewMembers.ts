/** Crew members' ratings, functions, tags, skills and crew info (section 7, crew member); re-exported by `projects.ts`. */
import type { CrewItem } from './crewItems';
import type { NamedPerson } from './projects';

/** A kind of crew rating, e.g. punctuality. */
export interface CrewRatingType { id: number; name: string; description: string }

/** One rating of a crew member. */
export interface CrewRating {
  id: number;
  personId: number;
  ratingType: { id: number; name: string };
  score: number;
  comment: string | null;
  crewItemId: number | null;
  ratedBy: NamedPerson | null;
  createdAt: string;
}

/** `POST /crewMember/{id}/crewRatings` body; `score` 1 to 5. */
export interface CrewRatingRequest { ratingTypeId: number; score: number; comment?: string | null; crewItemId?: number | null }

/** A function a crew member can work, with their level. */
export interface CrewFunction { id: number; function: string; level: 'junior' | 'medior' | 'senior' }

/** A tag on a crew member, e.g. `Forklift licence`. */
export interface CrewTag { id: number; tag: string }

/** A skill a document proves, valid until a date (null: no end). */
export interface DocumentBasedSkill { id: number; skill: string; documentName: string; validUntil: string | null; valid: boolean }

/** Ratings summed up: how many, the average score, and the average by rating type. */
export interface CrewRatingsSummary { count: number; average: number | null; byType: { ratingType: string; average: number; count: number }[] }

/** `GET /crewInfo`: the caller's own crew info. */
export interface CrewInfo {
  personId: number;
  name: string;
  functions: CrewFunction[];
  tags: CrewTag[];
  skills: DocumentBasedSkill[];
  ratings: CrewRatingsSummary;
}

/** `GET /projects/{number}/crewProfile/{personId}`: a crew member as seen from one project. */
export interface CrewProfile {
  personId: number;
  name: string;
  contactNumber: string | null;
  functions: CrewFunction[];
  tags: CrewTag[];
  ratings: CrewRatingsSummary;
  /** Their crew items on this project. */
  items: CrewItem[];
}
