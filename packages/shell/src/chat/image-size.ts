/** A picture's size in pixels, read in the browser; 0 by 0 when it cannot be read. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    const done = (size: { width: number; height: number }) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done({ width: 0, height: 0 });
    image.src = url;
  });
}
