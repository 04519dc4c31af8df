import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function DashboardRoute() {
  return (
    <ComingSoon
      title="Dashboard"
      icon={LayoutDashboard}
      description="Your saved articles will live here, with tags, archive and search."
    />
  );
}
