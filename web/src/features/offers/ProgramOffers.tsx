import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { makeOffer, programOffersKey, programOffersQueryOptions, withdrawOffer, type OfferKind, type RecruitingOffer } from './api';
import { OfferItem } from './OfferItem';
import { OFFER_KINDS, offerFields, TERMS_MAX_CHARS, todayUtc, type OfferValues } from './rules';
import './offers.css';

const SERVER_FIELDS = {
  kind: 'kind',
  aidPercent: 'aidPercent',
  squad: 'squad',
  classOf: 'classOf',
  terms: 'terms',
  answerBy: 'answerBy',
} as const;

function OfferForm({
  athleteId,
  athleteName,
  defaultClassOf,
  onDone,
  onCancel,
}: {
  athleteId: string;
  athleteName: string;
  defaultClassOf: number | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const today = todayUtc();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { kind: useId(), aid: useId(), squad: useId(), classOf: useId(), terms: useId(), answerBy: useId() };
  const { register, handleSubmit, control, setError, formState } = useForm<OfferValues>({
    resolver: zodResolver(offerFields(today)),
    defaultValues: {
      kind: '',
      aidPercent: '',
      squad: '',
      classOf: defaultClassOf ? String(defaultClassOf) : '',
      terms: '',
      answerBy: '',
    },
    ...VALIDATE_ON_SUBMIT,
  });
  const kind = useWatch({ control, name: 'kind' });
  const terms = useWatch({ control, name: 'terms' });
  const make = useMutation({
    mutationFn: (values: OfferValues) =>
      makeOffer(athleteId, {
        kind: values.kind as OfferKind,
        aidPercent: values.kind === 'athletics_aid' ? Number(values.aidPercent) : null,
        squad: values.squad as 'womens' | 'mens',
        classOf: Number(values.classOf),
        terms: values.terms.trim(),
        answerBy: values.answerBy,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: programOffersKey(athleteId) });
      await client.invalidateQueries({ queryKey: ['coach', 'board'] });
      onDone();
    },
  });
  const onSubmit = handleSubmit(
    (values) => {
      setFailure(null);
      make.mutate(values, {
        onError: (error) => {
          const refused = applyServerErrors(error, setError, SERVER_FIELDS);
          if (refused.onFields) focusFirstInvalid();
          else setFailure(refused.message);
        },
      });
    },
    () => focusFirstInvalid(),
  );
  const kindHint = OFFER_KINDS.find((k) => k.value === kind)?.hint;
  return (
    <form ref={formRef} className="offer-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Offer to ${athleteName}`}>
      <SelectField id={ids.kind} label="What you offer" hint={kindHint} error={formState.errors.kind?.message} {...register('kind')}>
        <option value="">Choose…</option>
        {OFFER_KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </SelectField>
      {kind === 'athletics_aid' ? (
        <TextField
          id={ids.aid}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          label="Share of the cost of attendance (%)"
          error={formState.errors.aidPercent?.message}
          {...register('aidPercent')}
        />
      ) : null}
      <SelectField id={ids.squad} label="Squad" error={formState.errors.squad?.message} {...register('squad')}>
        <option value="">Choose…</option>
        <option value="womens">Women's</option>
        <option value="mens">Men's</option>
      </SelectField>
      <TextField
        id={ids.classOf}
        type="number"
        inputMode="numeric"
        label="College class of"
        hint="The year the athlete would graduate from college."
        error={formState.errors.classOf?.message}
        {...register('classOf')}
      />
      <TextAreaField
        {...register('terms')}
        id={ids.terms}
        label="Terms"
        rows={4}
        max={TERMS_MAX_CHARS}
        value={terms}
        error={formState.errors.terms?.message}
      />
      <TextField
        id={ids.answerBy}
        type="date"
        min={today}
        label="Answer by"
        hint="The athlete answers until the end of this day."
        error={formState.errors.answerBy?.message}
        {...register('answerBy')}
      />
      {failure ? (
        <FormMessage tone="error" title="The offer was not made.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="offer__actions">
        <button type="submit" className="button button--primary" disabled={make.isPending}>
          {make.isPending ? 'Sending offer…' : 'Send offer'}
        </button>
        <button type="button" className="button button--secondary" disabled={make.isPending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Withdraw({ athleteId, offer }: { athleteId: string; offer: RecruitingOffer }) {
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawOffer(athleteId, offer.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: programOffersKey(athleteId) });
      await client.invalidateQueries({ queryKey: ['coach', 'board'] });
    },
  });
  return (
    <div className="offer__actions">
      <button type="button" className="button button--secondary button--small" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
        Withdraw offer
      </button>
      {withdraw.isError ? <p className="field__error" role="alert">{withdraw.error.message}</p> : null}
    </div>
  );
}

/**
 * The program's offers to an athlete, on the board card and the athlete's page: each with its
 * state (the athlete's answer, a withdrawal, a passed answer-by day), withdrawn while it waits,
 * and a new one made here once none waits.
 */
export default function ProgramOffers({
  athleteId,
  athleteName,
  gradYear,
  headingLevel = 3,
}: {
  athleteId: string;
  athleteName: string;
  gradYear: number | null;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const offers = useQuery(programOffersQueryOptions(athleteId));
  const [writing, setWriting] = useState(false);
  const today = todayUtc();
  const list = offers.data ?? [];
  const waiting = list.some((o) => o.status === 'pending');
  const accepted = list.some((o) => o.status === 'accepted');
  return (
    <section className="program-offers" aria-label={`Offers to ${athleteName}`}>
      <Heading>Offers</Heading>
      {offers.isError ? <p role="alert">{offers.error.message}</p> : null}
      {list.length ? (
        <ul className="offers-list">
          {list.map((offer) => (
            <li key={offer.id}>
              <OfferItem
                offer={offer}
                today={today}
                headingLevel={headingLevel === 3 ? 4 : 5}
                title={offer.kindLabel}
                actions={offer.status === 'pending' ? <Withdraw athleteId={athleteId} offer={offer} /> : null}
              />
            </li>
          ))}
        </ul>
      ) : offers.isSuccess ? (
        <p>Your program has made {athleteName} no offer.</p>
      ) : null}
      {writing ? (
        <OfferForm
          athleteId={athleteId}
          athleteName={athleteName}
          defaultClassOf={gradYear ? gradYear + 4 : null}
          onDone={() => setWriting(false)}
          onCancel={() => setWriting(false)}
        />
      ) : offers.isSuccess && !waiting && !accepted ? (
        <button type="button" className="button button--primary button--small" onClick={() => setWriting(true)}>
          Make an offer
        </button>
      ) : null}
    </section>
  );
}
