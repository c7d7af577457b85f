import { refusal } from '../errors';

/**
 * Who may take part in an action, as its editor chose (shared/spec/decisions.md, "Trust, eligibility
 * and money"): any member, a member verified by any method, or verified by the census or by an
 * invitation code.
 */
export const REQUIREMENTS = ['anyMember', 'verified', 'census', 'code'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];
export type VerificationMethod = 'census' | 'code';
export type Action = 'vote' | 'entry' | 'signUp' | 'welcome' | 'referral';

/** A member as the rules read them: how they are verified now, if they are. */
export type Verifiable = { verificationMethod?: unknown };

const methodOf = (member: Verifiable): VerificationMethod | null =>
  member.verificationMethod === 'census' || member.verificationMethod === 'code' ? member.verificationMethod : null;

/** An unknown or missing requirement (a row from before this rule) asks nothing. */
export const requirementOf = (value: unknown): Requirement => (REQUIREMENTS.includes(value as Requirement) ? (value as Requirement) : 'anyMember');

/** Whether a member meets a requirement. */
export function meets(member: Verifiable, requirement: unknown): boolean {
  const wanted = requirementOf(requirement);
  const method = methodOf(member);
  if (wanted === 'anyMember') return true;
  if (wanted === 'verified') return method !== null;
  return method === wanted;
}

/**
 * Refuses an action its member may not take yet: 409 (the member can change it by verifying, and
 * the outbox keeps such an entry, with its reason, instead of treating it as a failed session),
 * `verification.required`, naming the requirement and the action so the app can say what is needed.
 */
export function assertMeets(member: Verifiable, requirement: unknown, action: Action) {
  if (meets(member, requirement)) return;
  throw refusal(409, 'verification.required', `This ${action} is for members verified ${requirementOf(requirement) === 'verified' ? '' : `by ${requirementOf(requirement)}`}`.trim(), {
    requirement: requirementOf(requirement),
    action,
  });
}
