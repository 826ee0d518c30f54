import type { DownloadLink, Endpoint } from '@formwork/schema';
import type { Transport } from '../../transport/transport.js';

/** Starts the browser's download of a one-time link, keeping the page where it is. */
export function openDownload(link: DownloadLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Asks an endpoint that answers a DownloadLink (GET sends `body` as query parameters, where a
 * list travels comma-joined) and downloads the file; false when no link came back (the
 * transport has said why).
 */
export async function downloadFrom(
  transport: Transport,
  endpoint: Pick<Endpoint, 'method' | 'url'>,
  body?: Record<string, unknown>,
): Promise<boolean> {
  const asParams = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
    );
  const link = await transport<DownloadLink | null>({
    method: endpoint.method,
    url: endpoint.url,
    ...(body && (endpoint.method === 'GET' ? { params: asParams(body) } : { data: body })),
  }).catch(() => null);
  if (!link?.url) return false;
  openDownload(link);
  return true;
}
