/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */
export {};
