import type { SendEntry } from './sendOutbox';
import { sendWrite } from './sendWrite';
import { requestData } from './writeRequest';

/** Sends a kept entry through the app's api layer with its own key (the one it was first sent with: a repeat is answered, not done again). */
export const sendEntry: SendEntry = (entry) =>
  sendWrite({ method: entry.method, path: entry.path, query: entry.query, data: requestData(entry.body) }, entry.id);
