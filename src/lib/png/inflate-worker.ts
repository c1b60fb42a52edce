/** The inflating thread of a page decoder (see inflate-server.ts, and inflate-thread.ts for its other side). */
import { serveInflation } from './inflate-server';

serveInflation(self);
