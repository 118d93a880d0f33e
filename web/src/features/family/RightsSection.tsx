import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAuth } from '@/features/auth';
import { paths } from '@/paths';
import { familyKeys, type ChildParent, type FamilyChild } from './api';
import type { FamilyNoticeState } from './FamilyPage';
import { rightConfirmation, type RightAction } from './rightConfirmations';
import { consentingParentText, errorText, PARENT_PASSWORD_HINT, parentName, parentRightsText, relationLabel } from './rules';

/**
 * The parent's rights over a minor child's data: who holds them, download the data, refuse further
 * collection (or allow it again), delete the account. Each opens a confirmation saying what
 * happens and asks for the parent's password. A parent who follows sees only refusing collection;
 * the parent who gave consent also grants or revokes another parent's full rights.
 */
export function RightsSection({ child, name }: { child: FamilyChild; name: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<RightAction | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog may be gone (freezing swaps it): keep the keyboard on the outcome.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKeys.all(user?.id ?? '') });
  const start = (which: RightAction) => {
    setNotice(null);
    setOpen(which);
  };
  const full = child.rights === 'full';
  const confirmation = open === null ? null : rightConfirmation(open, child, name);

  return (
    <div className="family-rights">
      {full ? (
        <p className="family-muted">
          As {name}&apos;s parent you may review their data, refuse further collection and have it deleted, at any time.
          Nothing here writes for {name} or reaches coaches.
        </p>
      ) : (
        <p className="family-muted">
          You follow {name}&apos;s account: you may refuse further collection at any time. Downloading the data, allowing
          collection again and deleting the account are for {consentingParentText(child)}, or a parent they give full
          rights to.
        </p>
      )}
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`form-message form-message--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}

      <ParentsWithRights child={child} onGrant={(parent) => start({ grant: parent })} />

      {full ? (
        <div className="family-right">
          <div>
            <h3>Download data</h3>
            <p>A JSON file with everything RowRecruit holds about {name}: account, profile, results, saved schools and notes, messages and consent records.</p>
          </div>
          <button type="button" className="button button--secondary" onClick={() => start('download')}>
            Download {name}&apos;s data…
          </button>
        </div>
      ) : null}

      <div className="family-right">
        <div>
          <h3>Refuse further collection</h3>
          {child.frozen ? (
            <p>
              <strong>Collection is refused: {name}&apos;s account is frozen.</strong> {name} cannot sign in and coaches do not
              see them anywhere. Their data is kept until you delete the account or allow collection again.
            </p>
          ) : (
            <p>
              Freezes {name}&apos;s account: nothing new is collected, they cannot sign in and coaches no longer see them.
              You can allow collection again later.
            </p>
          )}
        </div>
        {child.frozen ? (
          full ? (
            <button type="button" className="button button--secondary" onClick={() => start('unfreeze')}>
              Allow collection again…
            </button>
          ) : null
        ) : (
          <button type="button" className="button button--secondary" onClick={() => start('freeze')}>
            Refuse further collection…
          </button>
        )}
      </div>

      {full ? (
        <div className="family-right family-right--danger">
          <div>
            <h3>Delete account</h3>
            <p>Erases {name}&apos;s account and all its data. This cannot be undone.</p>
          </div>
          <button type="button" className="button button--danger" onClick={() => start('delete')}>
            Delete {name}&apos;s account…
          </button>
        </div>
      ) : null}

      {confirmation ? (
        <ConfirmDialog
          {...confirmation}
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          onDone={() => {
            setOpen(null);
            if (confirmation.changes) void refresh();
            if (confirmation.leaves) {
              const state: FamilyNoticeState = { familyNotice: confirmation.outcome };
              void navigate(paths.family, { state });
            } else {
              setNotice({ tone: 'success', text: confirmation.outcome });
            }
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * Who holds the parental rights over the child: each linked parent with what they may do; the
 * parent who gave consent may give another parent full rights, or take them back.
 */
function ParentsWithRights({ child, onGrant }: { child: FamilyChild; onGrant: (parent: ChildParent) => void }) {
  return (
    <div className="family-right family-right--parents">
      <div>
        <h3>Parents and guardians</h3>
        <p>
          The parent who gave consent holds the parental rights. Another linked parent follows: they may withdraw a consent
          or refuse collection, never the reverse, unless the parent who gave consent gives them full rights.
        </p>
        <ul className="family-card-list" aria-label="Parents and their rights">
          {child.parents.map((parent) => (
            <li key={parent.parentId}>
              <p className="family-card-line">
                <strong>{parent.you ? `${parentName(parent)} (you)` : parentName(parent)}</strong>{' '}
                <span className="family-muted">· {relationLabel(parent.relation)} · {parentRightsText(parent)}</span>
              </p>
              {child.gaveConsent && !parent.gaveConsent ? (
                <button type="button" className="button button--secondary button--small" onClick={() => onGrant(parent)}>
                  {parent.rights === 'full' ? 'Take back full rights' : 'Give full rights'}{' '}
                  <span className="visually-hidden">of {parentName(parent)}</span>…
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
