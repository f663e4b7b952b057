/**
 * Contract §2.16 PF1–PF6. PF1 is open to every signed-in user for their own reviews (spec: each
 * employee sees the reviews written about them); reading someone else's needs
 * GET_ALL_PERFORMANCE_OF_EMPLOYEE and a reason (their manager, or GET_ALL_PERFORMANCES), checked in
 * the operation. `reviewerId` in PF2's query is accepted and ignored: the reviewer is the caller.
 */
import type { FastifyInstance } from 'fastify';
import { registry } from '../../generated/registry.ts';
import {
  addReview,
  editReview,
  everyReview,
  removeReview,
  reviewsAboutEmployee,
  reviewsWrittenBy,
} from '../operations/performance.ts';
import { bodySchema } from '../schemaViews.ts';
import type { FeatureOptions } from './features.ts';
import { idParams, nullable, protectedErrors } from '../wire.ts';
import { say } from '../messages.ts';

const reviewRow = {
  type: 'object',
  properties: {
    performanceId: { type: 'integer' },
    firstName: nullable('string'),
    lastName: nullable('string'),
    employeeCode: nullable('string'),
    reviewDate: nullable('string'),
    rating: nullable('string'),
    comment: nullable('string'),
    reviewerFirstName: nullable('string'),
    reviewerLastName: nullable('string'),
    reviewerEmployeeCode: nullable('string'),
  },
} as const;
const list = { type: 'array', items: reviewRow } as const;
const envelope = (key: string, payload: object) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, [key]: payload },
});
const reviewQuery = {
  type: 'object',
  required: ['performanceId'],
  properties: { performanceId: { type: 'integer', minimum: 1 } },
  errorMessage: {
    required: 'performanceId is required.',
    properties: { performanceId: 'performanceId must be a positive whole number.' },
  },
};

export async function performanceRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const schema = registry.performance;

  app.get<{ Params: { employeeId: number } }>(
    '/api/v1/performance/employee/:employeeId',
    {
      config: { access: 'signedIn' },
      schema: { params: idParams('employeeId'), response: { 200: list, ...protectedErrors } },
    },
    async (request) => reviewsAboutEmployee(db, request.principal, request.params.employeeId),
  );

  app.post<{ Querystring: { employeeId: number }; Body: { rating: string; comment: string } }>(
    '/api/v1/performance',
    {
      config: { privilege: 'ADD_EMPLOYEE_PERFORMANCE' },
      schema: {
        querystring: {
          type: 'object',
          required: ['employeeId'],
          properties: { employeeId: { type: 'integer', minimum: 1 }, reviewerId: {} },
          errorMessage: {
            required: 'employeeId is required.',
            properties: { employeeId: 'employeeId must be a positive whole number.' },
          },
        },
        body: bodySchema(schema, false),
        response: { 201: envelope('performance', reviewRow), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const review = await addReview(db, request.principal, request.query.employeeId, request.body);
      return reply
        .code(201)
        .send({ success: true, message: say(reply, 'review.added'), performance: review });
    },
  );

  app.get(
    '/api/v1/performance',
    {
      config: { privilege: 'GET_ALL_PERFORMANCES' },
      schema: { response: { 200: envelope('performanceList', list), ...protectedErrors } },
    },
    async (_request, reply) => ({
      success: true,
      message: say(reply, 'review.list_fetched'),
      performanceList: await everyReview(db),
    }),
  );

  app.get<{ Params: { reviewerId: number } }>(
    '/api/v1/performance/reviewer/:reviewerId',
    {
      config: { privilege: 'GET_PERFORMANCE_BY_REVIEWER' },
      schema: {
        params: idParams('reviewerId'),
        response: { 200: envelope('performanceList', list), ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'review.list_fetched'),
      performanceList: await reviewsWrittenBy(db, request.principal, request.params.reviewerId),
    }),
  );

  app.patch<{
    Querystring: { performanceId: number };
    Body: { rating?: string; comment?: string };
  }>(
    '/api/v1/performance',
    {
      config: { privilege: 'ADD_EMPLOYEE_PERFORMANCE' },
      schema: {
        querystring: reviewQuery,
        body: bodySchema(schema, true),
        response: protectedErrors,
      },
    },
    async (request, reply) => {
      await editReview(db, request.principal, request.query.performanceId, request.body);
      return reply.code(204).send();
    },
  );

  app.delete<{ Querystring: { performanceId: number } }>(
    '/api/v1/performance',
    {
      config: { privilege: 'DELETE_PERFORMANCE_RECORD' },
      schema: { querystring: reviewQuery, response: protectedErrors },
    },
    async (request, reply) => {
      await removeReview(db, request.principal, request.query.performanceId);
      return reply.code(204).send();
    },
  );
}
