import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_NOTIFICATIONS } from '@contract/account';
import { endpoints } from '@contract/endpoints';
import {
  type RevokeLogins,
  deleteAccount,
  deleteLibraryItem,
  exportArchive,
  libraryOf,
  profileOf,
  saveProfile,
} from '../account/account';
import { supportEmail } from '../account/support-email';
import { SESSION_COOKIE } from '../auth/session-tokens';
import type { Repositories } from '../db/repositories';
import { clientKeyOf } from '../rate-limit/client-key';
import type { Storage } from '../storage/storage';

export interface AccountSettingsRouteOptions {
  repos: Repositories;
  storage: Storage;
  /** After a deletion: revokes the logins of the accounts the owner had connected. */
  revokeLogins: RevokeLogins;
}

export interface SupportRouteOptions {
  repos: Repositories;
  /** Where support requests are e-mailed; undefined: they are only stored. */
  supportEmail: string | undefined;
}

const idParams = z.object({ id: z.string().max(200) });

/** Settings (profile, notifications, deletion, export) and the library, in the signed-in scope. */
export async function accountSettingsRoutes(
  app: FastifyInstance,
  options: AccountSettingsRouteOptions,
) {
  registerSettingsRoutes(app, options.repos);
  registerAccountDataRoutes(app, options);
}

/** The profile and notification settings, read and saved. */
function registerSettingsRoutes(app: FastifyInstance, repos: Repositories) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getAccountSettings.path,
    {
      schema: {
        querystring: endpoints.getAccountSettings.request,
        response: { 200: endpoints.getAccountSettings.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const [profile, notifications, hash] = await Promise.all([
        profileOf(repos, user, request.business.id),
        repos.account.notificationsOf(user.id),
        repos.users.passwordHashOf(user.id),
      ]);
      return {
        success: true as const,
        profile,
        notifications: notifications ?? DEFAULT_NOTIFICATIONS,
        password_sign_in: Boolean(hash),
      };
    },
  );

  api.post(
    endpoints.saveProfile.path,
    {
      schema: {
        body: endpoints.saveProfile.request,
        response: { 200: endpoints.saveProfile.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      return {
        success: true as const,
        profile: await saveProfile(repos, user, request.business.id, request.body),
      };
    },
  );

  api.post(
    endpoints.saveNotifications.path,
    {
      schema: {
        body: endpoints.saveNotifications.request,
        response: { 200: endpoints.saveNotifications.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      await repos.account.saveNotifications(user.id, request.body.notifications);
      return { success: true as const, notifications: request.body.notifications };
    },
  );
}

/** What the account holds: deleting it, exporting it, and the library of its media. */
function registerAccountDataRoutes(app: FastifyInstance, options: AccountSettingsRouteOptions) {
  const { repos, storage, revokeLogins } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.deleteAccount.path,
    {
      schema: {
        body: endpoints.deleteAccount.request,
        response: { 200: endpoints.deleteAccount.response },
      },
    },
    async (request, reply) => {
      const user = request.signedIn;
      // A password check: limited like sign-in, so it cannot be used to guess one.
      await app.enforceLimit('authAddress', request, clientKeyOf(request));
      const deleted = await deleteAccount(repos, storage, revokeLogins, user, request.body);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, deleted };
    },
  );

  api.get(
    endpoints.exportAccount.path,
    { schema: { querystring: endpoints.exportAccount.request } },
    async (request, reply) => {
      const user = request.signedIn;
      const archive = await exportArchive(repos, storage, user, request.business);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="smart-suite-export-${day}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    },
  );

  api.get(
    endpoints.getLibrary.path,
    {
      schema: {
        querystring: endpoints.getLibrary.request,
        response: { 200: endpoints.getLibrary.response },
      },
    },
    async (request) => {
      return { success: true as const, items: await libraryOf(repos, request.business.id) };
    },
  );

  api.delete(
    endpoints.deleteLibraryItem.path,
    {
      schema: {
        params: idParams,
        body: endpoints.deleteLibraryItem.request,
        response: { 200: endpoints.deleteLibraryItem.response },
      },
    },
    async (request) => {
      await deleteLibraryItem(repos, storage, request.business.id, request.params.id);
      return { success: true as const };
    },
  );
}

/** Support requests: open to visitors too, since the Support page is public. */
export async function supportRoutes(app: FastifyInstance, options: SupportRouteOptions) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.submitSupportRequest.path,
    {
      schema: {
        body: endpoints.submitSupportRequest.request,
        response: { 201: endpoints.submitSupportRequest.response },
      },
    },
    async (request, reply) => {
      await app.enforceLimit('authAddress', request, clientKeyOf(request));
      const stored = await repos.account.addSupportRequest(request.body);
      if (options.supportEmail) {
        // Kept first, then e-mailed: a mail failure is logged, the request is not lost.
        try {
          await app.mailer.send(supportEmail(options.supportEmail, request.body));
        } catch (error) {
          request.log.error({ err: error, supportRequest: stored.id }, 'support e-mail failed');
        }
      }
      reply.code(201);
      return {
        success: true as const,
        id: stored.id,
        received_at: stored.createdAt.toISOString(),
      };
    },
  );
}
