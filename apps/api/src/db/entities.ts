import { Article } from '../modules/blog/article.entity.ts';
import { ChatConversation } from '../modules/chat/chat-conversation.entity.ts';
import { Document } from '../modules/document/document.entity.ts';
import { FinalisedPayslip } from '../modules/payslip/finalised-payslip.entity.ts';
import { Payslip } from '../modules/payslip/payslip.entity.ts';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit-counter.entity.ts';
import { SearchDocument } from '../modules/search/search-document.entity.ts';
import { SearchSourceFingerprint } from '../modules/search/search-source-fingerprint.entity.ts';
import { Session } from '../modules/session/session.entity.ts';
import { SocialDeclaration } from '../modules/social-declaration/social-declaration.entity.ts';
import { StoredFile, StoredFileChunk } from '../modules/stored-file/stored-file.entity.ts';
import { User } from '../modules/user/user.entity.ts';

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [
  User,
  Payslip,
  FinalisedPayslip,
  Document,
  SocialDeclaration,
  Session,
  SearchDocument,
  Article,
  ChatConversation,
  RateLimitCounter,
  StoredFile,
  StoredFileChunk,
  SearchSourceFingerprint,
];
