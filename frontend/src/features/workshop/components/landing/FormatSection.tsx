import Typography from '@mui/material/Typography';
import { GRADE_GROUPS, type GradeGroup } from '@robo/domain';
import { gradeGroupLabel } from '../../../../i18n/grade-groups';
import { useT } from '../../../../i18n/useT';
import { Card, CardGrid, Section } from './Section';

const FORMAT: Record<GradeGroup, { grades: string; text: string }> = {
  'std-1-2': { grades: 'workshop.format.std-1-2.grades', text: 'workshop.format.std-1-2.text' },
  'std-3-4': { grades: 'workshop.format.std-3-4.grades', text: 'workshop.format.std-3-4.text' },
  'std-5-9': { grades: 'workshop.format.std-5-9.grades', text: 'workshop.format.std-5-9.text' },
};

export function FormatSection() {
  const { t } = useT();
  return (
    <Section id="format" title={t('workshop.format.title')}>
      <CardGrid columns={3}>
        {GRADE_GROUPS.map((group) => (
          <Card key={group}>
            <Typography variant="h3">{gradeGroupLabel(t, group)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('workshop.format.gradeGroupLine', { grades: t(FORMAT[group].grades), group })}
            </Typography>
            <Typography>{t(FORMAT[group].text)}</Typography>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
