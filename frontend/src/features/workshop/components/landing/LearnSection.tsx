import Typography from '@mui/material/Typography';
import { useT } from '../../../../i18n/useT';
import { Card, CardGrid, Section } from './Section';

const LESSONS = [
  { title: 'workshop.learn.building.title', text: 'workshop.learn.building.text' },
  { title: 'workshop.learn.control.title', text: 'workshop.learn.control.text' },
  { title: 'workshop.learn.problems.title', text: 'workshop.learn.problems.text' },
  { title: 'workshop.learn.teamwork.title', text: 'workshop.learn.teamwork.text' },
] as const;

export function LearnSection() {
  const { t } = useT();
  return (
    <Section id="learn" title={t('workshop.learn.title')}>
      <CardGrid columns={4}>
        {LESSONS.map(({ title, text }) => (
          <Card key={title}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {t(title)}
            </Typography>
            <Typography color="text.secondary">{t(text)}</Typography>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
