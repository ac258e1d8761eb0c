/** Save `text` as a file named `fileName` among the browser's downloads. */
export function downloadText(text: string, fileName: string, contentType = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
