/// <reference lib="webworker" />
import { openCmykJpeg } from './cmyk-jpeg';
import { serveCmykViews } from './cmyk-view-band';

/** Builds a CMYK JPEG's separations and coverage off the main thread (with its decoder). */
serveCmykViews((bytes) => ({ source: openCmykJpeg(bytes) }));
