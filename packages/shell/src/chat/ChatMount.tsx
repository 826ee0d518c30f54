import { lazy, Suspense, useEffect, useState } from 'react';
import { useChatStore } from './chat-store.js';
import type { ChatConnection } from './socket.js';
import { chatConnection, useChatSocket } from './useChatSocket.js';

// Fetched the first time someone opens the chat: most visits never do.
const ChatDrawer = lazy(() => import('./ChatDrawer.js'));

/** The signed-in console's chat: its socket at once, its drawer once first asked for. */
export function ChatMount({ connection = chatConnection }: { connection?: ChatConnection }) {
  useChatSocket(connection);
  const open = useChatStore((state) => state.open);
  // Stays mounted once opened, so that closing it slides it away and its lists are kept.
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ChatDrawer connection={connection} />
    </Suspense>
  );
}
