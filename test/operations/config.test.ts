import { spawnSync } from 'node:child_process';
import test from 'ava';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { REPO_ROOT } from '../support/server-process.ts';

test('defaults: port 3000, embedded database in ./data, Redis on localhost', (t) => {
  const config = loadConfig({});
  t.is(config.port, 3000);
  t.is(config.databaseUrl, undefined);
  t.true(config.embeddedDatabaseDir.endsWith('data/pglite'));
  t.is(config.redisUrl, 'redis://127.0.0.1:6379');
  t.true(config.redisUrlIsDefault);
});

test('worker warm-up: auto is on except under NODE_ENV=test; on and off are explicit', (t) => {
  t.true(loadConfig({}).pool.warmUp);
  t.false(loadConfig({ NODE_ENV: 'test' }).pool.warmUp);
  t.true(loadConfig({ NODE_ENV: 'test', WORKER_WARM_UP: 'on' }).pool.warmUp);
  t.false(loadConfig({ WORKER_WARM_UP: 'off' }).pool.warmUp);
});

test('calculation threads: a 96 MB young generation unless POOL_YOUNG_GENERATION_MB says otherwise', (t) => {
  t.is(loadConfig({}).pool.youngGenerationMb, 96);
  t.is(loadConfig({ POOL_YOUNG_GENERATION_MB: '192' }).pool.youngGenerationMb, 192);
});

test('webhook sweep every 30 s and admin socket answers within 30 s unless WEBHOOK_SWEEP_INTERVAL_MS and ADMIN_TIMEOUT_MS say otherwise', (t) => {
  t.is(loadConfig({}).webhooks.sweepIntervalMs, 30_000);
  t.is(loadConfig({ WEBHOOK_SWEEP_INTERVAL_MS: '500' }).webhooks.sweepIntervalMs, 500);
  t.is(loadConfig({}).adminTimeoutMs, 30_000);
  t.is(loadConfig({ ADMIN_TIMEOUT_MS: '2500' }).adminTimeoutMs, 2500);
});

test('each bad value is named with what it expects', (t) => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT must be an integer from 0 to 65535/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a URL starting with redis:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ POOL_THREADS: '0' }, /POOL_THREADS must be an integer from 1/],
    [{ MONTHLY_QUOTA: '-5' }, /MONTHLY_QUOTA must be an integer/],
    [{ POOL_YOUNG_GENERATION_MB: '4' }, /POOL_YOUNG_GENERATION_MB must be an integer from 8 to 1024/],
    [{ WORKER_WARM_UP: 'yes' }, /WORKER_WARM_UP must be one of auto, on, off \(got "yes"\)/],
    [
      { WEBHOOK_SWEEP_INTERVAL_MS: '50' },
      /WEBHOOK_SWEEP_INTERVAL_MS must be an integer from 100 to 3600000 \(got "50"\)/,
    ],
    [{ WEBHOOK_SWEEP_INTERVAL_MS: '1s' }, /WEBHOOK_SWEEP_INTERVAL_MS must be an integer/],
    [{ ADMIN_TIMEOUT_MS: '0' }, /ADMIN_TIMEOUT_MS must be an integer from 100 to 3600000 \(got "0"\)/],
  ];
  for (const [env, message] of cases) {
    const error = t.throws(() => loadConfig(env), { instanceOf: ConfigError });
    t.regex(error!.message, message);
  }
  const several = t.throws(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }), { instanceOf: ConfigError });
  t.is((several as ConfigError).problems.length, 2);
});

test('the process stops at start-up on a bad value, naming the variable', (t) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: 'abc' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  t.is(result.status, 1);
  t.regex(result.stderr, /PORT must be an integer from 0 to 65535 \(got "abc"\)/);
});

test('the report worker process stops at start-up on a bad webhook setting, naming it', (t) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'workers/reports.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEBHOOK_SWEEP_INTERVAL_MS: '5' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  t.is(result.status, 1);
  t.regex(result.stderr, /WEBHOOK_SWEEP_INTERVAL_MS must be an integer from 100 to 3600000 \(got "5"\)/);
});
