import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeMessage, type Notice } from '@/components/Notice';
import { useAuth } from '@/features/auth';
import { familyApi, familyQueryOptions, type Consents, type FamilyChild, type FamilyOverview, type OptionalScope } from './api';
import { consentingParentText, errorText, OPTIONAL_SCOPES, PARENT_PASSWORD_HINT, scopeDate, scopeDateInSentence } from './rules';
import '@/components/switch.css';

/**
 * Privacy & consent of a minor child: basic use, required, and the three optional scopes as
 * switches with the date each was given or withdrawn. A change asks for the parent's password and
 * takes effect at once. A parent who follows may withdraw a scope but not give one.
 */
export function ConsentSection({ child, name }: { child: FamilyChild; name: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = familyQueryOptions(user?.id ?? '').queryKey;
  const [notice, setNotice] = useState<Notice>(null);
  const [asked, setAsked] = useState<{ scope: OptionalScope; granted: boolean } | null>(null);

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
  const follows = child.rights === 'follow';
  const askedScope = asked ? OPTIONAL_SCOPES.find((s) => s.scope === asked.scope) : undefined;

  return (
    <div className="family-consents">
      <p className="family-muted">
        Under the children&apos;s privacy rule (COPPA), you choose what RowRecruit may do with {name}&apos;s information.
        Each change asks for your password, takes effect at once and is recorded in our compliance log.
      </p>
      {follows ? (
        <p className="notice notice--info family-note" role="note">
          You follow {name}&apos;s account: you can withdraw a consent, but only {consentingParentText(child)}, or a parent
          they give full rights to, can give one.
        </p>
      ) : null}
      <NoticeMessage notice={notice} />
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
          granted={asked?.scope === scope ? asked.granted : consents[scope].granted}
          date={scopeDate(consents[scope])}
          // A follower may only withdraw: a scope that is off stays off for them.
          disabled={follows && !consents[scope].granted}
          onChange={(granted) => {
            setNotice(null);
            setAsked({ scope, granted });
          }}
        />
      ))}
      {asked && askedScope ? (
        <ConfirmDialog
          title={`${asked.granted ? 'Give' : 'Withdraw'} ${askedScope.label.toLowerCase()}?`}
          consequences={<p>{askedScope.on(name)}</p>}
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          confirmLabel={asked.granted ? 'Give consent' : 'Withdraw consent'}
          busyLabel="Saving…"
          cancelLabel="Keep it as it is"
          onConfirm={async (password) => {
            await queryClient.cancelQueries({ queryKey: key });
            const updated = await familyApi.setConsents(child.id, { [asked.scope]: asked.granted }, password);
            queryClient.setQueryData<FamilyOverview>(key, (current) =>
              current
                ? { ...current, children: current.children.map((c) => (c.id === child.id ? { ...c, consents: updated } : c)) }
                : current,
            );
            setNotice({ tone: 'success', text: `${askedScope.label}: ${scopeDateInSentence(updated[asked.scope])}.` });
          }}
          onDone={() => setAsked(null)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </div>
  );
}

function ScopeSwitch({
  label,
  text,
  granted,
  date,
  disabled,
  onChange,
}: {
  label: string;
  text: string;
  granted: boolean;
  date: string;
  disabled: boolean;
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
        disabled={disabled}
        aria-describedby={`${id}-date ${id}-text`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
