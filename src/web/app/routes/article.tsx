import { BookOpen } from 'lucide-react';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function ArticleRoute() {
  return (
    <ComingSoon
      title="Reader"
      icon={BookOpen}
      description="Saved articles will open here in a clean, distraction-free reader view."
    />
  );
}
