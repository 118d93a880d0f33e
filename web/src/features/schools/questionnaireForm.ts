import type { ProgramQuestion, QuestionnaireAnswers } from './api';

/** The questionnaire's inputs as the form holds them: text, as typed. */
export interface QuestionnaireValues {
  gradYear: string;
  squad: string;
  side: string;
  best2k: string;
  best2kDate: string;
  best6k: string;
  best6kDate: string;
  heightFeet: string;
  heightInches: string;
  weight: string;
  wingspanInches: string;
  gpa: string;
  satScore: string;
  actScore: string;
  intendedMajor: string;
  highSchool: string;
  clubTeam: string;
  clubCoachName: string;
  clubCoachContact: string;
  raceResults: string;
  whyThisProgram: string;
  /** The answer to each of the program's questions, in their order. */
  custom: string[];
}

/** Longest short answer and longest long answer, as the server counts them. */
export const SHORT_MAX = 200;
export const LONG_MAX = 2000;

/** The graduation years offered: this year and the four after it, as on the profile. */
export function gradYears(today = new Date()): number[] {
  const year = today.getUTCFullYear();
  return [0, 1, 2, 3, 4].map((n) => year + n);
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's starting values: the answers last sent, or what the profile filled in. */
export function toValues(answers: QuestionnaireAnswers, questions: ProgramQuestion[]): QuestionnaireValues {
  const custom = questions.map((q) => answers.custom.find((c) => c.questionId === q.id)?.answer ?? '');
  return {
    gradYear: text(answers.gradYear),
    squad: text(answers.squad),
    side: text(answers.side),
    best2k: text(answers.best2k),
    best2kDate: text(answers.best2kDate),
    best6k: text(answers.best6k),
    best6kDate: text(answers.best6kDate),
    heightFeet: text(answers.heightFeet),
    heightInches: text(answers.heightInches),
    weight: text(answers.weight),
    wingspanInches: text(answers.wingspanInches),
    gpa: text(answers.gpa),
    satScore: text(answers.satScore),
    actScore: text(answers.actScore),
    intendedMajor: text(answers.intendedMajor),
    highSchool: text(answers.highSchool),
    clubTeam: text(answers.clubTeam),
    clubCoachName: text(answers.clubCoachName),
    clubCoachContact: text(answers.clubCoachContact),
    raceResults: text(answers.raceResults),
    whyThisProgram: text(answers.whyThisProgram),
    custom,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A number, or null when empty (the inputs are numeric: the browser hands over nothing else). */
const numberOrNull = (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/** The answers as the server takes them. */
export function toAnswers(values: QuestionnaireValues, questions: ProgramQuestion[]): QuestionnaireAnswers {
  return {
    gradYear: numberOrNull(values.gradYear),
    squad: (orNull(values.squad) as QuestionnaireAnswers['squad']) ?? null,
    side: (orNull(values.side) as QuestionnaireAnswers['side']) ?? null,
    best2k: orNull(values.best2k),
    best2kDate: orNull(values.best2kDate),
    best6k: orNull(values.best6k),
    best6kDate: orNull(values.best6kDate),
    heightFeet: numberOrNull(values.heightFeet),
    heightInches: numberOrNull(values.heightInches),
    weight: numberOrNull(values.weight),
    wingspanInches: numberOrNull(values.wingspanInches),
    gpa: numberOrNull(values.gpa),
    satScore: numberOrNull(values.satScore),
    actScore: numberOrNull(values.actScore),
    intendedMajor: orNull(values.intendedMajor),
    highSchool: orNull(values.highSchool),
    clubTeam: orNull(values.clubTeam),
    clubCoachName: orNull(values.clubCoachName),
    clubCoachContact: orNull(values.clubCoachContact),
    raceResults: orNull(values.raceResults),
    whyThisProgram: orNull(values.whyThisProgram),
    // Every question in its place, answered or not, so the server's `custom.N` names the Nth.
    custom: questions.map((q, index) => ({ questionId: q.id, answer: (values.custom[index] ?? '').trim() })),
  };
}
