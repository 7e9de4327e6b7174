import { errorMessage } from '../../../lib/api-client.ts';
import { Badge } from '@dirigeo/ui';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import { answerPreview, formatResponseTime } from '../admin-format.ts';
import { useConversations } from '../api/get-conversations.ts';
import * as styles from './Admin.css.ts';
import { RelativeTime } from './RelativeTime.tsx';

/**
 * Spec 001 §2, Conversations: the 10 most recent, each with its response time, when it was, the
 * question and the start of the answer, all as text (the visitor's words are never HTML).
 */
export function ConversationsTab() {
  const conversations = useConversations();
  if (conversations.isPending) return <PageSpinner label="Chargement des conversations…" />;
  if (conversations.isError) {
    return <p role="alert">Impossible de charger les conversations : {errorMessage(conversations.error)}</p>;
  }
  if (conversations.data.length === 0) return <p className={styles.empty}>Aucune conversation trouvée.</p>;
  return (
    <ol className={styles.list} aria-label="Les 10 dernières conversations avec l'assistant">
      {conversations.data.map((conversation) => (
        <li key={conversation.id} className={styles.conversation}>
          <div className={styles.conversationMeta}>
            <Badge variant={conversation.responseTime < 1000 ? 'success' : 'neutral'}>
              <span>Réponse en {formatResponseTime(conversation.responseTime)}</span>
            </Badge>
            <RelativeTime date={conversation.createdAt} />
          </div>
          <p className={styles.question}>{conversation.userMessage}</p>
          <p className={styles.answer}>{answerPreview(conversation.botResponse)}</p>
        </li>
      ))}
    </ol>
  );
}
