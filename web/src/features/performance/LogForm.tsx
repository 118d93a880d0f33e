import { useId, useRef, useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';

interface LogFormShell {
  formRef: RefObject<HTMLFormElement | null>;
  titleId: string;
  failure: string | null;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
}

interface LogFormOptions<V extends FieldValues, I, S> {
  resolver: Resolver<V, unknown, I>;
  defaultValues: DefaultValues<V>;
  /** Maps the server's field names to the form's. */
  serverFields: Readonly<Record<string, Path<V>>>;
  /** The entry as named in the failure messages: "The test could not be saved…". */
  noun: string;
  save: (input: I) => Promise<S>;
  onSaved: (saved: S) => void | Promise<void>;
}

/**
 * The state an entry form of the performance log shares: the form, the save, the server's field
 * errors put on the inputs, the failure message and the focus on the first invalid input.
 */
export function useLogForm<V extends FieldValues, I, S>({ resolver, defaultValues, serverFields, noun, save, onSaved }: LogFormOptions<V, I, S>) {
  const titleId = useId();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstError = useFocusFirstInvalid(formRef);
  const form = useForm<V, unknown, I>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const result = applyServerErrors(error, form.setError, serverFields);
      setFailure(
        isApiError(error) && error.status === 0
          ? `The ${noun} could not be saved: the server could not be reached.`
          : result.onFields
            ? `The ${noun} was not saved. Please correct the highlighted fields.`
            : result.message,
      );
      focusFirstError();
    },
  });

  const onSubmit = form.handleSubmit(
    (input) => {
      setFailure(null);
      mutation.mutate(input);
    },
    () => {
      setFailure(null);
      focusFirstError();
    },
  );

  return {
    ...form,
    /** What LogForm takes from the hook. */
    shell: { formRef, titleId, failure, onSubmit, pending: mutation.isPending },
    id: (name: string) => `${prefix}-${name}`,
    error: (name: Path<V>) => form.getFieldState(name, form.formState).error?.message,
  };
}

interface LogFormProps extends LogFormShell {
  title: string;
  submitLabel: string;
  onCancel: () => void;
  /** The inputs laid out in the grid. */
  children: ReactNode;
  /** What stands below the grid, before the failure message. */
  after?: ReactNode;
}

/** The frame of a performance log entry form: title, grid of inputs, failure message, Cancel and save. */
export function LogForm({ formRef, titleId, failure, onSubmit, pending, title, submitLabel, onCancel, children, after }: LogFormProps) {
  return (
    <form ref={formRef} className="card log-form" noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <h3 id={titleId}>{title}</h3>
      <div className="log-form__grid">{children}</div>
      {after}
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="log-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
