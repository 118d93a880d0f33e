import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { questionnaireQueryOptions, useSendQuestionnaire, type ProgramQuestion, type QuestionnaireForm } from './api';
import { formatDate } from './format';
import { gradYears, LONG_MAX, SHORT_MAX, toAnswers, toValues, type QuestionnaireValues } from './questionnaireForm';

/** The server's field names, which are the form's (the program's questions as `custom.N`). */
function serverFields(questions: ProgramQuestion[]): Record<string, Path<QuestionnaireValues>> {
  const names: Path<QuestionnaireValues>[] = [
    'gradYear', 'squad', 'side', 'best2k', 'best2kDate', 'best6k', 'best6kDate', 'heightFeet', 'heightInches', 'weight',
    'wingspanInches', 'gpa', 'satScore', 'actScore', 'intendedMajor', 'highSchool', 'clubTeam', 'clubCoachName',
    'clubCoachContact', 'raceResults', 'whyThisProgram',
  ];
  const fields: Record<string, Path<QuestionnaireValues>> = Object.fromEntries(names.map((n) => [n, n]));
  questions.forEach((_, index) => {
    fields[`custom.${String(index)}`] = `custom.${index}`;
  });
  return fields;
}

function QuestionnaireFields({
  form,
  onSent,
  onCancel,
}: {
  form: QuestionnaireForm;
  onSent: () => void;
  onCancel: (() => void) | null;
}) {
  const { user } = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const send = useSendQuestionnaire(user?.id ?? '', form.schoolId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<QuestionnaireValues>({
    defaultValues: toValues(form.answers, form.questions),
    ...VALIDATE_ON_SUBMIT,
  });
  const [raceResults, whyThisProgram, custom] = useWatch({ control, name: ['raceResults', 'whyThisProgram', 'custom'] });
  const onSubmit = handleSubmit(
    (values) => {
      setFailure(null);
      send.mutate(toAnswers(values, form.questions), {
        onSuccess: onSent,
        onError: (error) => {
          const result = applyServerErrors(error, setError, serverFields(form.questions));
          setFailure(result.message);
          if (result.onFields) focusFirstInvalid();
        },
      });
    },
    () => focusFirstInvalid(),
  );
  const field = (name: Path<QuestionnaireValues>) => `${id}-${name.replace('.', '-')}`;
  return (
    <form ref={formRef} className="form questionnaire" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="questionnaire__group">
        <legend>Rowing</legend>
        <div className="questionnaire__grid">
          <SelectField
            id={field('gradYear')}
            label="Graduation year"
            error={errors.gradYear?.message}
            {...register('gradYear', { required: 'Graduation year is required' })}
          >
            <option value="">Choose…</option>
            {gradYears().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={field('squad')}
            label="Squad"
            error={errors.squad?.message}
            {...register('squad', { required: 'Choose the squad you row for' })}
          >
            <option value="">Choose…</option>
            <option value="womens">Women&apos;s</option>
            <option value="mens">Men&apos;s</option>
          </SelectField>
          <SelectField id={field('side')} label="Side" error={errors.side?.message} {...register('side')}>
            <option value="">Not given</option>
            <option value="port">Port</option>
            <option value="starboard">Starboard</option>
            <option value="both">Both</option>
          </SelectField>
          <TextField label="Best 2k" hint="M:SS.S" inputMode="decimal" error={errors.best2k?.message} {...register('best2k')} />
          <TextField label="Date of the 2k" type="date" error={errors.best2kDate?.message} {...register('best2kDate')} />
          <TextField label="Best 6k" hint="M:SS.S" inputMode="decimal" error={errors.best6k?.message} {...register('best6k')} />
          <TextField label="Date of the 6k" type="date" error={errors.best6kDate?.message} {...register('best6kDate')} />
        </div>
      </fieldset>
      <fieldset className="questionnaire__group">
        <legend>Measurements</legend>
        <div className="questionnaire__grid">
          <TextField label="Height (feet)" type="number" min={4} max={7} error={errors.heightFeet?.message} {...register('heightFeet')} />
          <TextField label="Height (inches)" type="number" min={0} max={11} error={errors.heightInches?.message} {...register('heightInches')} />
          <TextField label="Weight (lb)" type="number" min={90} max={300} error={errors.weight?.message} {...register('weight')} />
          <TextField label="Wingspan (inches)" type="number" min={48} max={96} error={errors.wingspanInches?.message} {...register('wingspanInches')} />
        </div>
      </fieldset>
      <fieldset className="questionnaire__group">
        <legend>Academics</legend>
        <div className="questionnaire__grid">
          <TextField label="GPA" type="number" step="0.01" min={0} max={4} error={errors.gpa?.message} {...register('gpa')} />
          <TextField label="SAT" type="number" min={400} max={1600} error={errors.satScore?.message} {...register('satScore')} />
          <TextField label="ACT" type="number" min={1} max={36} error={errors.actScore?.message} {...register('actScore')} />
          <TextField label="Intended major" maxLength={SHORT_MAX} error={errors.intendedMajor?.message} {...register('intendedMajor')} />
          <TextField label="High school" maxLength={SHORT_MAX} error={errors.highSchool?.message} {...register('highSchool')} />
        </div>
      </fieldset>
      <fieldset className="questionnaire__group">
        <legend>Club</legend>
        <div className="questionnaire__grid">
          <TextField label="Club" maxLength={SHORT_MAX} error={errors.clubTeam?.message} {...register('clubTeam')} />
          <TextField label="Club coach" maxLength={SHORT_MAX} error={errors.clubCoachName?.message} {...register('clubCoachName')} />
          <TextField
            label="Club coach's email or phone"
            maxLength={SHORT_MAX}
            error={errors.clubCoachContact?.message}
            {...register('clubCoachContact')}
          />
        </div>
      </fieldset>
      <TextAreaField
        {...register('raceResults')}
        id={field('raceResults')}
        label="Race results"
        rows={4}
        max={LONG_MAX}
        value={raceResults}
        error={errors.raceResults?.message}
      />
      <TextAreaField
        {...register('whyThisProgram')}
        id={field('whyThisProgram')}
        label={`Why ${form.schoolName}?`}
        rows={4}
        max={LONG_MAX}
        value={whyThisProgram}
        error={errors.whyThisProgram?.message}
      />
      {form.questions.length > 0 ? (
        <fieldset className="questionnaire__group">
          <legend>Questions from {form.schoolName}</legend>
          {form.questions.map((question, index) => (
            <TextAreaField
              key={question.id}
              {...register(`custom.${index}`)}
              id={field(`custom.${index}`)}
              label={question.text}
              rows={3}
              max={LONG_MAX}
              value={custom[index] ?? ''}
              error={errors.custom?.[index]?.message}
            />
          ))}
        </fieldset>
      ) : null}
      {failure !== null && send.isError ? (
        <FormMessage tone="error" title="Your questionnaire was not sent.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="school-detail__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : form.submittedAt ? 'Send my updated questionnaire' : 'Send my questionnaire'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The program's recruiting questionnaire on its page (athletes only): filled in from the
 * profile and performance log, sent to the program's coaches at any time, and sent again to
 * update it. `#questionnaire` (the link coaches send) opens it.
 */
export function Questionnaire({ schoolId }: { schoolId: string }) {
  const { user } = useAuth();
  const linked = useLocation().hash === '#questionnaire';
  const [open, setOpen] = useState(linked);
  const [sent, setSent] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const query = useQuery({ ...questionnaireQueryOptions(user?.id ?? '', schoolId), enabled: user?.role === 'student' });
  useEffect(() => {
    if (linked && query.isSuccess) sectionRef.current?.scrollIntoView();
  }, [linked, query.isSuccess]);
  if (user?.role !== 'student') return null;

  let body: ReactNode;
  if (query.isPending) {
    body = <p className="school-detail__saved-state">Loading the questionnaire…</p>;
  } else if (query.isError) {
    body = (
      <p className="school-detail__saved-state">
        The questionnaire could not be loaded{isApiError(query.error) ? `: ${query.error.message}` : '.'}{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  } else {
    const form = query.data;
    const sentOn = form.submittedAt ? formatDate(form.submittedAt) : null;
    body = (
      <>
        <p className="questionnaire__intro">
          The questions {form.schoolName}&apos;s coaches ask every recruit, filled in from your profile and performance log.
          NCAA rules let coaches send questionnaires before their contact date, and you may send this one at any time. Your
          answers go to {form.schoolName}&apos;s coaches only, and put you on their recruiting board.
        </p>
        {sent ? (
          <FormMessage tone="success">
            <p>Sent. {form.schoolName}&apos;s coaches have your answers.</p>
          </FormMessage>
        ) : null}
        {sentOn !== null ? <p className="questionnaire__sent">Your questionnaire was sent on {sentOn}.</p> : null}
        {form.refusal ? (
          <FormMessage tone="info" title="You cannot send a questionnaire yet.">
            <p>{form.refusal.message}</p>
          </FormMessage>
        ) : open ? (
          <QuestionnaireFields
            key={form.submittedAt ?? 'new'}
            form={form}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <div className="school-detail__actions">
            <button
              type="button"
              className={sentOn !== null ? 'button button--secondary' : 'button button--primary'}
              onClick={() => {
                setSent(false);
                setOpen(true);
              }}
            >
              {sentOn !== null ? 'Update my questionnaire' : 'Fill in the questionnaire'}
            </button>
          </div>
        )}
      </>
    );
  }
  return (
    <section
      ref={sectionRef}
      id="questionnaire"
      className="card school-detail__section"
      aria-labelledby="questionnaire-heading"
    >
      <h2 id="questionnaire-heading">Recruiting questionnaire</h2>
      {body}
    </section>
  );
}
