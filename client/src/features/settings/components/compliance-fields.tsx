import { settingsPage } from '#shared/messages/settings.ts';
import { CodeListField } from './code-list-field.tsx';
import { NumberInput } from './number-input.tsx';

const t = settingsPage.compliance;

/** /settings/compliance: embargoed and review destinations, the screening match threshold. */
export function ComplianceFields() {
  return (
    <div className="flex flex-col gap-4">
      <CodeListField name="embargoed" label={t.embargoed} />
      <CodeListField name="reviewDestinations" label={t.reviewDestinations} />
      <NumberInput name="screeningThreshold" label={t.screeningThreshold} step={0.01} />
    </div>
  );
}
