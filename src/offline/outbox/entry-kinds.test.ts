// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENTRY_KINDS } from './entry-kinds';
import { entryLabel, isDeliveryProof, readKindData, refusalCode } from './entry-schemas';

describe('entry kinds', () => {
  it('reads back what the app stored, dropping what it does not know (an older version’s locale)', () => {
    expect(readKindData({ kind: 'participation', payload: { rewardId: 'r1', amount: 2, locale: 'es' }, meta: { total: 20 } })).toEqual({
      kind: 'participation',
      payload: { rewardId: 'r1', amount: 2 },
      meta: { total: 20 },
    });
  });

  it.each([
    [{ kind: 'vote', payload: { project: 'p1', support: 2 } }],
    [{ kind: 'vote', payload: { project: 42, support: 1 } }],
    [{ kind: 'participation', payload: { rewardId: 'r1', amount: 9 } }],
    [{ kind: 'formParticipation', payload: { rewardId: 'r1', city: 'Vic', phone: '6', option: 1, legal: false, acceptPolicy: true } }],
    [{ kind: 'delete-account', payload: {} }],
    [{ kind: null, payload: null }],
  ])('refuses a stored entry it could not send as it is: %o', (stored) => {
    expect(readKindData(stored)).toBeNull();
    expect(entryLabel(stored)).toEqual({ id: 'outbox.kind.unknown' });
  });

  it('keeps a readable entry even when its meta (only for display) is odd', () => {
    expect(readKindData({ kind: 'vote', payload: { project: 'p1', support: -1 }, meta: { name: 7 } })).toEqual({ kind: 'vote', payload: { project: 'p1', support: -1 }, meta: {} });
  });

  it('thanks a vote against a humans project for taking part, never for supporting it', () => {
    const toast = (projectType: string, support: 1 | -1) => ENTRY_KINDS.vote.delivered({ kind: 'vote', payload: { project: 'p1', support }, meta: { projectType } });
    expect(toast('humans', 1)).toEqual({ id: 'vote.toast.humans' });
    expect(toast('humans', -1)).toEqual({ id: 'vote.toast.humansAgainst' });
    expect(toast('others', -1)).toEqual({ id: 'vote.toast.others' });
    expect(toast('lookwhat', -1)).toEqual({ id: 'vote.toast.lookwhat' });
  });

  it('posts votes wrapped in data and the others flat, each with the locale where the server reads it', () => {
    expect(ENTRY_KINDS.vote.request({ project: 'p1', support: 1 }, 'en')).toEqual({ path: 'user-project-supports', body: { data: { project: 'p1', support: 1 } } });
    expect(ENTRY_KINDS.participation.request({ rewardId: 'r1', amount: 1 }, 'en')).toEqual({ path: 'participations', body: { rewardId: 'r1', amount: 1, locale: 'en' } });
  });

  it('makes draw entries and sign-ups wait for earlier votes, and nothing wait for a draw entry', () => {
    const vote = { kind: 'vote', payload: { project: 'p', support: 1 }, meta: {} } as const;
    const entry = { kind: 'participation', payload: { rewardId: 'r', amount: 1 }, meta: {} } as const;
    expect(ENTRY_KINDS.participation.waitsFor(vote)).toBe(true);
    expect(ENTRY_KINDS.participation.waitsFor(entry)).toBe(false);
    expect(ENTRY_KINDS.formParticipation.waitsFor(vote)).toBe(true);
    expect(ENTRY_KINDS.formParticipation.waitsFor(entry)).toBe(false);
    expect(ENTRY_KINDS.vote.waitsFor(entry)).toBe(false);
  });

  it('takes only a record of the write as proof, and only our error shape as a refusal', () => {
    expect(isDeliveryProof({ data: { documentId: 'x' }, meta: { replayed: true } })).toBe(true);
    expect(isDeliveryProof({ data: {}, meta: {} })).toBe(false);
    expect(isDeliveryProof('<html>')).toBe(false);
    expect(refusalCode(409, { error: { status: 409, details: { code: 'x.y' } } })).toEqual({ code: 'x.y' });
    expect(refusalCode(409, { error: { status: 400 } })).toBeNull();
    expect(refusalCode(409, { message: 'nope' })).toBeNull();
  });
});
