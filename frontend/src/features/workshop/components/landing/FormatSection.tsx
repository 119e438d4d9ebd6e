import Typography from '@mui/material/Typography';
import { GRADE_GROUP_LABELS, GRADE_GROUPS, type GradeGroup } from '@robo/domain';
import { Card, CardGrid, Section } from './Section';

const FORMAT: Record<GradeGroup, { grades: string; text: string }> = {
  'std-1-2': {
    grades: 'Grades 1 and 2',
    text: 'A simple snap-together robot, built step by step with a trainer. Children play the clean-city game in pairs and learn how pushing, pulling and turning make a machine move.',
  },
  'std-3-4': {
    grades: 'Grades 3 and 4',
    text: 'A geared pick-and-place robot driven by remote control. Students collect litter blocks around the city and learn about motors, gears and planning their moves.',
  },
  'std-5-9': {
    grades: 'Grades 5 to 9',
    text: 'The full competition robot with a gripper arm. Teams play timed rounds of the game, tune their robot between rounds and compete for a place in the zonal round.',
  },
};

export function FormatSection() {
  return (
    <Section id="format" title="Participation Format by Grade">
      <CardGrid columns={3}>
        {GRADE_GROUPS.map((group) => (
          <Card key={group}>
            <Typography variant="h3">{GRADE_GROUP_LABELS[group]}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {FORMAT[group].grades} · grade group {group}
            </Typography>
            <Typography>{FORMAT[group].text}</Typography>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
