import type { Db } from '../db/database.js';
import { JNPF_ADDRESSES } from './demo-menus.js';
import { seedOnce } from './seed-once.js';

/**
 * Installations seeded before the seeded screens took JNPF's addresses: each seeded entry that
 * still has its first address (its code with a slash) takes JNPF's, so JNPF's web client finds
 * its view. Entries an administrator readdressed are left as they are; once only.
 */
export function seedJnpfAddresses(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.jnpfAddresses',
    async () => undefined,
    async (trx) => {
      for (const [enCode, address] of JNPF_ADDRESSES) {
        await trx
          .updateTable('module')
          .set({ urlAddress: address })
          .where('id', '=', `menu-${enCode}`)
          .where('urlAddress', '=', enCode.replace('.', '/'))
          .execute();
      }
    },
  );
}
