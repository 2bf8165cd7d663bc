import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export const DEFAULT_COMPANY_NAME = 'Tactile Studio';

/**
 * A fresh install serves one company and one site, on the domain it is
 * reached at. Safe to run at every start and from several processes.
 */
export async function ensureDefaultOrganisation(db: Kysely<DB>, domain: string): Promise<{ compNo: number; siteNo: number }> {
  const normalised = domain.toLowerCase();
  await db.insertInto('companies').values({ name: DEFAULT_COMPANY_NAME, domain: normalised }).onConflict((c) => c.column('domain').doNothing()).execute();
  const company = await db.selectFrom('companies').select('comp_no').where('domain', '=', normalised).executeTakeFirstOrThrow();
  const site = await db.selectFrom('sites').select('site_no').where('comp_no', '=', company.comp_no).orderBy('site_no').executeTakeFirst();
  if (site) return { compNo: company.comp_no, siteNo: site.site_no };
  const created = await db.insertInto('sites').values({ comp_no: company.comp_no, name: DEFAULT_COMPANY_NAME }).returning('site_no').executeTakeFirstOrThrow();
  return { compNo: company.comp_no, siteNo: created.site_no };
}

/** The company that serves a domain and its first site, if any (domains compare without case). */
export async function companyForDomain(db: Kysely<DB>, domain: string): Promise<{ compNo: number; siteNo: number } | undefined> {
  const row = await db
    .selectFrom('companies')
    .innerJoin('sites', 'sites.comp_no', 'companies.comp_no')
    .select(['companies.comp_no', 'sites.site_no'])
    .where('companies.domain', '=', domain.toLowerCase())
    .orderBy('sites.site_no')
    .executeTakeFirst();
  return row && { compNo: row.comp_no, siteNo: row.site_no };
}

/** Whether a site belongs to a company (the menus path names both). */
export async function siteOfCompany(db: Kysely<DB>, siteNo: number, compNo: number): Promise<boolean> {
  const row = await db.selectFrom('sites').select('site_no').where('site_no', '=', siteNo).where('comp_no', '=', compNo).executeTakeFirst();
  return row !== undefined;
}
