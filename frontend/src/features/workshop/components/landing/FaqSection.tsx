import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { BASE_TICKET_PAISE, DEFAULT_EARLY_BIRD_LIMIT, formatPaise, REGULAR_TICKET_PAISE } from '@robo/domain';
import { TICKET_POLICY } from '../../../../config/site';
import { Section } from './Section';

const FAQS = [
  {
    question: 'How long is the workshop?',
    answer: '4 hours: 2 hours of robot assembly and training, then 2 hours of game practice with up to 150 students.',
  },
  {
    question: 'How many trainers are there?',
    answer: 'The trainer to student ratio is at most 1:20, so every child gets help when they need it.',
  },
  {
    question: 'Which grades can take part?',
    answer: 'Grades 1 to 9, in three groups: Std 1–2, Std 3–4 and Std 5–9. Each group has its own robot and format.',
  },
  {
    question: 'How much does it cost?',
    answer: `${formatPaise(BASE_TICKET_PAISE)} with the Super Early Bird offer for the first ${DEFAULT_EARLY_BIRD_LIMIT} students (regular price ${formatPaise(REGULAR_TICKET_PAISE)}). If you add a takeaway kit, the kit price replaces the ticket price.`,
  },
  {
    question: 'Does my child need any experience?',
    answer: 'No. Trainers start from the basics, and each grade group works on a robot suited to its age.',
  },
  {
    question: 'What happens after I pay?',
    answer:
      'You see your booking confirmation with a QR code straight away. Show the QR code at the venue on the day of the workshop.',
  },
  {
    question: 'Can I cancel or transfer a ticket?',
    answer: `${TICKET_POLICY.refund} ${TICKET_POLICY.transfer} Please read our Terms & Conditions before you book.`,
  },
];

export function FaqSection() {
  return (
    <Section id="faq" title="Frequently Asked Questions" tinted>
      {FAQS.map(({ question, answer }, index) => (
        <Accordion key={question} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${index}-content`}
            id={`faq-${index}-header`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Section>
  );
}
