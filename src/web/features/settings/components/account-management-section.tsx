import { DeleteAccountPanel } from '@/web/features/settings/components/delete-account-panel';
import { ExportDataPanel } from '@/web/features/settings/components/export-data-panel';
import { SettingsSection } from '@/web/features/settings/components/settings-section';

/** Spec "Settings" › Account Management: Export Data and Delete Account. */
export function AccountManagementSection({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  return (
    <SettingsSection title="Account Management">
      <div className="mt-5 space-y-8">
        <ExportDataPanel />
        <div className="border-t border-stone-200/80 pt-6 dark:border-stone-800">
          <DeleteAccountPanel onDeleted={onDeleted} />
        </div>
      </div>
    </SettingsSection>
  );
}
