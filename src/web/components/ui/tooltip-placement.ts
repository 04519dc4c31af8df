export type Side = 'top' | 'right' | 'bottom' | 'left';
type Box = { left: number; top: number; width: number; height: number };

const GAP = 6;
/** Kept clear of the viewport's edges. */
const MARGIN = 12;

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

function fits(side: Side, trigger: Box, tip: Box, viewport: Omit<Box, 'left' | 'top'>): boolean {
  switch (side) {
    case 'top':
      return trigger.top - GAP - tip.height >= MARGIN;
    case 'bottom':
      return trigger.top + trigger.height + GAP + tip.height <= viewport.height - MARGIN;
    case 'left':
      return trigger.left - GAP - tip.width >= MARGIN;
    case 'right':
      return trigger.left + trigger.width + GAP + tip.width <= viewport.width - MARGIN;
  }
}

/**
 * Where a tooltip goes: on the asked side of its trigger, centred on it, or on the opposite side
 * when the asked one has no room; then slid along that edge to stay inside the viewport.
 */
export function placeTooltip(
  trigger: Box,
  tip: Box,
  viewport: { width: number; height: number },
  side: Side,
): { left: number; top: number; side: Side } {
  // When neither side has room, the asked one wins and the clamp below keeps it on screen.
  const chosen =
    !fits(side, trigger, tip, viewport) && fits(opposite[side], trigger, tip, viewport)
      ? opposite[side]
      : side;
  let left: number;
  let top: number;
  if (chosen === 'top' || chosen === 'bottom') {
    left = trigger.left + trigger.width / 2 - tip.width / 2;
    top = chosen === 'top' ? trigger.top - GAP - tip.height : trigger.top + trigger.height + GAP;
  } else {
    top = trigger.top + trigger.height / 2 - tip.height / 2;
    left = chosen === 'left' ? trigger.left - GAP - tip.width : trigger.left + trigger.width + GAP;
  }
  return {
    left: clamp(left, MARGIN, viewport.width - MARGIN - tip.width),
    top: clamp(top, MARGIN, viewport.height - MARGIN - tip.height),
    side: chosen,
  };
}
