/**
 * An employee's photo itself (contract §2.2; the list and the info page show it). Every other
 * employee operation is the employee schema's, answered by its hook file
 * (resources/employee/employee.server.ts); this one is open to any signed-in colleague rather than
 * to a privilege, with a token or through the signed link the answers carry (imageLinks.ts), which
 * an <img> can load, and served so no browser sniffs it into anything else.
 */
import type { FastifyInstance } from 'fastify';
import { photoOf } from '../operations/employees.ts';
import { imageLinkQuery, sendLinkedImage } from '../uploads/imageLinks.ts';
import { apiPath, idParams, protectedErrors } from '../http/wire.ts';
import type { FeatureOptions } from './registrar.ts';

export async function employeeRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  app.get<{ Params: { employeeId: number } }>(
    apiPath('/employee/{employeeId}/photo'),
    {
      config: { access: 'signedIn', imageLink: 'photo' },
      schema: {
        params: idParams('employeeId'),
        querystring: imageLinkQuery,
        response: { ...protectedErrors },
      },
    },
    async (request, reply) =>
      sendLinkedImage(request, reply, () => photoOf(db, request.params.employeeId)),
  );
}
