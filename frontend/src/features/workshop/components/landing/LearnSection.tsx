import Typography from '@mui/material/Typography';
import { Card, CardGrid, Section } from './Section';

const LESSONS = [
  {
    title: 'Building a robot',
    text: 'Assembling a chassis, motors, gears and a gripper, and understanding what each part does.',
  },
  {
    title: 'Control and sensing',
    text: 'Driving the robot precisely, and how sensors and simple logic let a machine react to the world.',
  },
  {
    title: 'Problem solving',
    text: 'Testing, finding what went wrong and improving the design: the everyday habit of every engineer.',
  },
  {
    title: 'Teamwork and strategy',
    text: 'Planning a game strategy with teammates, sharing jobs and keeping calm against the clock.',
  },
];

export function LearnSection() {
  return (
    <Section id="learn" title="What Students Learn">
      <CardGrid columns={4}>
        {LESSONS.map(({ title, text }) => (
          <Card key={title}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
