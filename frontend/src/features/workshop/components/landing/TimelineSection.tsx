import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from './Section';

const STAGES = [
  { title: 'Workshop', text: 'Build the robot and practise the game at a venue in your city.' },
  { title: 'Zonal round', text: 'The best teams of each workshop compete against teams from nearby cities.' },
  { title: 'Regional round', text: 'Zonal winners meet the strongest teams of their region.' },
  { title: 'National finale', text: 'The national finale takes place in Pune in Jan 2026.' },
];

export function TimelineSection() {
  return (
    <Section id="timeline" title="Competition Timeline">
      <Typography sx={{ mb: 3 }}>Workshop, zonal, regional, then a national finale in Pune in Jan 2026.</Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {STAGES.map(({ title, text }, index) => (
          <Box component="li" key={title} sx={{ borderTop: 4, borderColor: 'primary.main', pt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
              Stage {index + 1}
            </Typography>
            <Typography variant="h3" sx={{ my: 0.5 }}>
              {title}
            </Typography>
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
