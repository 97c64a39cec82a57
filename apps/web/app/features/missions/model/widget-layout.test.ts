import { describe, expect, it } from 'vitest';
import { clampWidgetTop, widgetHeight, widgetTops } from './widget-layout';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

describe('widgetHeight', () => {
  it('is 144 open, 76 closed under 640 px wide and 90 closed from 640 px (§9)', () => {
    expect(widgetHeight(true, 360)).toBe(144);
    expect(widgetHeight(true, 1280)).toBe(144);
    expect(widgetHeight(false, 360)).toBe(76);
    expect(widgetHeight(false, 639)).toBe(76);
    expect(widgetHeight(false, 640)).toBe(90);
  });
});

describe('clampWidgetTop', () => {
  it('keeps a widget at least 74 px from the top', () => {
    expect(clampWidgetTop(0, phone, 76)).toBe(74);
    expect(clampWidgetTop(-500, desktop, 144)).toBe(74);
  });

  it('keeps a widget’s bottom 178 px above the window’s bottom', () => {
    // 740 − 178 − 76 = 486 at 360 px; 800 − 178 − 144 = 478 on a desktop.
    expect(clampWidgetTop(9_999, phone, 76)).toBe(486);
    expect(clampWidgetTop(9_999, desktop, 144)).toBe(478);
    expect(clampWidgetTop(300, phone, 76)).toBe(300);
  });

  it('keeps the minimum top in a window too short for both bounds', () => {
    expect(clampWidgetTop(200, { width: 360, height: 300 }, 144)).toBe(74);
  });
});

describe('widgetTops', () => {
  it('stacks widgets from the minimum top with a 5 px gap at 360 px', () => {
    const tops = widgetTops(phone, [
      { isOpen: false, positionY: null },
      { isOpen: true, positionY: null },
      { isOpen: false, positionY: null },
    ]);
    // 74; 74 + 76 + 5; 155 + 144 + 5.
    expect(tops).toEqual([74, 155, 304]);
  });

  it('stacks closed widgets 90 px tall on a 1280 px desktop', () => {
    expect(
      widgetTops(desktop, [
        { isOpen: false, positionY: null },
        { isOpen: false, positionY: null },
      ]),
    ).toEqual([74, 169]);
  });

  it('puts a dragged widget where it was left, and the next one under it', () => {
    expect(
      widgetTops(desktop, [
        { isOpen: false, positionY: 300 },
        { isOpen: false, positionY: null },
      ]),
    ).toEqual([300, 395]);
  });

  it('clamps stored and stacked positions into the bounds when the window shrinks', () => {
    const tops = widgetTops(phone, [
      { isOpen: true, positionY: 2_000 },
      { isOpen: false, positionY: null },
      { isOpen: false, positionY: 10 },
    ]);
    // 740 − 178 − 144 = 418; the next would start lower than 486, so it sits at 486.
    expect(tops).toEqual([418, 486, 74]);
  });
});
