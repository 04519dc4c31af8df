import { useNavigation } from 'react-router';

/** A thin amber bar while the next screen's code loads, so a click never feels ignored. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-progress bg-brand" />
    </div>
  );
}
