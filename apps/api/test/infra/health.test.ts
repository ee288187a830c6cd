import { describe, expect, it } from 'vitest';
import { isGstin } from '@raahi/contract/rules/gstin';
import { loadConfig } from '../../src/config.ts';
import { createTestApp } from '../helpers/test-app.ts';

describe('health and readiness', () => {
  it('reports ready while the database answers and 503 once it does not', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The database is not reachable.');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.close();
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      skipSeed: false,
      production: false,
      allowedOrigins: [],
      trustProxy: false,
      sessionSecret: undefined,
      apiDocs: true,
      cookieSameSite: 'lax',
      rateLimitPerMinute: 3000,
      rateLimitPerAccountPerMinute: 600,
      backgroundJobs: true,
      metricsAllow: ['127.0.0.0/8', '::1'],
      s3: undefined,
    });
  });

  it('reads the grievance officer', () => {
    const c = loadConfig({
      GRIEVANCE_OFFICER_NAME: 'S. Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievances@raahi.in',
      GRIEVANCE_OFFICER_PHONE: '+91 80 1234 5678',
    });
    expect(c.grievanceOfficer).toEqual({ name: 'S. Iyer', email: 'grievances@raahi.in', phone: '+91 80 1234 5678' });
  });

  it("invoices as a supplier whose demo GSTIN passes the GST network's check", () => {
    expect(isGstin(loadConfig({}).supplier.gstin)).toBe(true);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      ALLOWED_ORIGINS: 'https://raahi.in, https://www.raahi.in/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SKIP_SEED: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 's'.repeat(40),
      API_DOCS: 'false',
      COOKIE_SAME_SITE: 'none',
      RATE_LIMIT_PER_MINUTE: '9000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '120',
      BACKGROUND_JOBS: 'false',
      METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7',
      S3_BUCKET: 'raahi-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
      SMTP_URL: 'smtp://mailer:pa55@smtp.raahi.in:587',
      MAIL_FROM: 'Raahi <hello@raahi.in>',
      PUBLIC_ORIGIN: 'https://raahi.in/',
    });
    expect(c).toMatchObject({
      mail: { smtpUrl: 'smtp://mailer:pa55@smtp.raahi.in:587', from: 'Raahi <hello@raahi.in>' },
      publicOrigin: 'https://raahi.in',
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      allowedOrigins: ['https://raahi.in', 'https://www.raahi.in'],
      redisUrl: 'redis://127.0.0.1:6379',
      skipSeed: true,
      production: true,
      logLevel: 'warn',
      sessionSecret: 's'.repeat(40),
      apiDocs: false,
      cookieSameSite: 'none',
      rateLimitPerMinute: 9000,
      rateLimitPerAccountPerMinute: 120,
      backgroundJobs: false,
      metricsAllow: ['10.0.0.0/8', '192.168.1.7'],
      s3: {
        bucket: 'raahi-pictures',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-south-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
    });
  });

  it('takes an S3 bucket alone, in us-east-1 with the SDK finding credentials, and ignores stray AWS keys without one', () => {
    expect(loadConfig({ S3_BUCKET: 'raahi-pictures' }).s3).toEqual({
      bucket: 'raahi-pictures',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'key' }).s3).toBeUndefined();
    expect(loadConfig({ METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
    // no SMTP server: mail is kept in the outbox
    expect(loadConfig({ PORT: '4000' })).toMatchObject({ mail: { smtpUrl: undefined } });
  });

  it("takes the site's public address as an origin, or leaves it to each request", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Raahi.in/' }).publicOrigin).toBe('https://raahi.in');
    expect(loadConfig({ PUBLIC_ORIGIN: '' }).publicOrigin).toBeUndefined();
    expect(loadConfig({}).publicOrigin).toBeUndefined();
  });

  it.each([
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ ALLOWED_ORIGINS: 'not a url' }, /ALLOWED_ORIGINS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SKIP_SEED: 'perhaps' }, /SKIP_SEED/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: '0' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1, proxy.internal' }, /TRUST_PROXY/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [{ API_DOCS: 'sometimes' }, /API_DOCS/],
    [{ COOKIE_SAME_SITE: 'loose' }, /COOKIE_SAME_SITE must be lax, strict or none/],
    [{ COOKIE_SAME_SITE: 'none' }, /COOKIE_SAME_SITE none needs NODE_ENV=production/],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, /RATE_LIMIT_PER_MINUTE/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE/],
    [{ RATE_LIMIT_PER_MINUTE: '12.5' }, /RATE_LIMIT_PER_MINUTE must be a whole number/],
    [{ RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '-3' }, /RATE_LIMIT_PER_ACCOUNT_PER_MINUTE/],
    [{ BACKGROUND_JOBS: 'maybe' }, /BACKGROUND_JOBS/],
    [{ METRICS_ALLOW: 'everyone' }, /METRICS_ALLOW must be a comma-separated list/],
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ PUBLIC_ORIGIN: 'raahi.in' }, /PUBLIC_ORIGIN must be the site's address/],
    [{ PUBLIC_ORIGIN: 'https://raahi.in/shop' }, /PUBLIC_ORIGIN must be the site's address/],
    [{ S3_BUCKET: 'raahi', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be a URL/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET must be set/],
    [{ S3_BUCKET: 'raahi', AWS_ACCESS_KEY_ID: 'key' }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/],
    [{ SMTP_URL: 'mail.raahi.in:25' }, /SMTP_URL must be a URL like smtp:/],
    [{ SMTP_URL: 'http://mail.raahi.in' }, /SMTP_URL/],
    [{ PUBLIC_ORIGIN: 'raahi.in' }, /PUBLIC_ORIGIN must be the site's address/],
    [{ GRIEVANCE_OFFICER_EMAIL: 'officer' }, /GRIEVANCE_OFFICER_EMAIL must be an email address/],
    [{ INVOICE_SUPPLIER_GSTIN: '29AABCR1234M1Z2' }, /INVOICE_SUPPLIER_GSTIN must be a 15-character GSTIN with its check character/],
  ])('refuses %o with one line naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
