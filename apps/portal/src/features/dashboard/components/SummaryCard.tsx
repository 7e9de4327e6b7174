import { Card, CardContent, CardHeader, CardTitle } from '@dirigeo/ui';
import * as styles from './SummaryCard.css.ts';

interface SummaryCardProps {
  title: string;
  value: string;
  /** What the total counts. */
  caption: string;
}

/** One of the dashboard's four totals, saying what it counts; trend fixed at 0 (spec 000 §2). */
export function SummaryCard({ title, value, caption }: SummaryCardProps) {
  return (
    <Card>
      <CardHeader className={styles.header}>
        <CardTitle asChild>
          <h2 className={styles.title}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={styles.value}>{value}</p>
        <p className={styles.caption}>{caption} · tendance : 0 %</p>
      </CardContent>
    </Card>
  );
}
