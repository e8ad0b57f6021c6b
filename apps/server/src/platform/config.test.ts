import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/ibh-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      devMail: true,
    });
    expect(config.database.url).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });

  it('requires SECRET_KEY in production and turns demo data and /dev/mail off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config).toMatchObject({ isProduction: true, seedDemo: false, devMail: false });
  });

  it('treats empty variables as unset and selects adapters from what is set', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: '',
      S3_BUCKET: 'ibh',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://ibh.example/',
    });
    expect(config.database.url).toBeUndefined();
    expect(config.s3).toMatchObject({
      bucket: 'ibh',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(config.mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.publicUrl).toBe('https://ibh.example');
  });
});
