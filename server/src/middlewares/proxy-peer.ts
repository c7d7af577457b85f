import type { Context, Next } from 'koa';

type PeerConfig = { trustedPeers: string[] };

/**
 * With TRUST_PROXY, Koa believes X-Forwarded-For from whoever connects. Our proxies run on this
 * machine (TRUST_PROXY_FROM, loopback by default): a request that reaches Strapi from anywhere
 * else (Strapi bound to a public interface) is its own client, whatever it writes in the header.
 */
export default ({ trustedPeers }: PeerConfig) => {
  const trusted = new Set(trustedPeers);
  return async (ctx: Context, next: Next) => {
    const peer = ctx.socket.remoteAddress ?? '';
    if (ctx.app.proxy && !trusted.has(peer)) ctx.request.ip = peer;
    await next();
  };
};
