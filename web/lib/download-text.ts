/** Save `text` as a file named `fileName` among the browser's downloads. */
export function downloadText(text: string, fileName: string, contentType = 'text/plain'): void {
  downloadBlob(new Blob([text], { type: contentType }), fileName);
}

/** Save bytes sent in base64 (a .zip, say) as a file named `fileName` among the browser's downloads. */
export function downloadBase64(base64: string, fileName: string, contentType: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  downloadBlob(new Blob([bytes], { type: contentType }), fileName);
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
