// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberActions, memberRoutes } from './member-routes';
import { memberToken } from './member-token-strategy';

const STRATEGIES = [memberToken, 'api-token', 'users-permissions'];

describe('routes opting into the member strategy', () => {
  it('puts the member strategy first and keeps what else a route says of its authentication', () => {
    const [scoped, open, plain] = memberRoutes([
      { method: 'GET', path: '/a', handler: 'a.find', config: { auth: { scope: ['api::a.a.find'] }, policies: ['p'] } },
      { method: 'GET', path: '/b', handler: 'b.find', config: { auth: false as const } },
      { method: 'GET', path: '/c', handler: 'c.find' },
    ]);
    expect(scoped!.config).toEqual({ auth: { scope: ['api::a.a.find'], strategies: STRATEGIES }, policies: ['p'] });
    expect(open!.config).toEqual({ auth: false });
    expect(plain!.config).toEqual({ auth: { strategies: STRATEGIES } });
  });

  it("gives each action its own object (Strapi writes the route's scope into it)", () => {
    const config = memberActions(['find', 'findOne'], { find: { middlewares: ['m'] } });
    expect(config.find).toEqual({ middlewares: ['m'], auth: { strategies: STRATEGIES } });
    expect(config.find!.auth).not.toBe(config.findOne!.auth);
  });
});
