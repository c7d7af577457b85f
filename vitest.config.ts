import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { LogsCheckLast } from './tests/setup/logs-check-last.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The e2e log check (tests/e2e/logs-after-the-run.test.ts) reads the logs every other file made.
      sequence: { sequencer: LogsCheckLast },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.mjs', 'vite-plugins/**/*.test.ts', 'server/src/**/*.test.ts', 'tests/lint/**/*.test.ts'],
            setupFiles: ['tests/setup/unit.ts'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            globalSetup: ['tests/server/boot-strapi.ts'],
            testTimeout: 30_000,
            hookTimeout: 180_000,
            fileParallelism: false,
          },
        },
        {
          test: {
            name: 'production',
            environment: 'node',
            include: ['tests/production/**/*.test.ts', 'tests/upgrade/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
        {
          test: {
            name: 'cluster',
            environment: 'node',
            include: ['tests/cluster/**/*.test.ts'],
            globalSetup: ['tests/cluster/build-server.ts'],
            testTimeout: 60_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/start-stack.ts'],
            testTimeout: 60_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
        {
          test: {
            // Firefox ESR and WebKitGTK on the same stack as e2e, each browser offline in a network namespace of its own.
            name: 'engines',
            environment: 'node',
            include: ['tests/engines/**/*.test.ts'],
            globalSetup: ['tests/e2e/start-stack.ts'],
            testTimeout: 120_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
