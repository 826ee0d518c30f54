import { useEffect } from 'react';
import { useSessionStore } from '../session/store.js';
import { feedShell } from './chat-feed.js';
import { ChatConnection } from './socket.js';

/** The console's one chat socket. */
export const chatConnection = new ChatConnection();

/**
 * Keeps the socket open while a user is signed in and their session is ready; signing out (the
 * token gone) or leaving the console's layout closes it.
 */
export function useChatSocket(connection: ChatConnection = chatConnection): void {
  const token = useSessionStore((state) => state.token);
  const ready = useSessionStore((state) => state.userInfo !== null);
  // Subscribed before connecting, so the first frames (initMessage) reach the header.
  useEffect(() => feedShell(connection), [connection]);
  useEffect(() => {
    if (!token || !ready) return;
    connection.start(token);
    return () => connection.stop();
  }, [connection, token, ready]);
}
