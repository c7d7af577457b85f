import type { Core } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { countedWrite } from '../../../lib/metrics/writes';
import { csvStream, type CsvSheet } from './csv-stream';
import { PROBE_HEADER, probedPaging, probesEnabled, probeState, releaseProbe } from './export-probe';
import { CAMPAIGN_ACTIONS } from './permissions';
import { projectDays, projectTallies } from './projects';
import { rewardFigures } from './rewards';
import { rewardEntryPage, rewardEntryPages, rewardSignUpPage, rewardSignUpPages, rewardWinners } from './lists';
import { pageAsked } from './paging';
import { correctBalance } from './corrections';
import { cancelEntry } from './cancellations';
import { markPrizesDelivered } from './deliveries';
import { memberAccount } from './members';
import { extendPremium, premiumAccount, resendGift } from './premium';
import { revokeMemberVerification, verificationOverview } from './verification';
import { importCensus } from '../../../lib/eligibility/census/upload';
import { generateCodes, MAX_CODES } from '../../../lib/eligibility/codes/generate';
import { documentTitles } from './titles';
import { entriesCsv, projectDaysCsv, projectsCsv, rewardsCsv, signUpsCsv, winnersCsv } from './exports';

type Ctx = {
  req: import('node:http').IncomingMessage;
  is(type: string): string | false | null;
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { email?: string } };
  status: number;
  body: unknown;
  set(name: string, value: string): void;
  attachment(name: string): void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** A guard against a pasted number gone wrong (a phone number, say), not a budget: load tests grant millions. */
const MAX_CORRECTION = 10_000_000;

const CorrectionSchema = yup.object({
  email: yup.string().strict().required().max(255),
  amount: yup.number().strict().required().integer().min(-MAX_CORRECTION).max(MAX_CORRECTION).notOneOf([0], 'no puede ser cero'),
  note: yup.string().strict().trim().required('di por qué').min(3, 'di por qué').max(300),
  requestId: yup.string().strict().required().matches(UUID, 'must be a UUID'),
});
const CancelSchema = yup.object({ note: yup.string().strict().trim().required('di por qué').min(3, 'di por qué').max(300) });
const note = () => yup.string().strict().trim().required('di por qué').min(3, 'di por qué').max(300);
const requestId = () => yup.string().strict().required().matches(UUID, 'must be a UUID');
/** At most a year at a time: a courtesy, not a way to hand out Premium for good. */
const ExtendSchema = yup.object({
  email: yup.string().strict().required().max(500),
  days: yup.number().strict().required().integer().min(1).max(366),
  note: note(),
  requestId: requestId(),
});
const ResendSchema = yup.object({ note: note(), requestId: requestId() });
const CodesSchema = yup.object({ count: yup.number().strict().required().integer().min(1).max(MAX_CODES), label: yup.string().strict().trim().required('ponle un nombre').min(1).max(120) });
const RevokeSchema = yup.object({ email: yup.string().strict().required().max(500), note: note() });

const wantsCsv = (ctx: Ctx) => ctx.query.format === 'csv';

/**
 * A spreadsheet file, streamed (csv-stream.ts): its rows are read as the client takes them, so a
 * reward's million entries leave with memory flat, and its first bytes before its last row is read.
 */
function sendCsv(ctx: Ctx, name: string, sheet: CsvSheet) {
  ctx.set('Cache-Control', 'no-store');
  ctx.attachment(`${name}.csv`);
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.body = csvStream(sheet);
}

function sendJson(ctx: Ctx, data: unknown, meta?: Record<string, unknown>) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = meta ? { data, meta } : { data };
}

/** `?format=csv` answers the list as a spreadsheet file; anything else, as JSON. */
const answer = <T>(ctx: Ctx, name: string, data: T, csv: (data: T) => CsvSheet) => (wantsCsv(ctx) ? sendCsv(ctx, name, csv(data)) : sendJson(ctx, data));

