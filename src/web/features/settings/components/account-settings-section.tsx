import type { UserRecord } from '@/shared/auth/user-record';
import { DisplayNameRow } from '@/web/features/settings/components/display-name-row';
import {
  SettingsFact,
  SettingsFacts,
  SettingsSection,
} from '@/web/features/settings/components/settings-section';

/** Spec "Settings": Email and Display Name ("Not set" when empty), the name editable. */
export function AccountSettingsSection({
  user,
  onUpdated,
}: {
  user: UserRecord;
  onUpdated: (record: UserRecord) => void;
}) {
  return (
    <SettingsSection title="Account Settings">
      <SettingsFacts>
        <SettingsFact label="Email">{user.email}</SettingsFact>
        <DisplayNameRow user={user} onUpdated={onUpdated} />
      </SettingsFacts>
    </SettingsSection>
  );
}
