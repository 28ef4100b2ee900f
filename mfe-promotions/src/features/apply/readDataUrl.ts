/** Reads a picked file as a data URL. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The data URL labelled image/png or image/jpeg by the file's name: some browsers report no type for a
 * picked photo, which would otherwise be sent as application/octet-stream.
 */
export function asImageDataUrl(dataUrl: string, fileName: string): string {
  const mime = /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg';
  return dataUrl.replace(/^data:[^;,]*(;base64)?,/, (_match, base64: string | undefined) => `data:${mime}${base64 ?? ''},`);
}
