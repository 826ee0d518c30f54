import { type Static, Type } from '@fastify/type-provider-typebox';

/** Personal details kept as plain text; the dictionary-backed ones hold the chosen item's id. */
export const PROFILE_TEXT_FIELDS = [
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'telePhone',
  'landline',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** The details chosen from a dictionary, by the dictionary type codes the user form reads them from. */
export const DICTIONARY_FIELDS: ReadonlyMap<ProfileTextField, string> = new Map([
  ['nation', 'nation'],
  ['education', 'education'],
  ['certificatesType', 'certificatetype'],
]);

const Epoch = Type.Union([Type.Integer({ minimum: -2208988800000, maximum: 4102444800000 }), Type.Null()]);
const IdList = (description: string) => Type.String({ maxLength: 4000, description });
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** What the user form sends on create and update (JNPF's field names); ids and times are the server's. */
export const UserBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 50 }),
  realName: Type.String({ minLength: 1, maxLength: 50 }),
  gender: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.String({ pattern: '^[1-3]$' }), Type.Null()], {
      description: '1 male, 2 female, 3 undisclosed (the sex dictionary codes)',
    }),
  ),
  email: Text(100),
  mobilePhone: Text(20),
  organizeId: IdList('organisation ids, comma-separated; the first is the main one'),
  managerId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  positionId: Type.Optional(IdList('position ids, comma-separated, each in one of the organisations')),
  roleId: Type.Optional(IdList('role ids, comma-separated')),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabledMark: Type.Optional(
    Type.Integer({ enum: [0, 1, 2], description: '1 enabled, 0 disabled, 2 locked' }),
  ),
  description: Text(500),
  headIcon: Text(200),
  birthday: Type.Optional(Epoch),
  entryDate: Type.Optional(Epoch),
  nation: Text(64),
  nativePlace: Text(100),
  certificatesType: Text(64),
  certificatesNumber: Text(50),
  education: Text(64),
  telePhone: Text(30),
  landline: Text(30),
  urgentContacts: Text(50),
  urgentTelePhone: Text(30),
  postalAddress: Text(500),
});
export type UserInput = Static<typeof UserBody>;

/** The distinct ids of a comma-separated list, in the order given. */
export function splitIds(text: string | undefined | null): string[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean);
}
