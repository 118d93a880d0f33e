import { useRef, useState, type BaseSyntheticEvent, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { FormMessage, TextField } from './FormField';

interface InviteOptions<V extends FieldValues, O, R> {
  resolver: Resolver<V, unknown, O>;
  /** The form's values at first and again after each invitation sent. */
  defaultValues: NoInfer<DefaultValues<V>>;
  /** Maps the server's field names to the form's. */
  serverFields: Readonly<Record<string, Path<V>>>;
  send: (values: O) => Promise<R>;
  onSent: (sent: R) => void | Promise<void>;
  /** Called as the form is sent, to clear what the last sending showed. */
  onStart?: () => void;
  /** The message for a failure the server did not tie to a field. */
  errorText: (error: unknown) => string;
}

interface InviteFormShell {
  formRef: RefObject<HTMLFormElement | null>;
  failure: string | null;
  pending: boolean;
  onSubmit: (event: BaseSyntheticEvent) => void;
}

/**
 * Sending an invitation by email: the form, the request, the server's field errors put on the
 * inputs (with the focus on the first) and a message for any other failure.
 */
export function useInviteForm<V extends FieldValues, O, R>(options: InviteOptions<V, O, R>) {
  const { resolver, defaultValues, serverFields, send, onSent, onStart, errorText } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<V, unknown, O>({
    resolver,
    defaultValues,
    ...VALIDATE_ON_SUBMIT,
  });
  const invite = useMutation({
    mutationFn: send,
    onSuccess: async (sent) => {
      reset(defaultValues);
      await onSent(sent);
    },
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, serverFields);
      if (onFields) focusFirstInvalid();
      setFailure(onFields ? null : errorText(error));
    },
  });
  const onSubmit = (event: BaseSyntheticEvent) => {
    setFailure(null);
    onStart?.();
    void handleSubmit((values) => invite.mutate(values), focusFirstInvalid)(event);
  };
  const shell: InviteFormShell = { formRef, failure, pending: invite.isPending, onSubmit };
  return { register, errors: formState.errors, shell };
}

interface InviteFormProps extends InviteFormShell {
  className: string;
  labelledBy: string;
  emailLabel: string;
  emailError: string | undefined;
  /** What `register('email')` gives. */
  email: ComponentProps<'input'>;
  /** The choices under the email address. */
  children: ReactNode;
  /** What stands between the failure message and the button. */
  footer?: ReactNode;
  actionsClassName: string;
  buttonClassName: string;
}

/** The invitation form: an email address, the form's own choices, a failure message and "Send invitation". */
export function InviteForm(props: InviteFormProps) {
  const { formRef, failure, pending, onSubmit, className, labelledBy, emailLabel, emailError, email, children, footer } = props;
  return (
    <form ref={formRef} className={className} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <TextField label={emailLabel} type="email" autoComplete="off" spellCheck={false} error={emailError} {...email} />
      {children}
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      {footer}
      <div className={props.actionsClassName}>
        <button type="submit" className={props.buttonClassName} disabled={pending}>
          {pending ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
