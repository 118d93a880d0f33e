import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** The signed-in person's tokens, whether the add-on is held and who pays for it. */
export type ApiTokens = Schema<'ApiTokens'>;
/** A token as its owner sees it: its name and first characters, never the secret. */
export type ApiToken = Schema<'ApiToken'>;
/** A token just made, with its secret, shown this once. */
export type CreatedApiToken = Schema<'CreatedApiToken'>;

export const apiTokensQueryKey = (userId: string) => ['account', 'api-tokens', userId] as const;

/** GET /api/account/api-tokens */
export const apiTokensQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: apiTokensQueryKey(userId),
    queryFn: ({ signal }) => api.get<ApiTokens>('/account/api-tokens', signal),
  });

/** POST /api/account/api-tokens: the answer carries the secret, which is never shown again. */
export function createApiToken(name: string): Promise<CreatedApiToken> {
  return api.post<CreatedApiToken>('/account/api-tokens', { name } satisfies Schema<'NewApiToken'>);
}

/** DELETE /api/account/api-tokens/{id}: the token stops working at once. */
export async function revokeApiToken(id: string): Promise<void> {
  await api.delete<unknown>(`/account/api-tokens/${encodeURIComponent(id)}`);
}
