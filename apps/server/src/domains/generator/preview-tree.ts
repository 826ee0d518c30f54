import type { PreviewFolder } from '@formwork/schema';
import type { GeneratedFile } from './generate-module.js';

/** The files grouped by folder, in their order, as JNPF's preview tree lists them. */
export function previewTree(files: readonly GeneratedFile[]): PreviewFolder[] {
  const folders = new Map<string, PreviewFolder>();
  for (const file of files) {
    const cut = file.path.lastIndexOf('/');
    const folder = file.path.slice(0, cut);
    const fileName = file.path.slice(cut + 1);
    const entry = folders.get(folder) ?? { id: folder, fileName: folder, children: [] };
    entry.children.push({
      id: file.path,
      fileName,
      fileType: fileName.slice(fileName.lastIndexOf('.') + 1),
      fileContent: file.text,
      generated: file.generated,
    });
    folders.set(folder, entry);
  }
  return [...folders.values()];
}
