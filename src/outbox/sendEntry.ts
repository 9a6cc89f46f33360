import type { SendEntry } from './sendOutbox';
import { sendWrite } from './sendWrite';
import { requestOfEntry } from './writeRequest';

/** Sends a kept entry through the app's api layer with its own key (the one it was first sent with: a repeat is answered, not done again). */
export const sendEntry: SendEntry = (entry) => sendWrite(requestOfEntry(entry), entry.id);
