import { settingsPage } from '#shared/messages/settings.ts';
import { CodeListField } from './code-list-field.tsx';
import { MoneyInput } from './number-input.tsx';

const t = settingsPage.compliance;

/** /settings/compliance: embargoed and review destinations, the screening match threshold. */
export function ComplianceFields() {
  return (
    <div className="flex flex-col gap-4">
      <CodeListField name="embargoed" label={t.embargoed} />
      <CodeListField name="reviewDestinations" label={t.reviewDestinations} />
      <MoneyInput name="screeningThreshold" label={t.screeningThreshold} />
    </div>
  );
}
