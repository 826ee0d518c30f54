import type { DownloadLink } from '@formwork/schema';

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
