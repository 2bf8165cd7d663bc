import { z } from 'zod/mini';

// Site app calls (spec §7). Answers carry UPPER_SNAKE keys inside `data`.
export const SITE_APP_PREFIX = '/site-app/v1';

/** GET /site-app/v1/domains/{domain} → the company that serves this domain. */
export const domainPath = (domain: string) => `${SITE_APP_PREFIX}/domains/${encodeURIComponent(domain)}`;

/** A host name as browsers send it: letters, digits, dots and hyphens, at most 253 characters. */
export const domainParam = z.string().check(z.maxLength(253), z.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i));

export const domainResponse = z.object({ COMP_NO: z.number() });
export type DomainResponse = z.infer<typeof domainResponse>;
