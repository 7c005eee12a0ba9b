import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('defaults to the embedded shape under ./data on port 8080', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.databaseUrl).toBe(`sqlite:${path.resolve('data', 'contentforge.db')}`);
    expect(c.trialCredits).toBe(25);
    expect(c.imageEngine).toBe('studio');
    expect(c.copyEngine).toBe('templates');
    expect(c.allowPrivateTargets).toBe(false);
  });

  it('prices X posts with a link apart only when the operator says so', () => {
    expect(loadConfig({}).publishCosts).not.toHaveProperty('x_with_link');
    const priced = loadConfig({ PUBLISH_COSTS: 'x=3,x_with_link=7' }).publishCosts;
    expect(priced).toMatchObject({ x: 3, x_with_link: 7, threads: 1 });
    expect(() => loadConfig({ PUBLISH_COSTS: 'threads_with_link=7' })).toThrow(/PUBLISH_COSTS .*x_with_link/);
  });

  it('lets command-line values win over the environment', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/a' }, { port: 9100, dataDir: '/tmp/b' });
    expect(c.port).toBe(9100);
    expect(c.publicUrl).toBe('http://localhost:9100');
    expect(c.dataDir).toBe('/tmp/b');
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a whole number between 0 and 65535 \(got "eighty"\)$/],
    [{ PORT: '70000' }, /^PORT must be at most 65535/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL must be an http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres/],
    [{ TRIAL_CREDITS: '-1' }, /^TRIAL_CREDITS /],
    [{ IMAGE_ENGINE: 'dalle' }, /^IMAGE_ENGINE must be studio or openai/],
    [{ IMAGE_ENGINE: 'openai' }, /^OPENAI_API_KEY must be set when IMAGE_ENGINE=openai$/],
    [{ ALLOW_PRIVATE_TARGETS: 'sometimes' }, /^ALLOW_PRIVATE_TARGETS must be true or false/],
    [{ BOOTSTRAP_TOKEN: 'short' }, /^BOOTSTRAP_TOKEN must be 16–255 printable characters/],
    [{ SIGNING_SECRET: 'short' }, /^SIGNING_SECRET must be at least 32 characters/],
    [{ IMAGE_CONCURRENCY: '4' }, /^IMAGE_CONCURRENCY must be below UV_THREADPOOL_SIZE \(4\)/],
    [{ IMAGE_CONCURRENCY: '0' }, /^IMAGE_CONCURRENCY must be at least 1/],
    [
      { JOB_TIMEOUT_SECONDS: '20', DELIVERY_TIMEOUT_SECONDS: '30' },
      /^DELIVERY_TIMEOUT_SECONDS must be at least a second below JOB_TIMEOUT_SECONDS \(20\)/,
    ],
    [{ UPLOAD_IDLE_TIMEOUT_SECONDS: 'soon' }, /^UPLOAD_IDLE_TIMEOUT_SECONDS must be a number of seconds/],
    [{ UPLOAD_REQUEST_TIMEOUT_SECONDS: '0' }, /^UPLOAD_REQUEST_TIMEOUT_SECONDS must be at least 0.1/],
    [
      { REDIS_URL: 'http://127.0.0.1:6379' },
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, like redis:\/\/127\.0\.0\.1:6379$/,
    ],
    [{ REDIS_URL: 'redis://' }, /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [
      { REDIS_KEY_PREFIX: 'two words' },
      /^REDIS_KEY_PREFIX must be 1–100 printable characters without spaces/,
    ],
    [
      { SHUTDOWN_TIMEOUT_SECONDS: 'soon' },
      /^SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds between 0 and 3600/,
    ],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '7200' }, /^SHUTDOWN_TIMEOUT_SECONDS must be at most 3600/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY must be the number of proxies in front of the service/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must be /],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, /^TRUST_PROXY must be /],
    [{ TRUST_PROXY: '11' }, /^TRUST_PROXY must be /],
  ])('stops on %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('believes no proxy unless TRUST_PROXY names how many stand in front, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,fd00::/8,192.168.1.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
      '192.168.1.10',
    ]);
  });

  it('never repeats REDIS_URL in an error: it may hold the password', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache:6379' })).toThrow(
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, like redis:\/\/127\.0\.0\.1:6379$/,
    );
  });

  it('counts per process without REDIS_URL, under the contentforge: prefix with it, and gives a stop 30 s', () => {
    const c = loadConfig({});
    expect(c.redisUrl).toBeUndefined();
    expect(c.redisKeyPrefix).toBe('contentforge:');
    expect(c.shutdownTimeoutMs).toBe(30_000);
    const scaled = loadConfig({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'cf-staging:',
      SHUTDOWN_TIMEOUT_SECONDS: '0',
    });
    expect(scaled.redisUrl).toBe('rediss://:secret@cache.internal:6380/2');
    expect(scaled.redisKeyPrefix).toBe('cf-staging:');
    expect(scaled.shutdownTimeoutMs).toBe(0);
  });

  it("runs image work on half of libuv's thread pool unless told otherwise", () => {
    expect(loadConfig({}).imageConcurrency).toBe(2);
    expect(loadConfig({ UV_THREADPOOL_SIZE: '16' }).imageConcurrency).toBe(8);
    expect(loadConfig({ UV_THREADPOOL_SIZE: '16', IMAGE_CONCURRENCY: '12' }).imageConcurrency).toBe(12);
  });

  it('reads the upload time-outs in seconds, 30 s idle and 10 min whole by default', () => {
    const defaults = loadConfig({});
    expect([defaults.uploadIdleTimeoutMs, defaults.uploadRequestTimeoutMs]).toEqual([30_000, 600_000]);
    const set = loadConfig({ UPLOAD_IDLE_TIMEOUT_SECONDS: '0.25', UPLOAD_REQUEST_TIMEOUT_SECONDS: '90' });
    expect([set.uploadIdleTimeoutMs, set.uploadRequestTimeoutMs]).toEqual([250, 90_000]);
  });

  it('shortens the default delivery time-out under a short job time limit', () => {
    expect(loadConfig({}).deliveryTimeoutMs).toBe(30_000);
    expect(loadConfig({ JOB_TIMEOUT_SECONDS: '10' }).deliveryTimeoutMs).toBe(9_000);
    expect(loadConfig({ JOB_TIMEOUT_SECONDS: '10', DELIVERY_TIMEOUT_SECONDS: '5' }).deliveryTimeoutMs).toBe(
      5_000,
    );
  });

  it('logs requests at debug in the embedded shape and at info in the scaled one, unless told', () => {
    expect(loadConfig({}).requestLogLevel).toBe('debug');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cf' }).requestLogLevel).toBe('info');
    expect(loadConfig({ REQUEST_LOG_LEVEL: 'info' }).requestLogLevel).toBe('info');
    expect(() => loadConfig({ REQUEST_LOG_LEVEL: 'loud' })).toThrow(
      /^REQUEST_LOG_LEVEL must be one of trace, debug, info/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('offers an OAuth platform when both its client id and secret are set, at its real API by default', () => {
    expect(loadConfig({}).oauthApps).toEqual({});
    const c = loadConfig({
      X_CLIENT_ID: 'x-app',
      X_CLIENT_SECRET: 'x-secret',
      PINTEREST_CLIENT_ID: 'p-app',
      PINTEREST_CLIENT_SECRET: 'p-secret',
      PINTEREST_API_URL: 'http://127.0.0.1:4010/',
    });
    expect(c.oauthApps).toEqual({
      x: {
        clientId: 'x-app',
        clientSecret: 'x-secret',
        apiUrl: 'https://api.x.com',
        authUrl: 'https://x.com',
      },
      pinterest: {
        clientId: 'p-app',
        clientSecret: 'p-secret',
        apiUrl: 'http://127.0.0.1:4010',
        authUrl: 'https://www.pinterest.com',
      },
    });
  });

  it('stops on a client id without its secret, and never repeats a client secret', () => {
    expect(() => loadConfig({ TIKTOK_CLIENT_ID: 'app' })).toThrow(
      new ConfigError('TIKTOK_CLIENT_SECRET must be set when TIKTOK_CLIENT_ID is set'),
    );
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: 'shh-very-secret' })).toThrow(
      new ConfigError('LINKEDIN_CLIENT_ID must be set when LINKEDIN_CLIENT_SECRET is set'),
    );
    expect(() => loadConfig({ THREADS_API_URL: 'ftp://threads' })).toThrow(
      /^THREADS_API_URL must be an http\(s\) URL/,
    );
  });

  it('reads the origins a connect may send the browser back to, refusing paths', () => {
    expect(loadConfig({}).connectRedirectOrigins).toEqual([]);
    expect(
      loadConfig({ CONNECT_REDIRECT_ORIGINS: 'https://app.example.com, http://localhost:5173/' })
        .connectRedirectOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ CONNECT_REDIRECT_ORIGINS: 'https://app.example.com/done' })).toThrow(
      /^CONNECT_REDIRECT_ORIGINS must be a comma-separated list of origins/,
    );
  });
});
