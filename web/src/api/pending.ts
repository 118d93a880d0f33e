// The recruiting profile as others see it (/work/recruiting-contract.md, section 3), as the contract
// states it, until the server's OpenAPI document describes `GET /api/athletes/{id}` and
// `GET /api/share/{token}`; then `Schema<'RecruitingProfile'>` replaces it. Remove once merged.
import type { Schema } from './index';

interface Pending {
  RecruitingProfile: {
    id: string;
    fullName: string | null;
    gradYear: number | null;
    highSchool: string | null;
    clubTeam: string | null;
    clubCoachName: string | null;
    hometown: string | null;
    heightFeet: number | null;
    heightInches: number | null;
    weight: number | null;
    wingspanInches: number | null;
    squad: Schema<'Squad'> | null;
    weightClass: Schema<'WeightClass'> | null;
    side: Schema<'Side'> | null;
    discipline: Schema<'Discipline'> | null;
    coxswain: boolean;
    seasonsRowed: number | null;
    boatsCoxed: string | null;
    coxLinks: string[];
    targetDivisions: Schema<'Division'>[];
    intendedMajor: string | null;
    gpa: number | null;
    satScore: number | null;
    actScore: number | null;
    headline: string | null;
    bio: string | null;
    links: Schema<'ProfileLink'>[];
    best2k: Schema<'Best'> | null;
    best6k: Schema<'Best'> | null;
    ergTests: Schema<'ErgTest'>[];
    races: Schema<'RaceResult'>[];
    updatedAt: string;
  };
}

export type Contract<Name extends keyof Pending> = Pending[Name];
