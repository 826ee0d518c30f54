type Size = { width: number; height: number };

/** Decodes the picture from a data: URL, which the console's image policy allows (blob: it does not). */
function sizeFromDataUrl(file: Blob): Promise<Size> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve({ width: 0, height: 0 });
    reader.onload = () => {
      const image = new window.Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve({ width: 0, height: 0 });
      image.src = String(reader.result);
    };
    reader.readAsDataURL(file);
  });
}

/** A picture's size in pixels, read in the browser; 0 by 0 when it cannot be read. */
export async function readImageSize(file: Blob): Promise<Size> {
  // Decoding straight from the file needs no URL, so no content policy stands in the way.
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some formats (SVG) only an <img> decodes.
    }
  }
  return sizeFromDataUrl(file);
}
