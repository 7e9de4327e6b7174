import { Article } from '../modules/blog/article.entity.ts';
import { ContactSubmission } from '../modules/contact/contact-submission.entity.ts';
import { Document } from '../modules/document/document.entity.ts';
import { Payslip } from '../modules/payslip/payslip.entity.ts';
import { SearchDocument } from '../modules/search/search-document.entity.ts';
import { Session } from '../modules/session/session.entity.ts';
import { SocialDeclaration } from '../modules/social-declaration/social-declaration.entity.ts';
import { User } from '../modules/user/user.entity.ts';

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [
  User,
  Payslip,
  Document,
  SocialDeclaration,
  Session,
  SearchDocument,
  Article,
  ContactSubmission,
];
