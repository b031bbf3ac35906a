import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseStoredAddress, toAddressAnswer } from '#shared/addresses/address-input.schema.ts';
import { homeCountry } from '#shared/addresses/home-country.ts';
import { profileSchema, type Profile, userSummarySchema } from '#shared/accounts/account.schema.ts';
import { profileUpdateSchema } from '#shared/accounts/profile-update.schema.ts';
import { type AdminCandidate, isAdmin } from '#shared/accounts/admin-rule.ts';
import { messages } from '#shared/messages.ts';
import { badRequest, conflict, forbidden, notFound, parseOrBadRequest, unauthorized } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers, errorSchema } from '../../http/schemas.ts';
import { accessTokenOf } from './access-token.ts';
import { findUserByEmail, listUsers, promoteToAdmin, removeUser, saveProfile } from './users.repository.ts';
import {
  accessTokenAnswerSchema,
  adminCheckAnswerSchema,
  deletedAnswerSchema,
  modifiedAnswerSchema,
} from '#shared/answers.schema.ts';

const emailParams = z.object({
  email: z
    .string()
    .min(1)
    .max(254)
    .transform((email) => email.trim().toLowerCase()),
});
// docs/product/api.md#original-api uses PUT /user/{email} for two things: `{email}` alone asks for a token, a body with
// profile fields updates the profile.
const putUserBody = z.looseObject({ email: z.string().max(254).optional() });
const errors = errorAnswers(400, 401, 403, 404);
const bearer = bearerSecurity;

/** Accounts API of docs/product/api.md#original-api with the access rules of docs/product/rules.md#who-may-call-what. */
/** The profile's saved ship-to, structured; one saved only as text reads as line1 in the home country. */
function savedShipTo(json: string | null, text: string | null): Profile['shipTo'] {
  if (!json && !text?.trim()) return null;
  return toAddressAnswer(parseStoredAddress(json, text ?? '', homeCountry), text ?? '');
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminEmails } = app.config;
  const roleOf = (user: AdminCandidate) => (isAdmin(user, adminEmails) ? ('admin' as const) : ('user' as const));

  app.put(
    '/user/:email',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'With {email}: exchange the session for an access token. With a profile: update it.',
        params: emailParams,
        body: putUserBody,
        response: {
          200: z.union([accessTokenAnswerSchema, modifiedAnswerSchema]),
          ...errors,
        },
        security: bearer,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      if (viewer.email !== request.params.email) throw forbidden();
      const body = request.body;
      if (Object.keys(body).some((key) => key !== 'email')) {
        await saveProfile(app.db, viewer.id, parseOrBadRequest(profileUpdateSchema, body));
        return { modifiedCount: 1 };
      }
      if (body.email?.trim().toLowerCase() !== viewer.email) throw badRequest('The email does not match the account');
      const token = await accessTokenOf(app, request);
      if (!token) throw unauthorized();
      return { token };
    },
  );

  app.get(
    '/user/:email',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The profile, as a list of one record (docs/product/api.md#resources)',
        params: emailParams,
        response: { 200: z.array(profileSchema), ...errors },
        security: bearer,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      if (viewer.email !== request.params.email && !viewer.isAdmin) throw forbidden();
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) return [];
      const profile: Profile = {
        _id: user.id,
        name: user.name,
        email: user.email,
        picture: user.image ?? '',
        education: user.education ?? '',
        location: user.location ?? '',
        phone: user.phone ?? '',
        shipToAddress: user.ship_to_address ?? '',
        shipTo: savedShipTo(user.ship_to_json, user.ship_to_address),
        role: roleOf(user),
      };
      return [profile];
    },
  );

  app.get(
    '/admin/:email',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Is this user an admin?',
        params: emailParams,
        response: { 200: adminCheckAnswerSchema, ...errors },
        security: bearer,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      if (viewer.email === request.params.email) return { admin: viewer.isAdmin };
      if (!viewer.isAdmin) throw forbidden();
      const user = await findUserByEmail(app.db, request.params.email);
      return { admin: user ? roleOf(user) === 'admin' : false };
    },
  );

  app.get(
    '/allUsers',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Every account (admin)',
        response: { 200: z.array(userSummarySchema), ...errors },
        security: bearer,
      },
    },
    async () => {
      return (await listUsers(app.db)).map((user) => ({
        _id: user.id,
        name: user.name,
        email: user.email,
        role: roleOf(user),
      }));
    },
  );

  app.put(
    '/user/admin/:email',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Make an admin (admin)',
        params: emailParams,
        response: { 200: modifiedAnswerSchema, ...errors },
        security: bearer,
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) throw notFound('No account has this email');
      return { modifiedCount: await promoteToAdmin(app.db, request.params.email) };
    },
  );

  app.delete(
    '/user/:email',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Remove User (admin): the account and its sessions go, its orders stay',
        params: emailParams,
        response: { 200: deletedAnswerSchema, 409: errorSchema, ...errors },
        security: bearer,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      if (viewer.email === request.params.email) throw badRequest(messages.accounts.cannotRemoveSelf);
      const result = await removeUser(app.db, app.dbKind, {
        email: request.params.email,
        requesterId: viewer.id,
        adminEmails,
      });
      if (result === 'not-admin') throw forbidden();
      if (result === 'not-found') throw notFound('No account has this email');
      if (result === 'last-admin') throw conflict(messages.accounts.cannotRemoveLastAdmin);
      return { deletedCount: 1 };
    },
  );
};
