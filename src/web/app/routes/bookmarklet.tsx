import { Bookmark } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function BookmarkletRoute() {
  return (
    <ComingSoon
      title="Bookmarklet"
      icon={Bookmark}
      description="Install the Save to Canyon bookmarklet to save any page in one click from your browser."
    />
  );
}
