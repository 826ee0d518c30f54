// Scaffold: the helper that owns this folder replaces it with the real page.
export function ForceChangePasswordPage() {
  return <h2>修改密码</h2>;
}
