/** The profile's 404 sentence (rules §21), shared by the server and the page; zod-free so the page stays light. */
export const NO_USER_FOUND = 'No user found with that Discord username';
