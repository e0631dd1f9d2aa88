/** A call's path with the link's token, as the API's routes name it (`:token`). */
export const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));
