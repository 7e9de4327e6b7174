import { Card, CardContent, CardHeader, CardTitle } from '@dirigeo/ui';
import * as styles from './SummaryCard.css.ts';

interface SummaryCardProps {
  title: string;
  value: string;
}

/** One of the dashboard's four totals; labelled as a total since the start, trend fixed at 0 (spec 000 §2). */
export function SummaryCard({ title, value }: SummaryCardProps) {
  return (
    <Card>
      <CardHeader className={styles.header}>
        <CardTitle asChild>
          <h2 className={styles.title}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={styles.value}>{value}</p>
        <p className={styles.caption}>Total depuis le début · tendance : 0 %</p>
      </CardContent>
    </Card>
  );
}
