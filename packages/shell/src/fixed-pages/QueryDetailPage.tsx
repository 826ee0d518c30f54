// Scaffold: the helper that owns this folder replaces it with the real page.
export function QueryDetailPage() {
  return <h2>详情</h2>;
}
