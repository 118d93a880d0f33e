import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { useWorkspaceParts } from '@/lib/workspaceParts';
import { athleteSearchKeys, savedSearchApi, savedSearchesQueryOptions, type SavedSearch } from './api';
import { newMatchesText, SEARCH_LIMITS } from './rules';
import { AlertSwitch, NewAthletes } from './SavedSearchAlerts';
import { saveSearchSchema } from './schema';

/** The coach's saved searches, each with how many new athletes match it. */
export function SavedSearches({ current, onOpen }: { current: string; onOpen: (saved: SavedSearch) => void }) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedSearchesQueryOptions);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved });
  const seen = useMutation({ mutationFn: savedSearchApi.seen, onSettled: refresh });
  const remove = useMutation({ mutationFn: savedSearchApi.remove, onSettled: refresh });
  return (
    <section className="card saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {saved.isPending ? (
        <Spinner label="Loading saved searches" fullPage={false} />
      ) : saved.isError ? (
        <p>Saved searches could not be loaded.</p>
      ) : saved.data.length === 0 ? (
        <p className="field__hint">Save a search to see how many new athletes match it each time you come back.</p>
      ) : (
        <ul className="saved-searches__list">
          {saved.data.map((search) => (
            <li key={search.id} className="saved-searches__item">
              <button
                type="button"
                className="link-button saved-searches__open"
                aria-current={search.query === current ? 'true' : undefined}
                onClick={() => {
                  onOpen(search);
                  seen.mutate(search.id);
                }}
              >
                {search.name}
              </button>
              <span className={search.newMatches > 0 ? 'saved-searches__new' : 'saved-searches__none'}>{newMatchesText(search.newMatches)}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Delete saved search ${search.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(search.id)}
              >
                Delete
              </button>
              <NewAthletes search={search} />
              <AlertSwitch search={search} />
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <p className="field__error">The search could not be deleted. Try again.</p> : null}
    </section>
  );
}

/** Names the current search and saves it. */
export function SaveDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const { Refusal, refusalOf } = useWorkspaceParts();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<{ name: string }>({ resolver: zodResolver(saveSearchSchema), defaultValues: { name: '' }, ...VALIDATE_ON_SUBMIT });
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (name: string) => savedSearchApi.save(name, query),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved });
      onClose();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) setRefused(refusal);
      else applyServerErrors(error, form.setError, { name: 'name', query: 'name' });
    },
  });
  return (
    <Dialog title="Save this search" description="Saved searches show how many new athletes match since your last look." onClose={onClose} busy={save.isPending} closeButton>
      <form ref={formRef} noValidate onSubmit={(event) => void form.handleSubmit(({ name }) => save.mutate(name.trim()))(event)}>
        <TextField
          id="saved-search-name"
          label="Name"
          maxLength={SEARCH_LIMITS.nameMax}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        {refused ? <Refusal code={refused.code} message={refused.message} /> : null}
        <div className="saved-search-dialog__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save search
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
