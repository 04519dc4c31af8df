import { Settings } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function SettingsRoute() {
  return (
    <ComingSoon
      title="Settings"
      icon={Settings}
      description="Manage your account, your plan and billing, and export or delete your data here."
    />
  );
}
