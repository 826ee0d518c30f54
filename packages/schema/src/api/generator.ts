/** One file of a CodePreview answer (POST /api/visualdev/Generater/{id}/Actions/CodePreview). */
export interface PreviewFile {
  /** The file's path in the download, unique. */
  id: string;
  fileName: string;
  /** The extension: ts, tsx or md. */
  fileType: string;
  fileContent: string;
  /** Whether a download replaces it (generated/) or the developer owns it, created once. */
  generated: boolean;
}

/** A folder of the preview's tree and the files directly in it, as JNPF's preview lists them. */
export interface PreviewFolder {
  id: string;
  fileName: string;
  children: PreviewFile[];
}
