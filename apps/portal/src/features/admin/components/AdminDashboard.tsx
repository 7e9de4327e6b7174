import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import * as styles from './Admin.css.ts';
import { AuditLogTab } from './AuditLogTab.tsx';
import { BlogTab } from './BlogTab.tsx';
import { ConversationsTab } from './ConversationsTab.tsx';
import { StatCounters } from './StatCounters.tsx';
import { SubmissionsTab } from './SubmissionsTab.tsx';
import { TrafficChart } from './TrafficChart.tsx';

/**
 * The back office once signed in (spec 001 §2): two counters, the traffic, the spec's three tabs and
 * the journal of the back office's own actions (issue 22 §3).
 */
export function AdminDashboard() {
  return (
    <>
      <h1 className={styles.title}>Tableau de bord</h1>
      <StatCounters />
      <TrafficChart />
      <Tabs defaultValue="conversations" className={styles.panel}>
        <TabsList className={styles.tabsList}>
          <TabsTrigger value="conversations">Conversations</TabsTrigger>
          <TabsTrigger value="submissions">Formulaires de contact</TabsTrigger>
          <TabsTrigger value="blog">Gestion du blog</TabsTrigger>
          <TabsTrigger value="audit">Journal des actions</TabsTrigger>
        </TabsList>
        <TabsContent value="conversations">
          <ConversationsTab />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab />
        </TabsContent>
        <TabsContent value="blog">
          <BlogTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
