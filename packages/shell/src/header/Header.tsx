// Scaffold: the header helper replaces it with the full header of spec shell.md 2.5.
import { useSessionStore } from '../session/store.js';

export function Header() {
  const userName = useSessionStore((state) => state.userInfo?.userName);
  return (
    <div style={{ height: 50, display: 'flex', alignItems: 'center', padding: '0 16px' }}>{userName}</div>
  );
}
