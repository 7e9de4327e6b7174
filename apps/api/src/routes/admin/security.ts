/** The OpenAPI security of the back office's routes: the admin session's cookie (`dirigeo.admin`). */
export const adminSecurity = [{ adminSession: [] }];
