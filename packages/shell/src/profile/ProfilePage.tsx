// Scaffold: the helper that owns this folder replaces it with the real page.
export function ProfilePage() {
  return <h2>个人信息</h2>;
}
