import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAuth } from '@/features/auth';
import { saveJson } from '@/lib/download';
import { paths } from '@/paths';
import { familyApi, familyKeys, type ChildParent, type FamilyChild } from './api';
import type { FamilyNoticeState } from './FamilyPage';
import { consentingParentText, errorText, PARENT_PASSWORD_HINT, parentName, parentRightsText, relationLabel } from './rules';

type Open = 'download' | 'freeze' | 'unfreeze' | 'delete' | { grant: ChildParent } | null;

/** The file name of a child's export: their name and the day, so downloads don't overwrite each other. */
export function childExportFileName(name: string, now: Date = new Date()): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';
  return `rowrecruit-${slug}-data-${now.toISOString().slice(0, 10)}.json`;
}

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
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog may be gone (freezing swaps it): keep the keyboard on the outcome.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKeys.all(user?.id ?? '') });
  const start = (which: Open) => {
    setNotice(null);
    setOpen(which);
  };
  const full = child.rights === 'full';
  const granting = open !== null && typeof open === 'object' ? open.grant : null;

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

      {open === 'download' ? (
        <ConfirmDialog
          title={`Download ${name}'s data`}
          consequences={
            <p>
              The file holds {name}&apos;s personal information, messages included. Keep it somewhere safe and don&apos;t share
              it.
            </p>
          }
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          confirmLabel="Download"
          busyLabel="Preparing…"
          cancelLabel="Cancel"
          onConfirm={async (password) => {
            saveJson(await familyApi.exportChild(child.id, password), childExportFileName(name));
          }}
          onDone={() => {
            setOpen(null);
            setNotice({ tone: 'success', text: `The download of ${name}'s data has started.` });
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'freeze' ? (
        <ConfirmDialog
          title="Refuse further collection?"
          consequences={
            <ul className="family-consequences">
              <li>{name} is signed out everywhere at once and cannot sign in.</li>
              <li>College coaches no longer see {name} in search, lists or messages; nothing new is collected.</li>
              <li>{name}&apos;s data is kept, so you can still download it, delete it, or allow collection again.</li>
            </ul>
          }
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          danger
          confirmLabel="Refuse and freeze the account"
          busyLabel="Freezing…"
          cancelLabel="Keep collecting"
          onConfirm={(password) => familyApi.freeze(child.id, password)}
          onDone={() => {
            setOpen(null);
            setNotice({ tone: 'success', text: `Collection is refused: ${name}'s account is frozen.` });
            void refresh();
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'unfreeze' ? (
        <ConfirmDialog
          title="Allow collection again?"
          consequences={
            <p>
              {name} can sign in again, and coaches can find them again where their privacy choices allow it.
            </p>
          }
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          confirmLabel="Allow collection again"
          busyLabel="Unfreezing…"
          cancelLabel="Keep it frozen"
          onConfirm={(password) => familyApi.unfreeze(child.id, password)}
          onDone={() => {
            setOpen(null);
            setNotice({ tone: 'success', text: `${name} can sign in again.` });
            void refresh();
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${name}'s account?`}
          consequences={
            <ul className="family-consequences">
              <li>{name}&apos;s account, profile, results, saved schools, notes and conversations are erased at once.</li>
              <li>{name} is signed out everywhere and college coaches lose every trace of them.</li>
              <li>Our logs keep anonymous entries only. This cannot be undone: download the data first if you want a copy.</li>
            </ul>
          }
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          danger
          confirmLabel="Delete the account permanently"
          busyLabel="Deleting…"
          cancelLabel="Keep the account"
          onConfirm={(password) => familyApi.deleteChild(child.id, password)}
          onDone={() => {
            setOpen(null);
            void refresh();
            const state: FamilyNoticeState = { familyNotice: `${name}'s account and everything it held have been deleted.` };
            void navigate(paths.family, { state });
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {granting ? (
        <ConfirmDialog
          title={
            granting.rights === 'full'
              ? `Take back ${parentName(granting)}'s full rights?`
              : `Give ${parentName(granting)} full rights?`
          }
          consequences={
            granting.rights === 'full' ? (
              <p>
                {parentName(granting)} keeps following {name} and may still withdraw a consent or refuse collection, but no
                longer gives consents, allows collection again, downloads the data or deletes the account.
              </p>
            ) : (
              <p>
                {parentName(granting)} may then make every choice you can for {name}: give or withdraw consents, refuse or
                allow collection, download the data and delete the account. Only you can give or take back full rights.
                The change is dated and recorded in our compliance log.
              </p>
            )
          }
          passwordHint={PARENT_PASSWORD_HINT}
          errorText={errorText}
          confirmLabel={granting.rights === 'full' ? 'Take back full rights' : 'Give full rights'}
          busyLabel="Saving…"
          cancelLabel="Cancel"
          onConfirm={(password) =>
            familyApi.setRights(child.id, granting.parentId, granting.rights === 'full' ? 'follow' : 'full', password)
          }
          onDone={() => {
            setOpen(null);
            setNotice({
              tone: 'success',
              text:
                granting.rights === 'full'
                  ? `${parentName(granting)} now follows ${name}'s account.`
                  : `${parentName(granting)} now has full rights over ${name}'s account.`,
            });
            void refresh();
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
