import type { FastifyInstance } from 'fastify';
import { SITE_APP_PREFIX, domainParam, type DomainResponse } from '../../shared/api/siteApp.ts';
import type { Database } from '../db/database.ts';
import { CODES, sendData, sendErrors } from '../http/present.ts';
import { companyForDomain } from '../services/organisation.ts';

/** The site app (spec §7): which company a domain belongs to. Menus come with sign-in. */
export function registerSiteAppRoutes(app: FastifyInstance, database: Database): void {
  app.get<{ Params: { domain: string } }>(`${SITE_APP_PREFIX}/domains/:domain`, async (request, reply) => {
    const domain = domainParam.safeParse(request.params.domain);
    if (!domain.success) return sendErrors(reply, 400, { code: CODES.badRequest, msg: 'The domain is not a valid host name.' });
    const compNo = await companyForDomain(database.db, domain.data);
    if (compNo === undefined) return sendErrors(reply, 404, { code: CODES.notFound, msg: 'No company is registered for this domain.' });
    return sendData(reply, { COMP_NO: compNo } satisfies DomainResponse);
  });
}
