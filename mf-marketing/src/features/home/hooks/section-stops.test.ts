import { adjacentStop, nearestStop, sectionStops, STOP_OVERLAP, type StepLayout } from './section-stops';

/** Sections of these heights one after another from 0, a footer of `footer` px after them. */
function layout(heights: number[], viewportHeight: number, footer = 300, headerHeight = 80): StepLayout {
  let top = 0;
  const sections = heights.map((height) => {
    const section = { top, height };
    top += height;
    return section;
  });
  return { sections, end: top, viewportHeight, headerHeight, maxScroll: top + footer - viewportHeight };
}

describe('sectionStops', () => {
  it('stops at each section top and at the footer when every section fits the screen', () => {
    expect(sectionStops(layout([900, 900, 900], 900))).toEqual([
      { top: 0, step: 0 },
      { top: 900, step: 1 },
      { top: 1800, step: 2 },
      // The footer (300 px) fits below the header: the end of the page.
      { top: 2100, step: 3 },
    ]);
  });

  it('steps through a section taller than the screen one view at a time, down to its bottom', () => {
    // 1366×768: the visit section is 985 px tall.
    const stops = sectionStops(layout([768, 985], 768));
    expect(stops).toEqual([
      { top: 0, step: 0 },
      { top: 768, step: 1 },
      { top: 768 + 985 - 768, step: 1 },
      { top: 768 + 985 + 300 - 768, step: 2 },
    ]);
  });

  it('shows a section a little lower instead of adding a step when its bottom is only just out of view', () => {
    const base = layout([900, 930], 900);
    const slack = { ...base, sections: base.sections.map((section) => ({ ...section, slack: 40 })) };
    expect(sectionStops(slack).filter((stop) => stop.step === 1)).toEqual([{ top: 930, step: 1 }]);
    // More than the slack: a second stop.
    const tight = { ...base, sections: base.sections.map((section) => ({ ...section, slack: 20 })) };
    expect(sectionStops(tight).filter((stop) => stop.step === 1)).toEqual([
      { top: 900, step: 1 },
      { top: 930, step: 1 },
    ]);
  });

  it('never skips more than one view less the header and the overlap inside a very tall section', () => {
    const stops = sectionStops(layout([3000], 700));
    const inside = stops.filter((stop) => stop.step === 0).map((stop) => stop.top);
    expect(inside[0]).toBe(0);
    expect(inside[inside.length - 1]).toBe(3000 - 700);
    for (let i = 1; i < inside.length; i += 1) {
      expect(inside[i]! - inside[i - 1]!).toBeLessThanOrEqual(700 - 80 - STOP_OVERLAP);
    }
  });

  it('puts the top of a tall footer just below the fixed header, then goes on to the end', () => {
    const stops = sectionStops(layout([720, 720], 720, 900));
    const footer = stops.filter((stop) => stop.step === 2);
    expect(footer[0]).toEqual({ top: 1440 - 80, step: 2 });
    expect(footer[footer.length - 1]!.top).toBe(1440 + 900 - 720);
  });

  it('clamps to the scroll range and keeps each position once', () => {
    // A page shorter than two screens: the footer and the second section end at the same place.
    const stops = sectionStops({
      sections: [
        { top: 0, height: 500 },
        { top: 500, height: 300 },
      ],
      end: 800,
      viewportHeight: 700,
      headerHeight: 80,
      maxScroll: 200,
    });
    expect(stops).toEqual([
      { top: 0, step: 0 },
      { top: 200, step: 1 },
    ]);
  });
});

describe('moving between stops', () => {
  const stops = sectionStops(layout([768, 985, 768], 768));

  it('goes to the next or previous stop from any position, between stops too', () => {
    expect(adjacentStop(stops, 0, 1)).toEqual({ top: 768, step: 1 });
    expect(adjacentStop(stops, 768, 1)).toEqual({ top: 985, step: 1 });
    expect(adjacentStop(stops, 900, 1)).toEqual({ top: 985, step: 1 });
    expect(adjacentStop(stops, 900, -1)).toEqual({ top: 768, step: 1 });
    expect(adjacentStop(stops, 0, -1)).toBeUndefined();
    expect(adjacentStop(stops, stops[stops.length - 1]!.top, 1)).toBeUndefined();
  });

  it('treats a position within rounding of a stop as that stop', () => {
    expect(adjacentStop(stops, 767.5, 1)).toEqual({ top: 985, step: 1 });
    expect(adjacentStop(stops, 768.5, -1)).toEqual({ top: 0, step: 0 });
  });

  it('finds the stop the viewport shows', () => {
    expect(nearestStop(stops, 10)).toEqual({ top: 0, step: 0 });
    expect(nearestStop(stops, 1000)).toEqual({ top: 985, step: 1 });
    expect(nearestStop([], 0)).toBeUndefined();
  });
});
