import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queryKeys';
import { createShareLink, deleteShareLink, type Profile, type ShareLink } from './api';

interface ShareLinkControlsProps {
  profile: Profile;
  userId: string;
}

/** "November 20, 2026". */
function madeOn(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? instant
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * The share link: turn it on, copy it, replace it (the old address stops working at once) or turn
 * it off. The server keeps only a hash of the link, so its address is shown once, when it is
 * made; afterwards the page only says that a link exists. It opens the recruiting profile only
 * while the visibility is "Anyone with my share link".
 */
export function ShareLinkControls({ profile, userId }: ShareLinkControlsProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // The link made on this visit: the only time its address is known.
  const [made, setMade] = useState<ShareLink | null>(null);
  const createdAt = profile.shareLinkCreatedAt;

  const remember = (shareLinkCreatedAt: string | null) => {
    queryClient.setQueryData<Profile>(queryKeys.profile(userId), (old) => (old ? { ...old, shareLinkCreatedAt } : old));
  };

  const turnOn = useMutation({
    mutationFn: createShareLink,
    onSuccess: (created) => {
      const replaced = createdAt !== null;
      setMade(created);
      remember(created.createdAt);
      setMessage({
        tone: 'ok',
        text: replaced ? 'Your share link was replaced. The old link no longer works.' : 'Your share link is on.',
      });
    },
    onError: () => {
      setMessage({ tone: 'error', text: 'The share link could not be changed. Please try again.' });
    },
  });
  const turnOff = useMutation({
    mutationFn: deleteShareLink,
    onSuccess: () => {
      setMade(null);
      remember(null);
      setMessage({ tone: 'ok', text: 'Your share link is off. Nobody can open it any more.' });
    },
    onError: () => {
      setMessage({ tone: 'error', text: 'The share link could not be turned off. Please try again.' });
    },
  });
  const busy = turnOn.isPending || turnOff.isPending;

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setMessage({ tone: 'ok', text: 'Link copied.' });
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      setMessage({ tone: 'ok', text: 'Select the link and copy it.' });
    }
  };

  return (
    <div className="share-link">
      <h3 className="profile-subheading">Share link</h3>
      {createdAt !== null ? (
        <>
          {made ? (
            <>
              <div className="field">
                <label className="field__label" htmlFor={inputId}>
                  Your share link
                </label>
                <input
                  id={inputId}
                  className="field__input share-link__url"
                  readOnly
                  value={made.url}
                  onFocus={(event) => {
                    event.currentTarget.select();
                  }}
                />
              </div>
              <p className="field__hint">
                Copy it now: for your privacy the link is shown only this once. If you lose it, replace it with a new one.
              </p>
            </>
          ) : (
            <p className="field__hint">
              You have a share link, made on {madeOn(createdAt)}. It is shown only when it is made; if you no longer have
              it, replace it with a new one.
            </p>
          )}
          {profile.visibility !== 'link' ? (
            <p className="field__hint">
              The link opens your profile only while “Anyone with my share link” is chosen and saved.
            </p>
          ) : null}
          <div className="share-link__actions">
            {made ? (
              <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
                Copy link
              </button>
            ) : null}
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => {
                turnOn.mutate();
              }}
            >
              Replace link
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => {
                turnOff.mutate();
              }}
            >
              Turn off link
            </button>
          </div>
          <p className="field__hint">Replacing gives a new address; anyone holding the old one can no longer open it.</p>
        </>
      ) : (
        <>
          <p className="field__hint">
            Your share link is off. Turn it on to get an address you can send to anyone, such as a coach at a camp; they
            need no account to open it.
          </p>
          <div className="share-link__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => {
                turnOn.mutate();
              }}
            >
              Turn on share link
            </button>
          </div>
        </>
      )}
      <p role="status" className={message?.tone === 'error' ? 'share-link__message field__error' : 'share-link__message'}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
