import { useId, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/paths';
import { contactQueryOptions, messageKeys, startConversation, type ContactTarget } from './api';
import { Composer } from './Composer';
import { ContactNotice } from './ContactNotice';
import type { ContactAnswer } from './types';
import './messages.css';

interface ContactSectionProps {
  userId: string;
  target: ContactTarget;
  title: string;
  /** Coaches choose what they send; athletes send plain messages. */
  chooseKind: boolean;
  /** Said before the first message, read out with the text box. */
  note?: (answer: ContactAnswer) => ReactNode;
  /** Extra class for where the section sits on its page. */
  className?: string;
}

/**
 * Writing to a program (from the school's page) or to an athlete (from their profile) before a
 * conversation exists: a link to the conversation once there is one, otherwise the composer, or
 * why the viewer may not write. Sending starts the conversation and opens it.
 */
export function ContactSection({ userId, target, title, chooseKind, note, className }: ContactSectionProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answer = useQuery(contactQueryOptions(userId, target));

  const body = () => {
    if (answer.isPending) return <Spinner label="Loading" fullPage={false} />;
    if (answer.isError) {
      return (
        <FormMessage tone="error">
          <p>{answer.error.message}</p>
        </FormMessage>
      );
    }
    const { contact } = answer.data;
    const conversationId = answer.data.conversationId ?? null;
    if (conversationId !== null) {
      return (
        <p>
          <Link className="button button--primary" to={generatePath(paths.conversation, { id: conversationId })}>
            Open your conversation
          </Link>
        </p>
      );
    }
    if (!contact.mayWrite) return <ContactNotice contact={contact} fallback="You cannot write here at the moment." />;
    return (
      <>
        {contact.allowedKinds.includes('message') ? null : <ContactNotice contact={contact} />}
        <Composer
          key={contact.allowedKinds.join()}
          label="Your message"
          allowedKinds={contact.allowedKinds}
          chooseKind={chooseKind}
          note={note?.(answer.data)}
          onSend={async (message) => {
            const sent = await startConversation(target, message);
            void queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) });
            void navigate(generatePath(paths.conversation, { id: sent.conversationId }));
          }}
        />
      </>
    );
  };

  return (
    <section className={className ? `card contact-card ${className}` : 'card contact-card'} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body()}
    </section>
  );
}
