import { api } from '@/api/client';
import type { UploadItem } from '../stores/upload-queue';

/** POST /api/v1/asset/upload with real byte progress; resolves to the accepted asset's UID. */
export function sendAssetUpload(
  item: UploadItem,
  options: { signal: AbortSignal; onProgress: (sent: number, total: number) => void },
): Promise<{ assetUID: string }> {
  return api.upload('/api/v1/asset/upload', {
    query: { ProjectUID: item.projectUID, FileName: item.fileName },
    file: item.file,
    fileName: item.fileName,
    signal: options.signal,
    onProgress: options.onProgress,
  });
}
