/**
 * The back office's rules and texts without zod (spec 001 §2 "Admin page", §5, §8, §9), shared by
 * the API's answers and the portal's /admin page.
 */

/** Spec 001 §9: the admin lists show 10 conversations and 10 articles. */
export const ADMIN_RECENT_CONVERSATIONS = 10;
export const ADMIN_ARTICLES_SHOWN = 10;
/** Spec 001 §9: an answer is cut to 200 characters, then an ellipsis. */
export const ADMIN_ANSWER_PREVIEW_LENGTH = 200;
/** Days of site analytics the dashboard's chart shows (issue 15). */
export const ADMIN_ANALYTICS_DAYS = 30;
/** An admin session ends after 30 minutes without a request (issue 15). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;

/** The messages of the back office's gate and of the API's admin answers. */
export const ADMIN_TEXTS = {
  /** Spec 001 §5 and §8: a wrong password, verbatim. */
  wrongPassword: 'Mot de passe incorrect',
  passwordRequired: 'Veuillez saisir le mot de passe',
  usernameRequired: "Veuillez saisir votre identifiant d'administration",
  codeRequired: "Veuillez saisir le code à 6 chiffres de votre application d'authentification",
  /** Issue 22 §3: a wrong username, password or code, one message for the three (nothing to guess from). */
  wrongCredentials: 'Identifiant, mot de passe ou code incorrect',
  /** ADMIN_PASSWORD unset: nobody can open the back office until the server has one. */
  closed:
    "L'espace d'administration est fermé : aucun compte d'administration n'existe sur ce serveur (commande pnpm admin:create).",
  /** 401 on /api/admin/* without an admin session (never opened, ended, or 30 minutes idle). */
  signInRequired: "Connectez-vous à l'espace d'administration.",
  /** 403 on /api/admin/* with a client's session: a client account is not an administrator. */
  userForbidden:
    "Cet espace est réservé à l'administration du site : votre compte client n'y donne pas accès.",
} as const;
