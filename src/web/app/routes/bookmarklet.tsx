import { BookmarkletPage } from '@/web/features/bookmarklet/components/bookmarklet-page';

export function BookmarkletRoute() {
  return <BookmarkletPage />;
}
