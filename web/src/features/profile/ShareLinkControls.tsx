import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queryKeys';
import { createShareLink, deleteShareLink, type Profile } from './api';

interface ShareLinkControlsProps {
  profile: Profile;
  userId: string;
}

/**
 * The share link: turn it on, copy it, renew it (the old address stops working at once) or turn it
 * off. It opens the recruiting profile only while the visibility is "Anyone with my share link".
 */
export function ShareLinkControls({ profile, userId }: ShareLinkControlsProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const link = profile.shareLink;

  const remember = (shareLink: Profile['shareLink']) => {
    queryClient.setQueryData<Profile>(queryKeys.profile(userId), (old) => (old ? { ...old, shareLink } : old));
  };

  const turnOn = useMutation({
    mutationFn: createShareLink,
    onSuccess: (created) => {
      const renewed = Boolean(link);
      remember(created);
      setMessage({
        tone: 'ok',
        text: renewed ? 'Your share link was renewed. The old link no longer works.' : 'Your share link is on.',
      });
    },
    onError: () => {
      setMessage({ tone: 'error', text: 'The share link could not be changed. Please try again.' });
    },
  });
  const turnOff = useMutation({
    mutationFn: deleteShareLink,
    onSuccess: () => {
      remember(null);
      setMessage({ tone: 'ok', text: 'Your share link is off. Nobody can open it any more.' });
    },
    onError: () => {
      setMessage({ tone: 'error', text: 'The share link could not be turned off. Please try again.' });
    },
  });
  const busy = turnOn.isPending || turnOff.isPending;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
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
      {link ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              Your share link
            </label>
            <input
              id={inputId}
              className="field__input share-link__url"
              readOnly
              value={link.url}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </div>
          {profile.visibility !== 'link' ? (
            <p className="field__hint">
              The link opens your profile only while “Anyone with my share link” is chosen and saved.
            </p>
          ) : null}
          <div className="share-link__actions">
            <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
              Copy link
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => {
                turnOn.mutate();
              }}
            >
              Renew link
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
          <p className="field__hint">Renewing gives a new address; anyone holding the old one can no longer open it.</p>
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
