import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uiLanguages } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { fieldMessages } from './i18n/field-labels.js';
import { fieldLabel } from './i18n/index.js';

/** The administration domains, whose write routes are the console's forms. */
const ADMIN_ROUTES = /^\/api\/(?:permission|system|message)\/|^\/api\/visualdev\/(?:Base|Portal)(?:\/|$)/;

/**
 * Write routes under those prefixes that are not a form a user fills in, so their body keys are
 * never typed or chosen by anyone: searches sent as POST, calls of a data interface with a
 * field's parameters, the rows of a workbook import (the import names their columns itself), and
 * the permission trees, whose bodies are lists of ticked ids.
 */
const NOT_FORMS: readonly RegExp[] = [
  /\/getListByOrgIds$/,
  /\/getUserList$/,
  /\/getSubordinates$/,
  /\/ImUser\/Selector\//,
  /\/GetAreaByIds$/,
  /\/DataInterface\/:id\/Actions?\//,
  /\/printDev\/(?:Fields|getListOptions)$/,
  /\/Users\/(?:ImportData|ExportExceptionData)$/,
  /^\/api\/permission\/Authority\//,
];

/**
 * Body keys no one types or chooses: ids and keys the console fills in by itself. A refusal of
 * one of them is a fault of the client, so it keeps being named by its code.
 */
const TECHNICAL_KEYS = new Set([
  'id',
  // The object or JSON text holding a record's further settings; its own keys are what is typed.
  'propertyJson',
  // The organisation picker's path to each chosen one, sent beside organizeIds.
  'organizeIdsTree',
  // Whether userIds are a role's or a group's members: the screen decides, not the user.
  'objectType',
  // Whether majorId names an organisation or a position: follows from the one chosen.
  'majorType',
  // The console's answer to a warning it showed, not a field of the form.
  'confirmTypeChanges',
]);

/** The body's own declared keys, through unions of objects. */
function bodyKeys(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const { properties, anyOf, oneOf, allOf } = schema as Record<string, unknown>;
  const alternatives = [anyOf, oneOf, allOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return [...Object.keys(properties ?? {}), ...alternatives.flatMap(bodyKeys)];
}

describe('the fields of the administration forms', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    // Only the routes as registered are read; no request reaches the database.
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-labels-'));
    const config = { ...readConfig({}), dataDir, consoleDir: undefined };
    app = await buildApp({ db: {} as Db, config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('each have a label in every language, so a refusal names them as the form does', () => {
    const formRoutes = app.registeredRoutes.filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        route.bodySchema !== undefined &&
        ADMIN_ROUTES.test(route.url) &&
        !NOT_FORMS.some((pattern) => pattern.test(route.url)),
    );
    // The walk means something only if it reaches the forms of every domain.
    expect(formRoutes.length).toBeGreaterThan(50);

    const unlabelled = new Set<string>();
    for (const route of formRoutes) {
      for (const key of bodyKeys(route.bodySchema)) {
        if (TECHNICAL_KEYS.has(key)) continue;
        for (const language of uiLanguages) {
          // Read from each catalogue itself: a missing text would otherwise fall back to Chinese.
          if (!Object.hasOwn(fieldMessages.messages[language], key)) {
            unlabelled.add(`${route.method} ${route.url}: ${key} (${language})`);
          }
        }
      }
    }
    expect([...unlabelled]).toEqual([]);
  });

  it('are named by their labels, not their codes, in each language', () => {
    expect(fieldLabel('fullName', 'zh')).toBe('名称');
    expect(fieldLabel('enCode', 'zhtw')).toBe('編碼');
    expect(fieldLabel('mobilePhone', 'en')).toBe('Mobile');
  });
});
