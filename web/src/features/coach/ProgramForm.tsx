import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SchoolPicker, type SchoolChoice } from '@/components/SchoolPicker';
import { useAuth } from '@/features/auth';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { setProgram, type ProgramSummary } from './api';
import { programSchema } from './rules';

interface ProgramFormProps {
  /** The program picked when the form opens: the coach's own, or the one their email suggests. */
  initial: ProgramSummary | null;
  /** The coach already has a program: the form changes it, and says what that means. */
  changing: boolean;
  onDone: (saved: ProgramSummary | null) => void;
}

/** The coach names their program, picked from the directory's 207 programs. */
export function ProgramForm({ initial, changing, onDone }: ProgramFormProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<SchoolChoice | null>(
    initial ? { id: initial.schoolId, name: initial.name, detail: null } : null,
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const warningId = `${useId()}-warning`;

  const {
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(programSchema),
    defaultValues: { schoolId: initial?.schoolId ?? '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: setProgram,
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coachOverview(userId) }),
        // The calendar's recruiting periods are the program's division's.
        queryClient.invalidateQueries({ queryKey: queryKeys.calendar(userId) }),
      ]);
      onDone(saved);
    },
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, { schoolId: 'schoolId' });
      setFailure(onFields ? null : message);
    },
  });

  const focusFirstInvalid = () => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (first ?? searchRef.current)?.focus();
  };

  return (
    <form
      ref={formRef}
      className="form coach-program-form"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((values) => {
          save.mutate(values);
        }, focusFirstInvalid)(event);
      }}
    >
      <SchoolPicker
        userId={userId}
        searchLabel="Find your program"
        legend="Your program"
        name="schoolId"
        chosen={chosen}
        onChoose={(school) => {
          setChosen(school);
          setValue('schoolId', school.id);
        }}
        error={errors.schoolId?.message}
        searchRef={searchRef}
      />

      {changing ? (
        <p className="coach-warning" id={warningId}>
          Changing your program sends your account back to verification: an administrator checks your role at the new
          program before you can search athletes or use the board again.
        </p>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="coach-program-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-describedby={changing ? warningId : undefined}
        >
          {save.isPending ? 'Saving…' : changing ? 'Change program' : 'Save program'}
        </button>
        {changing ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={save.isPending}
            onClick={() => {
              onDone(null);
            }}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
