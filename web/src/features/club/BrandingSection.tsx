import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegisterReturn, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClubBrandBand } from '@/components/ClubBrandBand';
import { TextField } from '@/components/FormField';
import { NoticeMessage, RetryMessage, type Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { brandingQueryOptions, clubApi, clubKeys, type ClubBranding } from './api';
import {
  BRAND_LIMITS,
  brandSchema,
  contrastWithWhite,
  parseHex,
  PREVIEW_FALLBACK,
  ratioText,
  type BrandForm as BrandValues,
  type BrandSaved,
} from './branding';
import { errorText } from './rules';

const SERVER_FIELDS = { displayName: 'displayName', bandColour: 'bandColour', accentColour: 'accentColour' } as const;

/** Custom branding: the club's name and colours on its athletes' shared and printed profiles. */
export function BrandingSection() {
  const { user } = useAuth();
  const branding = useQuery(brandingQueryOptions(user?.id ?? ''));
  // Kept here: the editor starts afresh, from the club's name, once the brand is removed.
  const [notice, setNotice] = useState<Notice>(null);
  const [removals, setRemovals] = useState(0);
  const removed = () => setRemovals((n) => n + 1);
  return (
    <section className="card club-section" aria-labelledby="club-branding-title">
      <h2 id="club-branding-title">Branding</h2>
      {branding.isPending ? (
        <Spinner label="Loading your club's branding" fullPage={false} />
      ) : branding.isError ? (
        <RetryMessage text="Your club's branding could not be loaded." onRetry={() => void branding.refetch()} />
      ) : branding.data.addOnHeld ? (
        <BrandEditor key={removals} branding={branding.data} onNotice={setNotice} onRemoved={removed} />
      ) : (
        <WithoutAddOn branding={branding.data} onNotice={setNotice} onRemoved={removed} />
      )}
      <NoticeMessage notice={notice} />
    </section>
  );
}

interface BrandProps {
  branding: ClubBranding;
  onNotice: (notice: Notice) => void;
  onRemoved: () => void;
}

function WithoutAddOn({ branding, onNotice, onRemoved }: BrandProps) {
  return (
    <>
      <p>
        Custom branding, an add-on to your club&apos;s plan, puts your club&apos;s name and colours at the top of your
        athletes&apos; shared and printed profiles: <a href="#club-plan">see your club&apos;s plan</a>.
      </p>
      {branding.brand ? (
        <>
          <p className="club-muted">
            Your saved band is kept and shows again once the club has the add-on. Nobody sees it until then.
          </p>
          <div className="club-actions">
            <RemoveBrand onNotice={onNotice} onRemoved={onRemoved} />
          </div>
        </>
      ) : null}
    </>
  );
}

function BrandEditor({ branding, onNotice, onRemoved }: BrandProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<BrandValues, unknown, BrandSaved>({
    resolver: zodResolver(brandSchema),
    defaultValues: {
      displayName: branding.brand?.displayName ?? branding.defaultDisplayName,
      bandColour: branding.brand?.bandColour ?? PREVIEW_FALLBACK.bandColour,
      accentColour: branding.brand?.accentColour ?? PREVIEW_FALLBACK.accentColour,
    },
    ...VALIDATE_ON_SUBMIT,
  });

  const save = useMutation({
    mutationFn: clubApi.setBrand,
    onSuccess: (saved) => {
      queryClient.setQueryData(clubKeys.branding(userId), saved);
      onNotice({ tone: 'success', text: "Saved. Your athletes' shared and printed profiles show this band." });
    },
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, SERVER_FIELDS);
      if (onFields) focusFirstInvalid();
      onNotice(onFields ? null : { tone: 'error', text: errorText(error) });
    },
  });

  return (
    <>
      <p className="club-muted">
        Your club&apos;s name and colours at the top of your athletes&apos; shared and printed profiles, nothing else
        of the club. The name is white on the band, so the band colour needs a contrast of at least{' '}
        {ratioText(BRAND_LIMITS.bandMinContrast)} with white; the accent, a line under the band, at least{' '}
        {ratioText(BRAND_LIMITS.accentMinContrast)}.
      </p>
      <form
        ref={formRef}
        className="form club-form club-branding-form"
        aria-labelledby="club-branding-title"
        noValidate
        onSubmit={(event) => {
          onNotice(null);
          void handleSubmit((values) => save.mutate(values), focusFirstInvalid)(event);
        }}
      >
        <TextField
          label="Name on the band"
          hint={`${BRAND_LIMITS.nameMin} to ${BRAND_LIMITS.nameMax} characters. Your club's name unless you change it.`}
          maxLength={BRAND_LIMITS.nameMax}
          autoComplete="organization"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <div className="club-branding-colours">
          <ColourField
            name="bandColour"
            label="Band colour"
            pickerLabel="Pick the band colour"
            hint="Behind the white name, as #rrggbb."
            error={errors.bandColour?.message}
            control={control}
            setValue={setValue}
            register={register('bandColour')}
          />
          <ColourField
            name="accentColour"
            label="Accent colour"
            pickerLabel="Pick the accent colour"
            hint="The line under the band, as #rrggbb."
            error={errors.accentColour?.message}
            control={control}
            setValue={setValue}
            register={register('accentColour')}
          />
        </div>
        <Preview control={control} />
        <div className="club-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          {branding.brand ? <RemoveBrand onNotice={onNotice} onRemoved={onRemoved} /> : null}
        </div>
      </form>
    </>
  );
}

