import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleSummary } from '@/shared/articles/article-schemas';

/**
 * The list's keyboard selection (j/k): which card is selected, moving through the visible
 * cards, and keeping the focus in the list when the selected card leaves it.
 */
export function useListSelection(visible: readonly ArticleSummary[]) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  // After the selected card leaves (archive), the next one takes its place and its focus.
  const focusAfterRemoval = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterRemoval.current;
    if (id && links.current.has(id)) {
      focusAfterRemoval.current = null;
      links.current.get(id)?.focus();
    }
  });

  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const index = visible.findIndex((item) => item.id === selectedId);
    const nextIndex = index === -1 ? (step === 1 ? 0 : visible.length - 1) : index + step;
    const next = visible[Math.min(visible.length - 1, Math.max(0, nextIndex))];
    if (!next) return;
    setSelectedId(next.id);
    links.current.get(next.id)?.focus();
  };

  /** Call before a card leaves the list: the selection (and focus) moves to its neighbour. */
  const leaving = (id: string) => {
    if (selectedId !== id) return;
    const index = visible.findIndex((item) => item.id === id);
    const next = visible[index + 1] ?? visible[index - 1];
    focusAfterRemoval.current = next?.id ?? null;
    if (next) setSelectedId(next.id);
  };

  const linkRef = useCallback(
    (id: string) => (node: HTMLAnchorElement | null) => {
      if (node) links.current.set(id, node);
      else links.current.delete(id);
    },
    [],
  );

  const selected = visible.find((item) => item.id === selectedId) ?? null;
  return { selectedId, selected, setSelectedId, move, leaving, linkRef };
}
