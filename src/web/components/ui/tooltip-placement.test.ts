import { describe, expect, it } from 'vitest';
import { placeTooltip } from './tooltip-placement';

const viewport = { width: 400, height: 800 };
const tip = { left: 0, top: 0, width: 100, height: 30 };
const box = (left: number, top: number) => ({ left, top, width: 40, height: 40 });

describe('placeTooltip', () => {
  it('centres the tip on the asked side, 6 px away', () => {
    expect(placeTooltip(box(180, 400), tip, viewport, 'top')).toEqual({
      left: 150,
      top: 364,
      side: 'top',
    });
    expect(placeTooltip(box(180, 400), tip, viewport, 'bottom')).toEqual({
      left: 150,
      top: 446,
      side: 'bottom',
    });
    expect(placeTooltip(box(180, 400), tip, viewport, 'right')).toEqual({
      left: 226,
      top: 405,
      side: 'right',
    });
  });

  it('flips to the other side when the asked one has no room', () => {
    expect(placeTooltip(box(180, 20), tip, viewport, 'top')).toMatchObject({
      top: 66,
      side: 'bottom',
    });
    expect(placeTooltip(box(180, 750), tip, viewport, 'bottom')).toMatchObject({
      top: 714,
      side: 'top',
    });
  });

  it('slides along its edge to stay 12 px inside the viewport', () => {
    expect(placeTooltip(box(0, 400), tip, viewport, 'top').left).toBe(12);
    expect(placeTooltip(box(370, 400), tip, viewport, 'top').left).toBe(288);
  });

  it('keeps the asked side when neither side has room', () => {
    const tall = { ...tip, height: 790 };
    expect(placeTooltip(box(180, 400), tall, viewport, 'bottom')).toMatchObject({
      side: 'bottom',
      top: 12,
    });
  });
});
