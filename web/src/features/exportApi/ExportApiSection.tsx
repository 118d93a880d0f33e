import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage, TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import {
  apiTokensQueryKey,
  apiTokensQueryOptions,
  createApiToken,
  revokeApiToken,
  type ApiToken,
  type ApiTokens,
  type CreatedApiToken,
} from './api';
import { formatDay, NAME_MAX, newTokenSchema, whoseData, type NewTokenValues } from './rules';
import './exportApi.css';

/**
 * Settings, "Data export API": personal API tokens for athletes, parents and club coaches. Without
 * the add-on, what it is and where to get it; with it, making a token (its secret shown once),
 * the tokens with when each was last used, revoking, and a usage example.
 */
export default function ExportApiSection() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const tokens = useQuery({ ...apiTokensQueryOptions(userId), enabled: userId !== '' });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  // A college coach or an operator has no such section.
  if (tokens.isError && isApiError(tokens.error) && tokens.error.code === 'export_api_unavailable') return null;

  return (
    <section className="card settings__section export-api" aria-labelledby="export-api-title">
      <h2 id="export-api-title">Data export API</h2>
      {tokens.isPending ? (
        <Spinner label="Loading your API tokens" fullPage={false} />
      ) : tokens.isError ? (
        <FormMessage tone="error" title="Your API tokens could not be loaded.">
          <p>
            {tokens.error.message}{' '}
            <button type="button" className="link-button" onClick={() => void tokens.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <>
          <p>
            Personal API tokens let your own scripts and spreadsheets read {whoseData(user?.role ?? '')} erg tests and
            race results as JSON or CSV. They can only read, never change anything.
          </p>
          {tokens.data.addOnHeld ? (
            <>
              {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
              <NewTokenForm
                data={tokens.data}
                onCreated={(made) => {
                  setCreated(made);
                }}
              />
            </>
          ) : (
            <WithoutAddOn payer={tokens.data.payer} role={user?.role ?? ''} hasTokens={tokens.data.tokens.length > 0} />
          )}
          <TokenList tokens={tokens.data.tokens} userId={userId} />
          {tokens.data.addOnHeld ? <Usage /> : null}
        </>
      )}
    </section>
  );
}

function WithoutAddOn({ payer, role, hasTokens }: { payer: ApiTokens['payer']; role: string; hasTokens: boolean }) {
  const club = payer === 'club';
  const audience = club ? 'club' : role === 'parent' ? 'family' : 'rower';
  return (
    <>
      <p>
        Tokens need the <strong>Data export API</strong> add-on ($9.99 a month) on{' '}
        {club ? 'your club’s plan' : 'your plan'}.{' '}
        {club ? (
          <Link to={paths.club}>Add it on the club page</Link>
        ) : (
          <a href="#plan-title">Add it to your plan</a>
        )}{' '}
        or <Link to={`${paths.pricing}?audience=${audience}`}>see the add-ons on Pricing</Link>.
      </p>
      {hasTokens ? <p className="settings__note">Your tokens below work again once the add-on is back.</p> : null}
    </>
  );
}

/** The secret of the token just made, with a copy button; it is never shown again. */
function NewSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);

  useEffect(() => {
    boxRef.current?.focus();
  }, [created.secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      inputRef.current?.select();
      setCopied('select');
    }
  };

  return (
    <div className="export-api__secret" ref={boxRef} tabIndex={-1} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your new token “{created.token.name}”</h3>
      <p>
        <strong>Copy it now: you will not see it again.</strong> Keep it as you would a password; anyone holding it reads
        the same data.
      </p>
      <div className="export-api__secret-row">
        <label className="visually-hidden" htmlFor={`${id}-secret`}>
          Token secret
        </label>
        <input
          ref={inputRef}
          id={`${id}-secret`}
          className="field__input"
          readOnly
          value={created.secret}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy token
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="settings__note">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'select' ? 'Selected: press Ctrl+C (or ⌘C) to copy.' : ''}
      </p>
    </div>
  );
}

function NewTokenForm({ data, onCreated }: { data: ApiTokens; onCreated: (created: CreatedApiToken) => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NewTokenValues>({
    resolver: zodResolver(newTokenSchema),
    defaultValues: { name: '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const create = useMutation({
    mutationFn: (values: NewTokenValues) => createApiToken(values.name.trim()),
    onSuccess: async (made) => {
      reset({ name: '' });
      onCreated(made);
      await queryClient.invalidateQueries({ queryKey: apiTokensQueryKey(user?.id ?? '') });
    },
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, { name: 'name' });
      setFailure(onFields ? null : message);
      focusFirstInvalid();
    },
  });
  const full = data.tokens.length >= data.maxTokens;

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-label="New API token"
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((values) => {
          create.mutate(values);
        }, focusFirstInvalid)(event);
      }}
    >
      <div className="export-api__form">
        <TextField
          label="Token name"
          hint="What it is for, such as “Training spreadsheet”."
          maxLength={NAME_MAX}
          autoComplete="off"
          disabled={full || create.isPending}
          error={errors.name?.message}
          {...register('name')}
        />
        <button type="submit" className="button button--primary" disabled={full || create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </button>
      </div>
      {full ? (
        <p className="settings__note">You have {data.maxTokens} tokens, the most an account may hold. Revoke one to create another.</p>
      ) : null}
      {failure ? (
        <FormMessage tone="error" title="The token was not created.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
    </form>
  );
}

function TokenList({ tokens, userId }: { tokens: ApiToken[]; userId: string }) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(token.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey(userId) }),
  });

  return (
    <div className="export-api__part">
      <h3 ref={headingRef} tabIndex={-1}>
        Your tokens
      </h3>
      {tokens.length === 0 ? (
        <p className="settings__note">No tokens yet.</p>
      ) : (
        <ul className="export-api__tokens">
          {tokens.map((token) => (
            <li key={token.id} className="settings__row">
              <div>
                <strong>{token.name}</strong>
                <span className="export-api__token-meta">
                  <code>{token.prefix}…</code> · created <time dateTime={token.createdAt}>{formatDay(token.createdAt)}</time> ·{' '}
                  {token.lastUsedAt ? (
                    <>
                      last used <time dateTime={token.lastUsedAt}>{formatDay(token.lastUsedAt)}</time>
                    </>
                  ) : (
                    'never used'
                  )}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Revoke ${token.name}`}
                onClick={() => {
                  setRevoking(token);
                }}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          consequences={<p>Scripts using this token stop working at once. This cannot be undone; you can create a new token.</p>}
          confirmLabel="Revoke token"
          busyLabel="Revoking…"
          cancelLabel="Keep it"
          danger
          onConfirm={() => revoke.mutateAsync(revoking)}
          onDone={() => {
            setRevoking(null);
            headingRef.current?.focus();
          }}
          onCancel={() => {
            setRevoking(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** How to call the export, with this site's own address. */
function Usage() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="export-api__part">
      <h3>Using a token</h3>
      <p>Send it in the Authorization header. Each token may make 60 requests a minute.</p>
      <pre className="export-api__example">
        <code>
          {`curl -H "Authorization: Bearer rr_…" ${origin}/api/export/v1/athletes\n\n`}
          {`curl -H "Authorization: Bearer rr_…" "${origin}/api/export/v1/performance?format=csv"`}
        </code>
      </pre>
      <p className="settings__note">
        Each athlete’s results as JSON: <code>/api/export/v1/athletes/&lt;id&gt;/performance</code> (add{' '}
        <code>?format=csv</code> for CSV). Every endpoint is described in the{' '}
        <a href="/api/openapi.json">OpenAPI document</a>.
      </p>
    </div>
  );
}
