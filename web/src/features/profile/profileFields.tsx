import type { ComponentProps, ReactNode } from 'react';
import { get, type Control, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import type { ProfileFormValues, TextInputField } from './formValues';
import type { ProfileInput } from './rules';

export type FormPath = FieldPath<ProfileFormValues>;

type Choices = readonly { value: string; label: string }[];

/** The input's id: `profile-weight`, `profile-links-0-url`. */
export const fieldId = (path: string) => `profile-${path.replace(/\./g, '-')}`;

/** The profile form's inputs, each registered on the one form the sections share. */
export interface ProfileFields {
  control: Control<ProfileFormValues, unknown, ProfileInput>;
  /** The input's registration. */
  field: (name: FormPath) => Pick<ReturnType<UseFormReturn<ProfileFormValues>['register']>, 'name' | 'onChange' | 'onBlur' | 'ref'>;
  /** The message of the input's error, once there is one. */
  errorAt: (path: FormPath) => string | undefined;
  text: (name: TextInputField, label: string, extra?: Partial<ComponentProps<typeof TextField>>) => ReactNode;
  number: (name: TextInputField, label: string, range: { min: number; max: number }, hint?: string) => ReactNode;
  select: (name: TextInputField, label: string, options: Choices, empty?: string, hint?: string) => ReactNode;
}

/** The profile form's inputs on `form`; any change calls `onEdit` (which clears the last save's message). */
export function profileFields(form: UseFormReturn<ProfileFormValues, unknown, ProfileInput>, onEdit: () => void): ProfileFields {
  const errorAt = (path: FormPath): string | undefined => {
    const found: { message?: unknown } | undefined = get(form.formState.errors, path);
    return typeof found?.message === 'string' ? found.message : undefined;
  };

  const field = (name: FormPath) => {
    const { onChange, onBlur, ref } = form.register(name, { onChange: onEdit });
    return { name, onChange, onBlur, ref };
  };

  const text: ProfileFields['text'] = (name, label, extra = {}) => (
    <TextField id={fieldId(name)} label={label} error={errorAt(name)} {...extra} {...field(name)} />
  );

  return {
    control: form.control,
    field,
    errorAt,
    text,
    number: (name, label, range, hint) =>
      text(name, label, { type: 'number', inputMode: 'numeric', min: range.min, max: range.max, step: 1, hint }),
    select: (name, label, options, empty = 'Not given', hint) => (
      <SelectField id={fieldId(name)} label={label} error={errorAt(name)} hint={hint} {...field(name)}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    ),
  };
}
