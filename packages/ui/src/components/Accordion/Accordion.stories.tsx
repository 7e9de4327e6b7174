import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';

const questions = [
  {
    id: 'commitment',
    question: 'Y a-t-il un engagement ?',
    answer: 'Les formules mensuelles sont sans engagement : vous arrêtez quand vous voulez.',
  },
  {
    id: 'annual',
    question: 'Que comprend la formule annuelle ?',
    answer: 'Douze mois de service avec une réduction de 15 % par rapport au tarif mensuel.',
  },
  {
    id: 'status',
    question: 'Mon statut me permet-il de me verser un salaire ?',
    answer:
      'Les présidents de SAS et SASU, les gérants minoritaires de SARL et les directeurs généraux sont assimilés salariés.',
  },
];

/** The FAQ: one answer open at a time, and the open one closes when its question is clicked again. */
const meta = {
  title: 'Components/Accordion',
  // Accordion's props are a union (single | multiple), which story args cannot describe.
  component: Accordion,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Faq: Story = {
  render: () => (
    <Accordion type="single" collapsible>
      {questions.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
