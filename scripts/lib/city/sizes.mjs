// The city's sizes (issue 51): a city's residents, years of processes, a campaign day's peak.
export const CITY = {
  members: 500_000,
  projects: 2_000,
  closedWithResults: 600,
  partners: 200,
  votes: 5_000_000,
  records: 3_000_000,
  entries: 1_000_000,
  rewards: 100,
  signUps: 200_000,
  pushSubscriptions: 300_000,
  news: 5_000,
};
/** Open votings: 20 at every scale (the home and the catalogue put them first). */
export const OPEN_PROJECTS = 20;
/** The member with a long history: their data download and account deletion are measured. */
export const HEAVY_RECORDS = 10_000;
/** Every city member's password (the demo member's, whose hash the seeding copies). */
export const CITY_PASSWORD = 'chispa-demo-2026';
export const cityEmail = (n) => `city-${n}@chispa.test`;

/** The sizes at `scale` (0.1: a tenth), whole, never below what the shape needs. */
export function citySizes(scale = 1) {
  const sized = Object.fromEntries(Object.entries(CITY).map(([name, value]) => [name, Math.max(1, Math.round(value * scale))]));
  sized.rewards = Math.max(3, sized.rewards);
  sized.projects = Math.max(OPEN_PROJECTS + sized.closedWithResults + sized.rewards, sized.projects);
  sized.heavyRecords = Math.min(HEAVY_RECORDS, Math.floor(sized.records / 10));
  return sized;
}
