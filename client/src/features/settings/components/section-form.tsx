import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '#shared/format-date.ts';
import { type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/error-message.ts';
import { settingsPage as t } from '#shared/messages/settings.ts';
import { settingsSchemas, type SectionSettings, type SettingsSection } from '#shared/settings/settings.schema.ts';
import { settingsTexts } from '#shared/messages/settings-texts.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { type SettingsAnswer, useSaveSettings, useSettings } from '../api/settings-api.ts';

function LastChanged({ answer }: { answer: SettingsAnswer<SettingsSection> }) {
  if (!answer.updatedAt) return <p className="text-sm text-base-content/75">{t.neverChanged}</p>;
  return (
    <p className="text-sm text-base-content/75">
      {t.lastChanged(answer.updatedBy ?? t.seeded, formatDate(answer.updatedAt, { withTime: true }))}
    </p>
  );
}

/**
 * One section of the settings page: loads it, edits it with the shared schema (the server checks
 * the same one), saves it whole with PUT, shows the server's 400 beside the form and toasts on
 * success. The fields are the section's own component, under this form's context.
 */
export function SectionForm({ section, children }: { section: SettingsSection; children: ReactNode }) {
  const headingId = useId();
  const settings = useSettings(section);
  const name = settingsTexts.sections[section];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {name}
      </h2>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} />
      ) : (
        // A fresh form for every saved version: the fields start from what the server holds.
        <LoadedForm key={settings.data.updatedAt ?? 'defaults'} section={section} answer={settings.data} name={name}>
          {children}
        </LoadedForm>
      )}
    </section>
  );
}

function LoadedForm({
  section,
  answer,
  name,
  children,
}: {
  section: SettingsSection;
  answer: SettingsAnswer<SettingsSection>;
  name: string;
  children: ReactNode;
}) {
  const save = useSaveSettings(section);
  const { updatedAt: _at, updatedBy: _by, ...value } = answer;
  const form = useForm<FieldValues>({
    // One resolver type for five sections: each section's fields read the form with their own type.
    resolver: zodResolver(settingsSchemas[section]) as unknown as Resolver<FieldValues>,
    defaultValues: value,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input as SectionSettings<typeof section>);
    } catch {
      return;
    }
    toast.success(t.saved(name));
  });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={name} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <LastChanged answer={answer} />
        {children}
        {save.isError && (
          <p role="alert" className="alert alert-error alert-soft">
            {getErrorMessage(save.error)}
          </p>
        )}
        <BusyButton busy={form.formState.isSubmitting || save.isPending} className="btn btn-primary self-start">
          {t.save(name)}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
