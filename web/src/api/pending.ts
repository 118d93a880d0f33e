// Issue 14's API (/work/recruiting-contract.md) as the contract states it, until the server's
// OpenAPI document describes it and `Schema<'Name'>` can be used instead. Remove once merged.
import type { Schema } from './index';

type Piece = '2k' | '6k' | '5k' | '1k' | '500m' | '30min' | '60min';
type BoatClass = '1x' | '2x' | '2-' | '4x' | '4+' | '4-' | '8+';
type Division = 'I' | 'II' | 'III' | 'club';
type Squad = 'womens' | 'mens';
type WeightClass = 'openweight' | 'lightweight';
type Side = 'port' | 'starboard' | 'both';
type Discipline = 'sweep' | 'sculling' | 'both';
type Visibility = 'private' | 'coaches' | 'link';

interface Best {
  time: string;
  tenths: number;
  date: string | null;
  source: 'log' | 'profile';
  verificationCodeProvided: boolean;
}

interface ProfileLink {
  label: string;
  url: string;
}

interface RowingFields {
  squad: Squad | null;
  weightClass: WeightClass | null;
  side: Side | null;
  discipline: Discipline | null;
  coxswain: boolean;
  wingspanInches: number | null;
  seasonsRowed: number | null;
  clubCoachName: string | null;
  targetDivisions: Division[];
  intendedMajor: string | null;
  actScore: number | null;
  boatsCoxed: string | null;
  coxLinks: string[];
  headline: string | null;
  links: ProfileLink[];
  visibility: Visibility;
}

interface ErgTestInput {
  piece: Piece;
  time?: string | null;
  meters?: number | null;
  date: string;
  strokeRate?: number | null;
  notes?: string | null;
  verificationCode?: string | null;
}

interface ErgTest {
  id: string;
  piece: Piece;
  time: string | null;
  meters: number | null;
  tenths: number | null;
  date: string;
  strokeRate: number | null;
  split: string;
  notes: string | null;
  verificationCode?: string | null;
  verificationCodeProvided: boolean;
  createdAt: string;
}

interface RaceResultInput {
  regatta: string;
  date: string;
  event: string;
  boatClass: BoatClass;
  seat: string;
  place?: number | null;
  time?: string | null;
  resultsUrl?: string | null;
}

interface RaceResult {
  id: string;
  regatta: string;
  date: string;
  event: string;
  boatClass: BoatClass;
  seat: string;
  place: number | null;
  time: string | null;
  resultsUrl: string | null;
  createdAt: string;
}

interface Pending {
  ProfileUpdate: Schema<'ProfileUpdate'> & RowingFields;
  Profile: Schema<'Profile'> &
    RowingFields & {
      weightClassSuggested: WeightClass | null;
      best2k: Best | null;
      best6k: Best | null;
      shareLink: { token: string; url: string } | null;
    };
  ErgTestInput: ErgTestInput;
  ErgTest: ErgTest;
  RaceResultInput: RaceResultInput;
  RaceResult: RaceResult;
  Performance: { ergTests: ErgTest[]; races: RaceResult[] };
  ShareLink: { token: string; url: string };
  Dashboard: Schema<'Dashboard'> & {
    performance: {
      latestTest: ErgTest | null;
      best2k: Best | null;
      seasonChange2k: { fromTenths: number; toTenths: number; changeTenths: number } | null;
    };
  };
  RecruitingProfile: Omit<RowingFields, 'visibility'> & {
    id: string;
    fullName: string | null;
    gradYear: number | null;
    highSchool: string | null;
    clubTeam: string | null;
    hometown: string | null;
    heightFeet: number | null;
    heightInches: number | null;
    weight: number | null;
    gpa: number | null;
    satScore: number | null;
    bio: string | null;
    best2k: Best | null;
    best6k: Best | null;
    ergTests: ErgTest[];
    races: RaceResult[];
    updatedAt: string;
  };
}

export type Contract<Name extends keyof Pending> = Pending[Name];
