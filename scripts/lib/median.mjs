/** The middle of a list of numbers (the upper middle of an even count); the benches report medians, not one run. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
