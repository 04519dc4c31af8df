import { BookmarkPlus } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function SaveRoute() {
  return (
    <ComingSoon
      title="Save Article"
      icon={BookmarkPlus}
      description="Links shared from the bookmarklet or your phone will be saved to your library here."
    />
  );
}
