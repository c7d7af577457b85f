import { describe, expect, it } from 'vitest';
import { slowdownForBenchmarkIndex } from './cpu-calibration.mjs';

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
