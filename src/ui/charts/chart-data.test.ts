import { describe, expect, it } from 'vitest';

import {
  alignedData,
  colorVariable,
  countRange,
  dayToUnix,
  DEFAULT_SERIES_COLORS,
  paddedDayRange,
  seriesColorToken,
} from './chart-data';

describe('chart data', () => {
  it('days are UTC midnights in unix seconds', () => {
    expect(dayToUnix('2026-11-22')).toBe(Date.UTC(2026, 10, 22) / 1000);
  });

  it('aligned data: the days, then each series with a value per day (0 where missing)', () => {
    expect(
      alignedData(
        ['2026-11-21', '2026-11-22'],
        [
          { label: 'a', values: [1, 2] },
          { label: 'b', values: [3] },
        ],
      ),
    ).toEqual([
      [dayToUnix('2026-11-21'), dayToUnix('2026-11-22')],
      [1, 2],
      [3, 0],
    ]);
  });

  it('pads the x range by half a day, and starts counts at 0 with room above', () => {
    expect(paddedDayRange(86_400, 172_800)).toEqual([43_200, 216_000]);
    expect(countRange(100)[0]).toBe(0);
    expect(countRange(100)[1]).toBeCloseTo(110);
    expect(countRange(0)).toEqual([0, 1]);
    expect(countRange(null)).toEqual([0, 1]);
  });

  it('colour tokens as Chakra CSS variables; series take the palette in turn', () => {
    expect(colorVariable('brand.solid')).toBe('--chakra-colors-brand-solid');
    expect(colorVariable('fg.muted')).toBe('--chakra-colors-fg-muted');
    expect(seriesColorToken({ label: 'x', values: [], color: 'red.500' }, 0)).toBe('red.500');
    expect(seriesColorToken({ label: 'x', values: [] }, 1)).toBe(DEFAULT_SERIES_COLORS[1]);
    expect(seriesColorToken({ label: 'x', values: [] }, DEFAULT_SERIES_COLORS.length)).toBe(
      DEFAULT_SERIES_COLORS[0],
    );
  });
});