const validId = async (value: string | undefined) => {
  if (!(await documentId().isValid(value))) throw refusal(400, 'validation.invalid', 'Not a documentId');
  return value as string;
};
const editorOf = (ctx: Ctx) => ctx.state.user?.email ?? 'desconocido';
const stamp = () => new Date().toISOString().slice(0, 10);

const can = (action: string) => ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [action] } }];

/** The campaign view's admin API, under /campaign, for signed-in editors holding its permissions. */
export function mountCampaignRoutes(strapi: Core.Strapi) {
  const read = { policies: can(CAMPAIGN_ACTIONS.read) };
  const verify = { policies: can(CAMPAIGN_ACTIONS.verify) };
  const correct = { policies: can(CAMPAIGN_ACTIONS.correct) };
  const route = (method: 'GET' | 'POST', path: string, config: object, handler: (ctx: Ctx) => Promise<void>): Core.Route => ({
    method,
    path,
    // Strapi types a handler's context as Koa's, which lacks the `params` its router always sets.
    handler: handler as unknown as Core.Route['handler'],
    config,
    info: { type: 'admin' },
  });

  strapi.server.routes({
    type: 'admin',
    prefix: '/campaign',
    routes: [
      route('GET', '/projects', read, async (ctx) => {
        const projects = await projectTallies(strapi);
        answer(ctx, `votos-por-proyecto-${stamp()}`, projects, projectsCsv);
      }),
      route('GET', '/projects/:id/days', read, async (ctx) => {
        const days = await projectDays(strapi, await validId(ctx.params.id));
        answer(ctx, `votos-por-dia-${stamp()}`, days, projectDaysCsv);
      }),
      route('GET', '/titles', read, async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: await documentTitles(strapi) };
      }),
      route('GET', '/rewards', read, async (ctx) => {
        const rewards = await rewardFigures(strapi);
        answer(ctx, `premios-${stamp()}`, rewards, rewardsCsv);
      }),
      route('GET', '/rewards/:id/entries', read, async (ctx) => {
        const id = await validId(ctx.params.id);
        if (wantsCsv(ctx)) return sendCsv(ctx, `participaciones-${stamp()}`, entriesCsv(rewardEntryPages(strapi, id, probedPaging(ctx.req.headers[PROBE_HEADER]))));
        const { entries, page } = await rewardEntryPage(strapi, id, pageAsked(ctx.query));
        sendJson(ctx, entries, { page });
      }),
      route('GET', '/rewards/:id/sign-ups', read, async (ctx) => {
        const id = await validId(ctx.params.id);
        if (wantsCsv(ctx)) return sendCsv(ctx, `inscripciones-${stamp()}`, signUpsCsv(await rewardSignUpPages(strapi, id, probedPaging(ctx.req.headers[PROBE_HEADER]))));
        const { list, page } = await rewardSignUpPage(strapi, id, pageAsked(ctx.query));
        sendJson(ctx, list, { page });
      }),
      route('GET', '/rewards/:id/winners', read, async (ctx) => {
        const winners = await rewardWinners(strapi, await validId(ctx.params.id));
        answer(ctx, `ganadores-${stamp()}`, winners, winnersCsv);
      }),
      route('GET', '/members', correct, async (ctx) => {
        const email = typeof ctx.query.email === 'string' ? ctx.query.email : '';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: await memberAccount(strapi, email) };
      }),
      route('POST', '/corrections', correct, async (ctx) => {
        const done = await countedWrite(
          'other',
          async () => {
            const body = await validBody(CorrectionSchema, ctx.request.body);
            const member = await memberAccount(strapi, body.email);
            return correctBalance(strapi, { memberId: member.id, amount: body.amount, note: body.note.trim(), requestId: body.requestId.toLowerCase(), editor: editorOf(ctx) });
          },
          (result) => result.replayed,
        );
        ctx.status = done.replayed ? 200 : 201;
        ctx.body = { data: { balance: done.balance }, meta: { replayed: done.replayed } };
      }),
      route('POST', '/rewards/:id/delivered', correct, async (ctx) => {
        ctx.body = { data: await markPrizesDelivered(strapi, await validId(ctx.params.id)) };
      }),
      route('GET', '/premium', correct, async (ctx) => {
        const email = typeof ctx.query.email === 'string' ? ctx.query.email : '';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: await premiumAccount(strapi, email) };
      }),
      route('POST', '/premium', correct, async (ctx) => {
        const done = await countedWrite(
          'other',
          async () => {
            const body = await validBody(ExtendSchema, ctx.request.body);
            return extendPremium(strapi, body.email, body.days, { note: body.note.trim(), requestId: body.requestId.toLowerCase(), editor: editorOf(ctx) });
          },
          (result) => result.replayed,
        );
        ctx.status = done.replayed ? 200 : 201;
        ctx.body = { data: { premiumUntil: done.premiumUntil }, meta: { replayed: done.replayed } };
      }),
      route('POST', '/gifts/:id/resend', correct, async (ctx) => {
        const done = await countedWrite(
          'other',
          async () => {
            const body = await validBody(ResendSchema, ctx.request.body);
            return resendGift(strapi, await validId(ctx.params.id), { note: body.note.trim(), requestId: body.requestId.toLowerCase(), editor: editorOf(ctx) });
          },
          (result) => result.replayed,
        );
        ctx.status = done.replayed ? 200 : 201;
        ctx.body = { data: { outcome: done.outcome }, meta: { replayed: done.replayed } };
      }),
      route('GET', '/verification', verify, async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: await verificationOverview(strapi) };
      }),
      // The census arrives as the file's bytes (application/octet-stream), read as it comes: never
      // parsed into memory by the body parser (middlewares/body-limits.ts lets it through, up to its size).
      route('POST', '/census', verify, async (ctx) => {
        if (!ctx.is('application/octet-stream')) throw refusal(415, 'census.type', 'Send the census file as application/octet-stream');
        const whenUnlisted = ctx.query.whenUnlisted;
        if (whenUnlisted !== 'keep' && whenUnlisted !== 'revoke') throw refusal(400, 'census.whenUnlisted', 'Di qué pasa con quien ya no está en el censo: whenUnlisted=keep o revoke');
        ctx.status = 201;
        ctx.body = { data: await importCensus(strapi, ctx.req, { whenUnlisted, editor: editorOf(ctx) }) };
      }),
      route('POST', '/codes', verify, async (ctx) => {
        const body = await validBody(CodesSchema, ctx.request.body);
        ctx.set('Cache-Control', 'no-store');
        ctx.status = 201;
        ctx.body = { data: await generateCodes(strapi, { count: body.count, label: body.label.trim(), editor: editorOf(ctx) }) };
      }),
      route('POST', '/verification/revoke', verify, async (ctx) => {
        const body = await validBody(RevokeSchema, ctx.request.body);
        ctx.body = { data: await revokeMemberVerification(strapi, body.email, { editor: editorOf(ctx), note: body.note.trim() }) };
      }),
      // The server tests' seam on a streamed export (export-probe.ts): mounted in tests alone.
      ...(probesEnabled()
        ? [
            route('GET', '/dev/exports/:name', read, async (ctx) => {
              ctx.body = { data: probeState(ctx.params.name ?? '') };
            }),
            route('POST', '/dev/exports/:name/release', read, async (ctx) => {
              ctx.body = { data: { released: releaseProbe(ctx.params.name ?? '') } };
            }),
          ]
        : []),
      route('POST', '/entries/:id/cancel', correct, async (ctx) => {
        const body = await validBody(CancelSchema, ctx.request.body);
        ctx.body = { data: await cancelEntry(strapi, await validId(ctx.params.id), { editor: editorOf(ctx), note: body.note.trim() }) };
      }),
    ],
  });
}
