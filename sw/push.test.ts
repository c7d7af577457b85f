// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appRoute, parsePush } from './push';

const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) }) as unknown as PushMessageData;

describe('the worker’s push payloads', () => {
  it('keeps a notification’s title, text, route, tag and language', () => {
    expect(parsePush(data({ title: 'Nuevo proyecto para votar', body: 'Huertos', url: '/projects/abc', tag: 'newProjects:/projects/abc', lang: 'es' }))).toEqual({
      title: 'Nuevo proyecto para votar',
      body: 'Huertos',
      url: '/projects/abc',
      tag: 'newProjects:/projects/abc',
      lang: 'es',
    });
  });

  it('opens only this app’s routes, whatever the payload says', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 42, null]) expect(appRoute(url)).toBe('/');
    expect(appRoute('/rewards/abc?x=1')).toBe('/rewards/abc?x=1');
  });

  it('shows nothing for a payload that is not ours', () => {
    expect(parsePush(null)).toBeNull();
    expect(parsePush(data('not json'))).toBeNull();
    expect(parsePush(data({ title: 1, body: 'x' }))).toBeNull();
  });
});
