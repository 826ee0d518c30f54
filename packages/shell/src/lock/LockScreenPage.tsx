// Scaffold: the helper that owns this folder replaces it with the real page.
export function LockScreenPage() {
  return <h2>锁屏</h2>;
}
