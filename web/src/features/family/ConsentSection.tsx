import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { familyApi, familyQueryOptions, type Consents, type FamilyChild, type FamilyOverview, type OptionalScope } from './api';
import { errorText, OPTIONAL_SCOPES, scopeDate } from './rules';
import '@/components/switch.css';

/**
 * Privacy & consent of a minor child: basic use, required, and the three optional scopes as
 * switches with the date each was given or withdrawn. A change takes effect at once.
 */
export function ConsentSection({ child, name }: { child: FamilyChild; name: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = familyQueryOptions(user?.id ?? '').queryKey;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useMutation({
    mutationFn: ({ scope, granted }: { scope: OptionalScope; granted: boolean }) =>
      familyApi.setConsents(child.id, { [scope]: granted }),
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (consents, { scope }) => {
      queryClient.setQueryData<FamilyOverview>(key, (current) =>
        current
          ? { ...current, children: current.children.map((c) => (c.id === child.id ? { ...c, consents } : c)) }
          : current,
      );
      const label = OPTIONAL_SCOPES.find((s) => s.scope === scope)?.label ?? scope;
      setNotice({ tone: 'success', text: `${label}: ${scopeDate(consents[scope]).toLowerCase()}.` });
    },
    onError: (error) => setNotice({ tone: 'error', text: `Your choice could not be saved. ${errorText(error)}` }),
  });

  if (child.consents === null) {
    return (
      <p>
        {child.consentStatus === 'pending'
          ? `${name}'s consent choices appear here once you approve the account from the consent email.`
          : `${name}'s consent choices are not available.`}
      </p>
    );
  }
  const consents: Consents = child.consents;

  return (
    <div className="family-consents">
      <p className="family-muted">
        Under the children&apos;s privacy rule (COPPA), you choose what RowRecruit may do with {name}&apos;s information.
        Each change takes effect at once and is recorded in our compliance log.
      </p>
      {notice ? (
        <p className={`form-message form-message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <div className="family-consent">
        <div className="family-consent__text">
          <h3>Basic use</h3>
          <p>
            Required to run {name}&apos;s account: their profile, results and saved schools. It cannot be withdrawn on its
            own; to stop it, refuse further collection under Your rights.
          </p>
          <p className="family-consent__date">{scopeDate(consents.basicUse).replace('On by default', 'Given with your approval')}</p>
        </div>
        <span className="family-badge family-badge--info">Required</span>
      </div>
      {OPTIONAL_SCOPES.map(({ scope, label, on }) => (
        <ScopeSwitch
          key={scope}
          label={label}
          text={on(name)}
          granted={change.isPending && change.variables.scope === scope ? change.variables.granted : consents[scope].granted}
          date={scopeDate(consents[scope])}
          busy={change.isPending}
          onChange={(granted) => {
            setNotice(null);
            change.mutate({ scope, granted });
          }}
        />
      ))}
    </div>
  );
}

function ScopeSwitch({
  label,
  text,
  granted,
  date,
  busy,
  onChange,
}: {
  label: string;
  text: string;
  granted: boolean;
  date: string;
  busy: boolean;
  onChange: (granted: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="family-consent">
      <div className="family-consent__text">
        <h3>
          <label htmlFor={id}>{label}</label>
        </h3>
        <p id={`${id}-text`}>{text}</p>
        <p id={`${id}-date`} className="family-consent__date">
          {date}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={granted}
        disabled={busy}
        aria-describedby={`${id}-date ${id}-text`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
