/** One PDF of the fidelity corpus; every page of it is compared. */
export interface CorpusFile {
  name: string;
  bytes: Uint8Array;
  /** Lowest acceptable similarity (SSIM, 0..1) per page; the suite's default when absent. */
  threshold?: number;
  /** Why this file has its own threshold. */
  thresholdReason?: string;
}
