import { describe, expect, it } from 'vitest';
import { hostIndex, slowdownForBenchmarkIndex } from './cpu-calibration.mjs';

describe('slowdownForBenchmarkIndex', () => {
  it('follows the Lighthouse calculator at its anchor points', () => {
    expect(slowdownForBenchmarkIndex(150)).toBe(1);
    expect(slowdownForBenchmarkIndex(800)).toBe(2);
    expect(slowdownForBenchmarkIndex(1300)).toBe(3);
    expect(slowdownForBenchmarkIndex(1533)).toBeCloseTo(4, 2);
    expect(slowdownForBenchmarkIndex(2000)).toBeCloseTo(6, 2);
  });

  it('interpolates between them and never speeds a slow host up', () => {
    expect(slowdownForBenchmarkIndex(1050)).toBeCloseTo(2.5, 5);
    expect(slowdownForBenchmarkIndex(475)).toBeCloseTo(1.5, 5);
    expect(slowdownForBenchmarkIndex(100)).toBe(1);
  });

  it('grows with the host: a faster host is slowed down more', () => {
    const indices = [200, 600, 900, 1200, 1400, 1800, 2500];
    const multipliers = indices.map(slowdownForBenchmarkIndex);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('refuses a measurement that is not one', () => {
    expect(() => slowdownForBenchmarkIndex(Number.NaN)).toThrow();
    expect(() => slowdownForBenchmarkIndex(0)).toThrow();
  });
});

describe('hostIndex', () => {
  it('reads the median: a burst of fast or slow samples on either side does not move it', () => {
    const middle = [1180, 1210, 1230, 1240, 1260];
    expect(hostIndex([...middle, 1590, 1655, 930])).toBe(1240);
    expect(hostIndex([...middle, 920, 990, 1640])).toBe(1230);
  });

  it('follows a host that is slower or faster throughout', () => {
    expect(hostIndex([900, 910, 920, 930, 940])).toBe(920);
    expect(hostIndex([2000, 2010, 2020, 2030, 2040])).toBe(2020);
  });

  it('refuses to calibrate from nothing', () => {
    expect(() => hostIndex([])).toThrow();
  });
});
