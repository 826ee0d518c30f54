import type { NamedRuleName } from '../rules/named-rules.js';

/**
 * A stable name for each message the shared checks answer, so a client can show it in its
 * user's language; the `message` beside it stays the Chinese text the server answers.
 */
export type SchemaMessageKey =
  | 'required'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'integer'
  | 'decimals'
  | 'notAnOption'
  | 'badFormat'
  | 'badData'
  | 'amountTooLarge'
  | 'unusablePattern'
  | `rule.${NamedRuleName}`;

/** The values a message's text is filled with (`limit` of 最多输入{limit}个字符, ...). */
export type SchemaMessageParams = Readonly<Record<string, string | number>>;
