import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from './api';

/** The state list and privacy rules table, from the server (GET /api/compliance/rules). */
export type ComplianceRules = Schema<'RulesResponse'>;

export const complianceRulesQueryKey = ['compliance', 'rules'] as const;

/** The one list of US states the app offers (registration, the profile, athlete search). */
export const complianceRulesQueryOptions = queryOptions({
  queryKey: complianceRulesQueryKey,
  queryFn: ({ signal }) => api.get<ComplianceRules>('/compliance/rules', signal),
  staleTime: Infinity,
});
