// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ongoingProjects, pastProjects, type Partner } from './api';

const at = (iso: string) => Date.parse(iso);
const project = (name: string, fields: Record<string, unknown>) => ({ documentId: name, name, currentstatus: 'published', project_type: 'humans', voting_start: '2026-11-10', voting_end: '2026-11-20', ...fields });
const partnerWith = (...projects: ReturnType<typeof project>[]) => ({ documentId: 'p', name: 'P', description_rt: [], projects }) as unknown as Partner;
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("a partner's ongoing and past projects", () => {
  const voted = project('voted', {});
  const ongoing = project('ongoing', { currentstatus: 'ongoing' });
  const form = project('form', { project_type: 'form', voting_start: null, voting_end: null });
  const approvedForm = project('approvedForm', { project_type: 'form', currentstatus: 'approved', voting_start: null, voting_end: null });
  const partner = partnerWith(voted, ongoing, form, approvedForm);

  it('counts a published project as ongoing until its voting closes, then as past', () => {
    expect(names(ongoingProjects(partner, at('2026-11-05T12:00:00Z')))).toContain('voted');
    expect(names(ongoingProjects(partner, at('2026-11-12T12:00:00Z')))).toContain('voted');
    expect(names(ongoingProjects(partner, at('2026-11-19T12:00:00Z')))).not.toContain('voted');
    expect(names(pastProjects(partner, at('2026-11-19T12:00:00Z')))).toContain('voted');
    expect(names(ongoingProjects(partner, at('2026-11-12T12:00:00Z')))).not.toContain('ongoing');
  });

  it('counts a published form project (sign-ups, no voting dates) as ongoing, whatever the day', () => {
    for (const day of ['2026-11-05T12:00:00Z', '2026-12-30T12:00:00Z']) {
      expect(names(ongoingProjects(partner, at(day)))).toContain('form');
      expect(names(pastProjects(partner, at(day)))).not.toContain('form');
    }
    expect(names(ongoingProjects(partner, at('2026-11-12T12:00:00Z')))).not.toContain('approvedForm');
    expect(names(pastProjects(partner, at('2026-11-12T12:00:00Z')))).toContain('approvedForm');
  });
});
