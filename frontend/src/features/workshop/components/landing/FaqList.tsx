import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '@robo/domain';
import { useT, type Translate } from '../../../../i18n/useT';

/** The site's own questions, asked every season (the edition's come first). */
const siteFaqs = (t: Translate): FaqEntry[] => [
  { question: t('workshop.faq.experience.question'), answer: t('workshop.faq.experience.answer') },
  { question: t('workshop.faq.afterPaying.question'), answer: t('workshop.faq.afterPaying.answer') },
  {
    question: t('workshop.faq.cancel.question'),
    answer: t('workshop.faq.cancel.answer', {
      refund: t('workshop.policy.refund'),
      transfer: t('workshop.policy.transfer'),
    }),
  },
];

/** The questions as accordions: a chunk of its own (FaqSection.tsx). */
export default function FaqList({ faq }: { faq: FaqEntry[] }) {
  const { t } = useT();
  return [...faq, ...siteFaqs(t)].map(({ question, answer }, index) => (
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
  ));
}
