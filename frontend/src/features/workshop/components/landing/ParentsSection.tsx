import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from './Section';

const ATTENDEES = [
  'Students of grades 1 to 9 who enjoy building, tinkering or asking how things work',
  'Complete beginners: no robotics or coding experience is needed',
  'Young builders who want to compete in the zonal, regional and national rounds',
  'Schools and parents looking for a practical, screen-light STEM experience',
];

/** The edition's about text, then the site's own words to parents. */
export function ParentsSection({ about }: { about: string }) {
  return (
    <>
      <Section id="parents" title="A Message to Parents" tinted>
        {about && <Typography sx={{ maxWidth: 800, mb: 2 }}>{about}</Typography>}
        <Typography sx={{ maxWidth: 800 }}>
          Our trainers guide every step, with at most 20 students per trainer, so no child is left behind. Beyond
          robotics, the workshop builds patience, teamwork and the confidence to solve problems. We look forward to
          welcoming your child.
        </Typography>
      </Section>
      <Section id="who-should-attend" title="Who Should Attend">
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {ATTENDEES.map((line) => (
            <Typography component="li" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      </Section>
    </>
  );
}
