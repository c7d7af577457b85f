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
  it('reads the lower quartile: bursts of speed above the sustained level do not move it', () => {
    const sustained = [1250, 1262, 1275, 1281, 1290, 1302];
    expect(hostIndex([...sustained, 1980, 2050, 2104])).toBe(1275);
    expect(hostIndex([...sustained, ...sustained, 2050, 2080, 2104, 2120])).toBe(1262);
  });

  it('follows a host that is slower or faster throughout', () => {
    expect(hostIndex([900, 910, 920, 930, 940])).toBe(910);
    expect(hostIndex([2000, 2010, 2020, 2030, 2040])).toBe(2010);
  });

  it('refuses to calibrate from nothing', () => {
    expect(() => hostIndex([])).toThrow();
  });
});
