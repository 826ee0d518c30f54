import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import { badRequest } from '../../http/envelope.js';
import { describeValidationError, validatorCompiler } from '../../http/validation.js';
import type { ChatDelivery } from '../../realtime/events.js';
import { shownContent } from './content.js';

const UserId = Type.String({ minLength: 1, maxLength: 64 });

// Fields of each client frame; others are dropped. Numbers sent as text are taken, as a form's
// would be: clients build these frames by hand.
export const SendMessageFrame = Type.Object({
  toUserId: UserId,
  messageType: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  messageContent: Type.Unknown(),
});

export const MessageListFrame = Type.Object({
  toUserId: UserId,
  formUserId: UserId,
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
  sord: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const UpdateReadMessageFrame = Type.Object({ formUserId: UserId });

type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Checks a frame's fields against its schema, answering the 400 that names the field. */
export function frameReader<S extends TSchema>(schema: S): (frame: Record<string, unknown>) => Static<S> {
  const check = validatorCompiler({ schema, method: 'GET', url: '', httpPart: 'querystring' }) as Check;
  return (frame) => {
    const copy = { ...frame };
    if (!check(copy)) {
      const [error] = check.errors ?? [];
      throw badRequest(error ? describeValidationError(error) : 'frame: invalid');
    }
    return copy as Static<S>;
  };
}

/** What the receiver's sockets are sent for a stored message. */
export const receiveMessageFrame = (message: ChatDelivery) =>
  JSON.stringify({
    method: 'receiveMessage',
    formUserId: message.from.id,
    dateTime: message.sendTime,
    latestDate: message.sendTime,
    headIcon: message.from.headIcon,
    realName: message.from.realName,
    account: message.from.account,
    messageType: message.contentType,
    formMessage: shownContent(message.contentType, message.content),
  });

/** What the sender's sockets are sent for a stored message: the echo that it was sent. */
export const sendMessageFrame = (message: ChatDelivery) =>
  JSON.stringify({
    method: 'sendMessage',
    toUserId: message.to.id,
    dateTime: message.sendTime,
    latestDate: message.sendTime,
    toHeadIcon: message.to.headIcon,
    toRealName: message.to.realName,
    toAccount: message.to.account,
    messageType: message.contentType,
    toMessage: shownContent(message.contentType, message.content),
  });
