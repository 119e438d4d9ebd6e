import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '@robo/domain';
import { TICKET_POLICY } from '../../../../config/site';
import { Section } from './Section';

/** The site's own questions, asked every season (the edition's come first). */
const SITE_FAQS: FaqEntry[] = [
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

export function FaqSection({ faq }: { faq: FaqEntry[] }) {
  return (
    <Section id="faq" title="Frequently Asked Questions" tinted>
      {[...faq, ...SITE_FAQS].map(({ question, answer }, index) => (
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
