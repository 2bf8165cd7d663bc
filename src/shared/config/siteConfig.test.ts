import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, siteConfigFromEnv, siteConfigSchema } from './siteConfig.ts';

describe('siteConfigFromEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(siteConfigFromEnv({})).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes each link from its environment variable', () => {
    const config = siteConfigFromEnv({ SUPPORT_URL: 'https://help.school.example/', RESOURCE_ROOM_URL: 'http://room.example/' });
    expect(config.supportUrl).toBe('https://help.school.example/');
    expect(config.koreanLinks.resourceRoom).toBe('http://room.example/');
    expect(config.mobileAppUrl).toBe(DEFAULT_SITE_CONFIG.mobileAppUrl);
  });

  it('refuses a link that is not http or https', () => {
    expect(() => siteConfigFromEnv({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/supportUrl/);
    expect(() => siteConfigFromEnv({ TERMS_URL: 'not a url' })).toThrow(/termsUrl/);
  });

  it('rejects a served configuration with missing links', () => {
    expect(siteConfigSchema.safeParse({ supportUrl: 'https://a.example/' }).success).toBe(false);
  });
});
