/** The OpenAPI security of the back office's routes: the session cookie (`dirigeo.sid`) of a session whose role is `admin`. */
export const adminSecurity = [{ adminSession: [] }];
