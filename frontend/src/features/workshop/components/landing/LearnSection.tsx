import Typography from '@mui/material/Typography';
import { useT } from '../../../../i18n/useT';
import { Card, CardGrid, Section } from './Section';

const LESSONS = [
  { title: 'workshop.learn.building.title', text: 'workshop.learn.building.text' },
  { title: 'workshop.learn.control.title', text: 'workshop.learn.control.text' },
  { title: 'workshop.learn.problems.title', text: 'workshop.learn.problems.text' },
  { title: 'workshop.learn.teamwork.title', text: 'workshop.learn.teamwork.text' },
] as const;

/**
 * The theme's words: becoming the edition's own content (written per language by the owner), so not
 * in the catalogue.
 */
const THEME_TEXT = [
  'Cities need machines that keep them clean. In this edition every student builds a pick-and-place robot: a robot that picks up objects and places them exactly where they belong.',
  'On the game field the robot collects litter, sorts waste into the right bins and carries saplings to the green zones of a model city. Students see how engineering can look after the place they live in.',
];

export function LearnSection() {
  const { t } = useT();
  return (
    <>
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
      <Section id="theme" title={t('workshop.theme.title')} tinted>
        {THEME_TEXT.map((paragraph, index) => (
          <Typography key={index} sx={{ maxWidth: 800, mb: index < THEME_TEXT.length - 1 ? 2 : 0 }}>
            {paragraph}
          </Typography>
        ))}
      </Section>
    </>
  );
}
