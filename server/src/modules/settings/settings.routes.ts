import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsPage } from '#shared/messages/settings.ts';
import {
  settingsAuditSchema,
  settingsSchemas,
  settingsSections,
  type SettingsSection,
} from '#shared/settings/settings.schema.ts';
import { badRequest } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { readSettingsAnswer, saveSettings, type SettingsAnswer } from './settings.repository.ts';

const errors = errorAnswers(400, 401, 403);

/** `/zones/1/rates/0/price` → `zones[1].rates[0].price`: the field as a caller's JSON names it. */
export function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** A 400 naming the first bad field and what is wrong with it. */
function invalidSettings(validation: FastifySchemaValidationError[]): Error {
  const first = validation[0];
  const field = fieldName(first?.instancePath ?? '');
  const problem = first?.message ?? 'Invalid request';
  return badRequest(field ? settingsPage.badField(field, problem) : problem);
}

/**
 * Answers are built here from the stored value and the row's audit columns, so nothing else can
 * ride along; they are written as they are rather than re-checked against the PUT schema, which
 * the "nothing configured" defaults (blank origin, blank remittance) do not pass by design.
 */
const asJson = () => (data: unknown) => JSON.stringify(data);

/** Store settings (PRODUCT.md §16; docs/product/settings.md): one GET and one PUT per section, admins only. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async <S extends SettingsSection>(section: S): Promise<SettingsAnswer<S>> => {
    const { value, updatedAt, updatedBy } = await readSettingsAnswer(app.db, section);
    return { ...value, updatedAt, updatedBy };
  };

  for (const section of settingsSections) {
    const schema = settingsSchemas[section];
    const answerSchema = schema.and(settingsAuditSchema);
    app.get(
      `/settings/${section}`,
      {
        config: { auth: 'admin' },
        serializerCompiler: asJson,
        schema: {
          tags: ['settings'],
          summary: `The ${section} settings (admin), with who changed them last and when; the defaults when never saved`,
          response: { 200: answerSchema, ...errors },
          security: bearerSecurity,
        },
      },
      async () => answer(section),
    );
    app.put(
      `/settings/${section}`,
      {
        config: { auth: 'admin' },
        // The 400 names the bad field (the app's handler gives only the message).
        attachValidation: true,
        serializerCompiler: asJson,
        schema: {
          tags: ['settings'],
          summary: `Replace the whole ${section} section (admin); updatedAt and updatedBy are ignored; audited`,
          body: schema,
          response: { 200: answerSchema, ...errors },
          security: bearerSecurity,
        },
      },
      async (request) => {
        if (request.validationError) throw invalidSettings(request.validationError.validation);
        const admin = await app.requireAdmin(request);
        await saveSettings(app.db, section, request.body, admin.email, app.config.now().toISOString());
        // The catalog keeps the rates with its answers (PRODUCT.md §17): new ones show in the next read.
        if (section === 'currencies') app.catalogCache.invalidate();
        return answer(section);
      },
    );
  }
};
