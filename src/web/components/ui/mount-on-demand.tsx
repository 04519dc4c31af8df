import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children only from the first time `active` is true: a dialog behind React.lazy
 * then loads its code when first opened, not with the screen. It stays mounted afterwards, so
 * closing plays its transition and focus returns where it was.
 */
export function MountOnDemand({ active, children }: { active: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
