import { useForm } from 'react-hook-form';
import { VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { accessCodeErrorMessage, checkAccessCode, rememberPreviewAccess } from './api';
import { InlineForm } from './InlineForm';

interface AccessCodeFormProps {
  /** Goes on to the landing page once the code is accepted. */
  onOpened: () => void;
  /** A code typed before the form's code had loaded (see `src/site`). */
  defaultCode?: string;
}

/** Opens the full site before launch for visitors who were given the preview access code. */
export function AccessCodeForm({ onOpened, defaultCode = '' }: AccessCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({
    // No schema: the browser checks the input (required, type) and the server the rest, which
    // keeps a schema library out of the first page's JavaScript.
    defaultValues: { 'access-code': defaultCode },
    ...VALIDATE_ON_SUBMIT,
  });
  // A right code keeps the button busy until the landing page replaces the form.
  const busy = isSubmitting || isSubmitSuccessful;

  async function open(values: { 'access-code': string }) {
    try {
      await checkAccessCode(values['access-code']);
      rememberPreviewAccess();
      onOpened();
    } catch (caught) {
      setError('access-code', { type: 'server', message: accessCodeErrorMessage(caught) });
    }
  }

  return (
    <InlineForm
      name="Preview access"
      className="inline-form inline-form--compact"
      label="Have a preview access code?"
      input={{
        type: 'password',
        autoComplete: 'off',
        ...register('access-code', { onChange: () => clearErrors('access-code') }),
      }}
      error={errors['access-code']?.message}
      busy={busy}
      buttonClassName="button button--secondary button--large"
      action="Access Full Site"
      busyAction="Checking..."
      onSubmit={(event) => void handleSubmit(open)(event)}
    />
  );
}
