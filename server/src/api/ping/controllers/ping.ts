export default {
  ping(ctx: any) {
    ctx.body = { ok: true };
  },
};
