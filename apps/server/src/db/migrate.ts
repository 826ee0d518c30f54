import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as identity from './migrations/20261122T0900-identity.js';
import * as signInModes from './migrations/20261123T0900-sign-in-modes.js';
import * as visualdev from './migrations/20261124T0900-visualdev.js';
import * as onlineDevData from './migrations/20261125T0900-online-dev-data.js';
import * as dictionary from './migrations/20261126T0900-dictionary.js';
import * as dataInterface from './migrations/20261126T0910-data-interface.js';
import * as area from './migrations/20261127T0900-area.js';
import * as billRule from './migrations/20261127T0910-bill-rule.js';
import * as permissionGroup from './migrations/20261127T0920-permission-group.js';
import * as signInThrottle from './migrations/20261128T0900-sign-in-throttle.js';
import * as releaseNote from './migrations/20261129T0900-release-note.js';
import * as fileObject from './migrations/20261130T0900-file-object.js';
import * as menuNames from './migrations/20261201T0900-menu-names.js';
import * as changeStamps from './migrations/20261201T0910-change-stamps.js';
import * as messages from './migrations/20261202T0900-messages.js';
import * as chatUserKeys from './migrations/20261203T0900-chat-user-keys.js';
import * as dataSchemes from './migrations/20261203T0940-data-schemes.js';
import * as userProfile from './migrations/20261203T1130-user-profile.js';
import * as permissionOrg from './migrations/20261203T1200-permission-org.js';
import * as menuAdmin from './migrations/20261204T0900-menu-admin.js';
import * as areaAdmin from './migrations/20261205T0900-area-admin.js';
import * as dataInterfaceKinds from './migrations/20261205T1000-data-interface-kinds.js';
import * as printDev from './migrations/20261205T1100-print-dev.js';
import * as systemLog from './migrations/20261205T1200-system-log.js';
import * as portal from './migrations/20261205T1300-portal.js';
import * as portalStamp from './migrations/20261207T0900-portal-stamp.js';
import * as subTableFormItems from './migrations/20261207T1800-sub-table-form-items.js';
import * as noticeRecipients from './migrations/20261207T1900-notice-recipients.js';

/** Timestamped migrations, listed here so that builds need no directory scan at run time. */
const migrations: Record<string, Migration> = {
  '20261122T0900-identity': identity,
  '20261123T0900-sign-in-modes': signInModes,
  '20261124T0900-visualdev': visualdev,
  '20261125T0900-online-dev-data': onlineDevData,
  '20261126T0900-dictionary': dictionary,
  '20261126T0910-data-interface': dataInterface,
  '20261127T0900-area': area,
  '20261127T0910-bill-rule': billRule,
  '20261127T0920-permission-group': permissionGroup,
  '20261128T0900-sign-in-throttle': signInThrottle,
  '20261129T0900-release-note': releaseNote,
  '20261130T0900-file-object': fileObject,
  '20261201T0900-menu-names': menuNames,
  '20261201T0910-change-stamps': changeStamps,
  '20261202T0900-messages': messages,
  '20261203T0900-chat-user-keys': chatUserKeys,
  '20261203T0940-data-schemes': dataSchemes,
  '20261203T1130-user-profile': userProfile,
  '20261203T1200-permission-org': permissionOrg,
  '20261204T0900-menu-admin': menuAdmin,
  '20261205T1300-portal': portal,
  '20261205T1000-data-interface-kinds': dataInterfaceKinds,
  '20261205T1200-system-log': systemLog,
  '20261205T0900-area-admin': areaAdmin,
  '20261205T1100-print-dev': printDev,
  '20261207T0900-portal-stamp': portalStamp,
  '20261207T1800-sub-table-form-items': subTableFormItems,
  '20261207T1900-notice-recipients': noticeRecipients,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
