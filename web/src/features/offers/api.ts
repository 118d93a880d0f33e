import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

export type RecruitingOffer = Schema<'RecruitingOffer'>;
export type Offers = Schema<'Offers'>;
export type OfferRequest = Schema<'OfferRequest'>;
export type OfferKind = Schema<'OfferKind'>;
export type OfferStatus = Schema<'OfferStatus'>;

export const ownOffersKey = ['offers'] as const;

/** GET /api/offers: the signed-in athlete's offers, newest first. */
export const ownOffersQueryOptions = () =>
  queryOptions({
    queryKey: ownOffersKey,
    queryFn: ({ signal }) => api.get<Offers>('/offers', signal),
    retry: false,
  });

export const acceptOffer = (id: string) => api.post<Offers>(`/offers/${encodeURIComponent(id)}/accept`);
export const declineOffer = (id: string) => api.post<Offers>(`/offers/${encodeURIComponent(id)}/decline`);
export const signOffer = (id: string) => api.post<Offers>(`/offers/${encodeURIComponent(id)}/sign`);

const programPath = (athleteId: string) => `/coach/offers/${encodeURIComponent(athleteId)}`;

export const programOffersKey = (athleteId: string) => ['coach', 'offers', athleteId] as const;

/** GET /api/coach/offers/{athleteId}: the program's offers to the athlete, newest first. */
export const programOffersQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: programOffersKey(athleteId),
    queryFn: ({ signal }) => api.get<RecruitingOffer[]>(programPath(athleteId), signal),
    retry: false,
  });

export const makeOffer = (athleteId: string, offer: OfferRequest) =>
  api.post<RecruitingOffer>(programPath(athleteId), offer);
export const withdrawOffer = (athleteId: string, offerId: string) =>
  api.post<RecruitingOffer>(`${programPath(athleteId)}/${encodeURIComponent(offerId)}/withdraw`);
