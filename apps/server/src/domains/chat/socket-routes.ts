import websocket from '@fastify/websocket';
import { ResultCode } from '@formwork/schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { resolveSession, type Session, tokenFromHeader } from '../../accounts/sessions.js';
import { AppError } from '../../http/envelope.js';
import {
  type Language,
  languageOf,
  type MessageKey,
  type MessageParams,
  t,
  tIn,
  withLanguage,
} from '../../http/i18n/index.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.js';
import type { RealtimeEvent } from '../../realtime/events.js';
import type { Presence } from '../../realtime/presence.js';
import { unreadNoticeCount } from '../message/index.js';
import { usersGrantedModel } from '../online-dev/index.js';
import { ChatWriter } from './chat-writer.js';
import { imageContent, textContent } from './content.js';
import { FrameBucket } from './frame-bucket.js';
import { frameReader, MessageListFrame, SendMessageFrame, UpdateReadMessageFrame } from './frames.js';
import { conversationPage, markConversationRead, unreadBySender } from './history.js';
import { ChatPeople } from './people.js';
import { type ChatSocket, cork, SocketHub, sendFrame, sendText, uncork } from './socket-hub.js';
import { addressKey, admissionRefusal } from './socket-limits.js';
import { liveSessions } from './socket-sessions.js';

export interface ChatSocketOptions {
  presence: Presence;
  /** How often sockets are pinged, and their sessions checked again. */
  pingIntervalMs?: number;
}

/** A frame larger than this closes its socket (1009): chat text is capped far below it. */
export const MAX_FRAME_BYTES = 64 * 1024;
const SOCKET_PATHS = ['/api/message/websocket/:token', '/websocket/:token'];

const ENDED_MESSAGES = new Map<string, MessageKey>([
  ['logout', 'oauth.sessionExpired'],
  ['expired', 'oauth.sessionExpired'],
  ['password', 'oauth.passwordChanged'],
  ['forced', 'oauth.kickedOut'],
  ['disabled', 'oauth.accountDisabled'],
]);

/**
 * A browser page on another site must not open a socket with a token it got hold of: a page's
 * Origin names its site, and only this server's own (and those the configuration lists) is let
 * in. Clients that are not browsers
 * send no Origin and are let in on their token alone.
 */
function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Internal chat over one WebSocket per browser tab, in JNPF's protocol: JSON text frames named
 * by `method`, each carrying the token the socket was opened with.
 */
