import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy';

const S3 = {
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_BUCKET: 'kelas-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-that-must-not-be-shown',
};

describe('configuration of S3 storage', () => {
  it('is optional, with the region defaulting to us-east-1', () => {
    const config = readConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(readConfig({ ...S3, S3_REGION: 'eu-west-1' })).toMatchObject({ ...S3, S3_REGION: 'eu-west-1' });
  });

  it('refuses a bucket without the rest, naming every missing variable in one message', () => {
    expect(() => readConfig({ S3_BUCKET: 'kelas-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'Invalid configuration: S3_BUCKET is set, so S3_ENDPOINT, S3_SECRET_ACCESS_KEY must be set too',
    );
    // An empty variable counts as unset, as it does for every other setting.
    expect(() => readConfig({ ...S3, S3_ENDPOINT: '' })).toThrow(/so S3_ENDPOINT must be set too$/);
  });

  it('refuses S3 settings without a bucket rather than quietly keeping uploads on local disk', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = S3;
    expect(() => readConfig(withoutBucket)).toThrow(
      'Invalid configuration: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
    );
  });

  it('refuses a malformed endpoint or bucket without repeating the secret', () => {
    let message = '';
    try {
      readConfig({ ...S3, S3_ENDPOINT: 'ftp://files.example', S3_BUCKET: 'Not_A_Bucket' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL');
    expect(message).toContain('S3_BUCKET: S3_BUCKET must be a bucket name');
    expect(message).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });
});

describe('TRUST_PROXY', () => {
  it('takes no proxy, a hop count, or the proxies’ addresses and ranges', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "trust everyone" and malformed addresses with one clear message', () => {
    for (const value of ['true', 'yes', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.2.3']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be 0 \(no proxy\), the number of proxies/,
      );
    }
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts only the nearest hops of a hop count, and passes addresses and "none" through', () => {
    const oneProxy = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    // Hop 0 is the peer (the proxy); the address it appended is taken, anything further left is not.
    expect([oneProxy('10.0.0.1', 0), oneProxy('198.51.100.9', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
