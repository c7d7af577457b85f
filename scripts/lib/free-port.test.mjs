// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freePort } from './server-process.mjs';

describe('freePort', () => {
  it('never hands out the same port twice, though the system may offer a closed probe’s port again', async () => {
    const ports = [];
    for (let i = 0; i < 200; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