export const chatSocketRoutes: FastifyPluginAsync<ChatSocketOptions> = async (app, options) => {
  const { db, realtime: bus, log } = app;
  const { presence, pingIntervalMs = 30_000 } = options;
  const hub = new SocketHub();
  const people = new ChatPeople(db);
  const writer = new ChatWriter(db, people, bus, log);
  const sessions = new WeakMap<FastifyRequest, Session>();
  const allowedOrigins = new Set(app.config.chatAllowedOrigins);
  const limits = app.config.chatLimits;

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // The WebSocket plugin hides its routes from the API documentation; the socket is listed there
  // like every other public route, with why it is open.
  app.addHook('onRoute', (route) => {
    if (route.websocket && route.schema) route.schema.hide = false;
  });

  // The session is read before the upgrade, so the socket's handler can listen at once and no
  // frame sent right after the handshake waits for the database.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.ws) return;
    if (!originAllowed(request, allowedOrigins)) {
      const language = languageOf(request.headers['accept-language']);
      return reply.code(403).send({ code: ResultCode.forbidden, msg: tIn(language, 'chat.foreignOrigin') });
    }
    const { token } = request.params as { token: string };
    try {
      sessions.set(request, await resolveSession(db, tokenFromHeader(token)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  });

  const announce = (event: RealtimeEvent) =>
    bus.publish(event).catch((error) => log.error({ err: error }, 'a realtime event could not be published'));

  const errorFrameOf = (method: string, msg: string) => ({
    method: 'error',
    code: ResultCode.badRequest,
    msg,
    request: method,
  });
  const errorFrame = (socket: ChatSocket, method: string, msg: string) =>
    sendFrame(socket, errorFrameOf(method, msg));

  async function initMessage(userId: string) {
    const [onlineUsers, unreadNums, notices] = await Promise.all([
      presence.onlineUsers(),
      unreadBySender(db, userId),
      unreadNoticeCount(db, userId),
    ]);
    return {
      method: 'initMessage',
      onlineUsers,
      unreadNums,
      unreadMessageCount: unreadNums.reduce((sum, { unreadNum }) => sum + unreadNum, 0),
      unreadNoticeCount: notices,
      userId,
    };
  }

  const readSendMessage = frameReader(SendMessageFrame);
  const readMessageList = frameReader(MessageListFrame);
  const readUpdateRead = frameReader(UpdateReadMessageFrame);

  const handlers = new Map<string, (socket: ChatSocket, frame: Record<string, unknown>) => Promise<void>>([
    [
      'OnConnection',
      async (socket) => {
        await socket.opened;
        sendFrame(socket, await initMessage(socket.userId));
      },
    ],
    [
      'SendMessage',
      async (socket, frame) => {
        const { toUserId, messageType, messageContent } = readSendMessage(frame);
        if (toUserId === socket.userId)
          throw new AppError(ResultCode.badRequest, `toUserId: ${t('chat.notSelf')}`);
        const content =
          messageType === 'text'
            ? textContent(messageContent)
            : await imageContent(db, socket.userId, messageContent);
        // The sender's sockets are told by the echo every instance sends once it is stored.
        await writer.send({ ...content, fromUserId: socket.userId, toUserId, language: socket.language });
      },
    ],
    [
      'MessageList',
      async (socket, frame) => {
        const { toUserId, formUserId, ...page } = readMessageList(frame);
        let otherId: string;
        if (formUserId === socket.userId) otherId = toUserId;
        else if (toUserId === socket.userId) otherId = formUserId;
        else throw new AppError(ResultCode.badRequest, `formUserId: ${t('chat.notYourConversation')}`);
        sendFrame(socket, {
          method: 'messageList',
          ...(await conversationPage(db, socket.userId, otherId, page)),
        });
      },
    ],
    [
      'UpdateReadMessage',
      async (socket, frame) => {
        const { formUserId } = readUpdateRead(frame);
        if ((await markConversationRead(db, socket.userId, formUserId)) > 0)
          await announce({ kind: 'chatRead', userId: socket.userId, formUserId });
      },
    ],
    // The client's heartbeat keeps proxies from closing an idle connection; hearing it is
    // enough (the socket counts as alive), so it is not answered: an answer per tab every
    // 100 seconds would be traffic with nothing in it.
    ['heartCheck', async () => {}],
  ]);

  function close(socket: ChatSocket, code: number, frame?: Record<string, unknown>) {
    if (frame) sendFrame(socket, frame);
    socket.ws.close(code);
  }

  function onFrame(socket: ChatSocket, data: RawData, isBinary: boolean) {
    if (socket.refused) return;
    socket.alive = true;
    const say = (key: MessageKey, params?: MessageParams) => tIn(socket.language, key, params);
    // A socket sending faster than anyone chats is told why and closed; nothing past its
    // allowance is read, let alone stored. Its client may connect again, with a full bucket.
    if (!socket.frames.take()) {
      socket.refused = true;
      return close(socket, 1008, errorFrameOf('', say('chat.tooManyFrames')));
    }
    let frame: unknown;
    try {
      if (isBinary) throw new Error('binary');
      const text = data.toString();
      if (nestsDeeperThan(text))
        return errorFrame(socket, '', `frame: ${say('validation.tooDeep', { max: MAX_JSON_DEPTH })}`);
      frame = JSON.parse(text);
    } catch {
      // An answer rather than a closed socket: one bad frame (a client bug) should not cost the
      // user their chat, and the answer tells the developer what was wrong.
      return errorFrame(socket, '', `frame: ${say('validation.notJson')}`);
    }
    if (frame === null || typeof frame !== 'object' || Array.isArray(frame))
      return errorFrame(socket, '', `frame: ${say('validation.object')}`);
    const fields = frame as Record<string, unknown>;
    const token = typeof fields.token === 'string' ? tokenFromHeader(fields.token) : undefined;
    if (token !== socket.bareToken) return close(socket, 1008, { method: 'closeSocket' });
    const method = typeof fields.method === 'string' ? fields.method : '';
    const handler = handlers.get(method);
    if (!handler) return errorFrame(socket, method, `method: ${say('chat.unknownMethod', { method })}`);
    withLanguage(socket.language, () =>
      handler(socket, fields).catch((error: unknown) => {
        if (error instanceof AppError) return errorFrame(socket, method, error.message);
        log.error({ err: error, method }, 'a chat frame failed');
        errorFrame(socket, method, say('chat.storeFailed'));
      }),
    );
  }

  function opened(ws: WebSocket, request: FastifyRequest) {
    const session = sessions.get(request);
    const language: Language = languageOf(request.headers['accept-language']);
    if (!session) {
      ws.send(JSON.stringify({ method: 'closeSocket' }));
      ws.close(1008);
      return;
    }
    const address = addressKey(request.ip);
    const refusal = admissionRefusal(hub, limits, session.userId, address);
    if (refusal) {
      ws.send(JSON.stringify(errorFrameOf('', tIn(language, refusal))));
      ws.close(1008);
      return;
    }
    const token = (request.params as { token: string }).token;
    const socket: ChatSocket = {
      ws,
      userId: session.userId,
      sessionId: session.id,
      token,
      bareToken: tokenFromHeader(token) ?? '',
      language,
      address,
      frames: new FrameBucket(limits.frameBurst, limits.framesPerSecond),
      refused: false,
      alive: true,
      opened: Promise.resolve(),
    };
    hub.add(socket);
    socket.opened = presence.socketOpened(session.userId).then(
      (first) => {
        if (first) void announce({ kind: 'presence', userId: session.userId, online: true });
      },
      (error) => log.error({ err: error }, 'chat presence could not be counted'),
    );
    ws.on('message', (data, isBinary) => onFrame(socket, data, isBinary));
    ws.on('pong', () => {
      socket.alive = true;
    });
    ws.on('close', () => {
      hub.remove(socket);
      if (hub.closing) return;
      void socket.opened
        .then(() => presence.socketClosed(socket.userId))
        .then((last) => {
          if (last) return announce({ kind: 'presence', userId: socket.userId, online: false });
        })
        .catch((error) => log.error({ err: error }, 'chat presence could not be counted'));
    });
  }

  for (const url of SOCKET_PATHS)
    app.get(
      url,
      {
        websocket: true,
        config: {
          public:
            'a browser cannot set headers on a WebSocket handshake: the token travels in the path and the socket checks it (and every frame names it again)',
        },
        schema: {
          tags: ['chat'],
          summary: 'The chat socket (WebSocket): JSON text frames named by method, each carrying the token',
        },
      },
      opened,
    );

  const logoutFrame = (socket: ChatSocket, reason: string) => ({
    method: 'logout',
    token: socket.token,
    msg: tIn(socket.language, ENDED_MESSAGES.get(reason) ?? 'oauth.sessionExpired'),
  });

  async function pushNotices(
    userIds: string[] | 'all',
    event: Extract<RealtimeEvent, { kind: 'messagePush' }>,
  ) {
    const users = userIds === 'all' ? [...hub.users()] : userIds.filter((id) => hub.socketsOf(id));
    for (const userId of users) {
      const count = await unreadNoticeCount(db, userId);
      const text = JSON.stringify({
        method: 'messagePush',
        unreadNoticeCount: count,
        messageType: event.messageType,
        title: event.title,
        id: event.messageId,
      });
      for (const socket of hub.socketsOf(userId) ?? []) sendText(socket, text);
    }
  }

  async function refreshCounts(userId: string) {
    const sockets = hub.socketsOf(userId);
    if (!sockets?.size) return;
    const text = JSON.stringify(await initMessage(userId));
    for (const socket of hub.socketsOf(userId) ?? []) sendText(socket, text);
  }

  /**
   * A release reaches only the tabs of users who may open the model (its schema is theirs to
   * fetch again); the frame names the model and version, never the schema itself.
   */
  async function announceRelease(event: Extract<RealtimeEvent, { kind: 'designReleased' }>) {
    const seeing = await usersGrantedModel(db, [...hub.users()], event.modelId);
    const text = JSON.stringify({ method: 'designReleased', modelId: event.modelId, version: event.version });
    for (const userId of seeing) for (const socket of hub.socketsOf(userId) ?? []) sendText(socket, text);
  }

  function onEvent(event: RealtimeEvent) {
    switch (event.kind) {
      case 'chat': {
        // A socket sent several frames of one batch writes them to the network at once.
        const corked = new Set<ChatSocket>();
        const send = (socket: ChatSocket, text: string) => {
          if (!corked.has(socket)) {
            corked.add(socket);
            cork(socket);
          }
          sendText(socket, text);
        };
        for (const [to, from, receive, echo] of event.messages) {
          for (const socket of hub.socketsOf(to) ?? []) send(socket, receive);
          for (const socket of hub.socketsOf(from) ?? []) send(socket, echo);
        }
        for (const socket of corked) uncork(socket);
        return;
      }
      case 'chatRead':
        // A conversation read in one tab: the user's other tabs are sent their counts again.
        void refreshCounts(event.userId).catch((error) => log.error({ err: error }, 'chat counts failed'));
        return;
      case 'presence': {
        const text = JSON.stringify({ method: event.online ? 'Online' : 'Offline', userId: event.userId });
        for (const socket of hub.all()) if (socket.userId !== event.userId) sendText(socket, text);
        return;
      }
      case 'messagePush':
        void pushNotices(event.userIds, event).catch((error) =>
          log.error({ err: error }, 'message push failed'),
        );
        return;
      case 'designReleased':
        void announceRelease(event).catch((error) =>
          log.error({ err: error }, 'a release could not be announced'),
        );
        return;
      case 'sessionsEnded': {
        const ended = event.sessionIds && new Set(event.sessionIds);
        for (const socket of [...(hub.socketsOf(event.userId) ?? [])])
          if (!ended || ended.has(socket.sessionId)) close(socket, 1000, logoutFrame(socket, event.reason));
        return;
      }
    }
  }
  const stopListening = bus.subscribe((event) => {
    try {
      onEvent(event);
    } catch (error) {
      log.error({ err: error, kind: event.kind }, 'a realtime event could not be handled');
    }
  });
  const stopVanished = presence.onVanished((userIds) => {
    for (const userId of userIds) void announce({ kind: 'presence', userId, online: false });
  });

  // Dead connections (a laptop closed, a network gone) never say goodbye: a socket that answers
  // no ping within an interval is dropped. The same tick reads the sessions of every socket
  // here in one query, so a session that expired, or whose end was never announced, closes too.
  const tick = setInterval(() => {
    for (const socket of hub.all()) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
    void closeEndedSessions().catch((error) =>
      log.error({ err: error }, 'chat sessions could not be checked'),
    );
  }, pingIntervalMs);
  tick.unref();

  async function closeEndedSessions() {
    const sockets = [...hub.all()];
    if (sockets.length === 0) return;
    const live = await liveSessions(db, new Set(sockets.map((socket) => socket.sessionId)));
    for (const socket of sockets) {
      const state = live.get(socket.sessionId) ?? 'expired';
      if (state !== 'live') close(socket, 1000, logoutFrame(socket, state));
    }
  }

  app.addHook('preClose', async () => {
    hub.closing = true;
    clearInterval(tick);
    for (const socket of hub.all()) socket.ws.close(1001);
  });
  app.addHook('onClose', async () => {
    stopListening();
    stopVanished();
    await writer.idle();
    const gone = await presence.close().catch(() => [] as string[]);
    await Promise.all(gone.map((userId) => announce({ kind: 'presence', userId, online: false })));
  });
};
