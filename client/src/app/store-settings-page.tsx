import { ScreeningListPanel } from '../features/compliance/screening-list-panel.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';

/**
 * /dashboard/settings with the denied-party list panel under its Compliance section (PRODUCT.md
 * §19), where the compliance staff find it until /dashboard/compliance holds it.
 */
export function StoreSettingsPage() {
  return <SettingsPage afterCompliance={<ScreeningListPanel />} />;
}
