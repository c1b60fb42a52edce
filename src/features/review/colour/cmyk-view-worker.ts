/// <reference lib="webworker" />
import { openCmykSource } from '@/lib/cmyk/cmyk-source';
import { serveCmykViews } from './cmyk-view-band';

/** Builds one band of a CMYK TIFF's or PSD's separations and coverage off the main thread. */
serveCmykViews(openCmykSource);