type ColourName = 'bandColour' | 'accentColour';

function ColourField({
  name,
  label,
  pickerLabel,
  hint,
  error,
  control,
  setValue,
  register,
}: {
  name: ColourName;
  label: string;
  pickerLabel: string;
  hint: string;
  error: string | undefined;
  control: Control<BrandValues>;
  setValue: UseFormSetValue<BrandValues>;
  register: UseFormRegisterReturn<ColourName>;
}) {
  const id = useId();
  const value = useWatch({ control, name });
  const parsed = parseHex(value);
  // TextField's markup, with the picker beside the input rather than under its error.
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="club-branding-colour">
        <input
          id={id}
          className="field__input club-branding-colour__hex"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...register}
        />
        <input
          type="color"
          className="club-branding-colour__picker"
          aria-label={pickerLabel}
          value={parsed ? value.trim().toLowerCase() : PREVIEW_FALLBACK[name]}
          onChange={(event) => setValue(name, event.target.value, { shouldDirty: true })}
        />
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The band as it will look, with each colour's contrast with white as entered. */
function Preview({ control }: { control: Control<BrandValues> }) {
  const [displayName, bandColour, accentColour] = useWatch({ control, name: ['displayName', 'bandColour', 'accentColour'] });
  const band = parseHex(bandColour);
  const accent = parseHex(accentColour);
  return (
    <div className="club-branding-preview">
      <h3 className="club-subheading">Preview</h3>
      <ClubBrandBand
        brand={{
          displayName: displayName.trim() || 'Your club',
          bandColour: band ? bandColour.trim() : PREVIEW_FALLBACK.bandColour,
          accentColour: accent ? accentColour.trim() : PREVIEW_FALLBACK.accentColour,
        }}
      />
      <p className="club-muted club-branding-preview__ratios">
        {band ? `White on the band: ${ratioText(contrastWithWhite(band))}` : 'Enter the band colour as #rrggbb.'}
        {' · '}
        {accent ? `Accent with white: ${ratioText(contrastWithWhite(accent))}` : 'Enter the accent colour as #rrggbb.'}
      </p>
    </div>
  );
}

function RemoveBrand({ onNotice, onRemoved }: Omit<BrandProps, 'branding'>) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: clubApi.clearBrand,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clubKeys.branding(userId) });
      onRemoved();
      onNotice({ tone: 'success', text: "The band is removed from your athletes' profiles." });
    },
    onError: (error) => onNotice({ tone: 'error', text: errorText(error) }),
  });
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={remove.isPending}
      onClick={() => {
        onNotice(null);
        remove.mutate();
      }}
    >
      {remove.isPending ? 'Removing…' : 'Remove'}
    </button>
  );
}
