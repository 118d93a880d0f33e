import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** GET /api/coach/board: the program's board, shared by its coaches. */
export type Board = Schema<'Board'>;
export type BoardCard = Schema<'BoardCard'>;
export type Stage = Schema<'Stage'>;
export type CardChange = Schema<'CardChangeRequest'>;

export const boardKey = ['coach', 'board'] as const;

export const boardQueryOptions = () =>
  queryOptions({
    queryKey: boardKey,
    queryFn: ({ signal }) => api.get<Board>('/coach/board', signal),
    retry: false,
  });

const cardPath = (athleteId: string) => `/coach/board/${encodeURIComponent(athleteId)}`;

/** GET /api/coach/board/{id}: `null` while the athlete is not on the board. */
export const cardQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: [...boardKey, athleteId] as const,
    queryFn: ({ signal }) => api.get<BoardCard | null>(cardPath(athleteId), signal),
    retry: false,
  });

export const starAthlete = (athleteId: string) => api.put<BoardCard>(cardPath(athleteId));
export const unstarAthlete = async (athleteId: string) => {
  await api.delete<unknown>(cardPath(athleteId));
};
export const changeCard = (athleteId: string, change: CardChange) => api.patch<BoardCard>(cardPath(athleteId), change);

/** GET /api/coach/board.csv: the CSV export (limited per coach and per program). */
export const BOARD_CSV_PATH = '/coach/board.csv';

/** GET /api/coach/questionnaires/{id}: the questionnaire the athlete sent the program; `null` when none. */
export type ReceivedQuestionnaire = Schema<'ReceivedQuestionnaire'>;

export const questionnaireQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: ['coach', 'questionnaires', athleteId] as const,
    queryFn: ({ signal }) =>
      api.get<ReceivedQuestionnaire | null>(`/coach/questionnaires/${encodeURIComponent(athleteId)}`, signal),
    retry: false,
  });
