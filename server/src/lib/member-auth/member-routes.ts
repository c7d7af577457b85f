import { memberToken } from './member-token-strategy';

/**
 * A content-API route a signed-in member calls opts into the member-token strategy first; Strapi's
 * own API-token and users-permissions strategies decide everything else, as they would without it.
 * A new object each time: Strapi writes the route's scope into its `auth` when it registers it.
 */
export const memberAuth = () => ({ strategies: [memberToken, 'api-token', 'users-permissions'] });

type ActionConfig = Record<string, unknown> & { auth?: false | Record<string, unknown> };
type Route = { method: string; path: string; handler: string; config?: ActionConfig };

/** A route's config with the member strategies first, anything else its `auth` says (a scope) kept. */
const optedIn = (config: ActionConfig = {}): ActionConfig => ({ ...config, auth: { ...(config.auth || {}), ...memberAuth() } });

/** A core router's per-action config in which every action listed opts in (`memberAuth`). */
export function memberActions<Action extends string>(actions: readonly Action[], config: Partial<Record<Action, ActionConfig>> = {}) {
  return Object.fromEntries(actions.map((action) => [action, optedIn(config[action])])) as Record<Action, Record<string, unknown>>;
}

/** Custom routes, each opting in unless it takes no authentication at all (`auth: false`). */
export function memberRoutes<R extends Route>(routes: R[]): R[] {
  return routes.map((route) => (route.config?.auth === false ? route : { ...route, config: optedIn(route.config) }));
}
