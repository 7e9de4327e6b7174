import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="commitment">
        <AccordionTrigger>Y a-t-il un engagement ?</AccordionTrigger>
        <AccordionContent>Les formules mensuelles sont sans engagement.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="annual">
        <AccordionTrigger>Que comprend la formule annuelle ?</AccordionTrigger>
        <AccordionContent>Douze mois avec une réduction de 15 %.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion (FAQ: single, collapsible)', () => {
  it('shows questions as headings with collapsed buttons', () => {
    render(<Faq />);

    expect(screen.getByRole('heading', { name: 'Y a-t-il un engagement ?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Y a-t-il un engagement ?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Les formules mensuelles sont sans engagement.')).not.toBeInTheDocument();
  });

  it('keeps one answer open at a time', async () => {
    render(<Faq />);

    await userEvent.click(screen.getByRole('button', { name: 'Y a-t-il un engagement ?' }));
    expect(screen.getByRole('region', { name: 'Y a-t-il un engagement ?' })).toHaveTextContent(
      'Les formules mensuelles sont sans engagement.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Que comprend la formule annuelle ?' }));
    expect(screen.getByText('Douze mois avec une réduction de 15 %.')).toBeVisible();
    expect(screen.queryByText('Les formules mensuelles sont sans engagement.')).not.toBeInTheDocument();
  });

  it('closes the open answer when its question is clicked again', async () => {
    render(<Faq />);
    const question = screen.getByRole('button', { name: 'Y a-t-il un engagement ?' });

    await userEvent.click(question);
    await userEvent.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Les formules mensuelles sont sans engagement.')).not.toBeInTheDocument();
  });
});
