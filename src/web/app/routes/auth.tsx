import { LogIn } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function AuthRoute() {
  return (
    <ComingSoon
      title="Sign In"
      icon={LogIn}
      description="Sign in or create your account with email and password or a connected provider."
    />
  );
}
