/**
 * Saves bytes as a file through a temporary object URL. The URL is revoked on the next task:
 * the browser has taken the download over by then, and nothing keeps the bytes alive after.
 */
export function saveBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
