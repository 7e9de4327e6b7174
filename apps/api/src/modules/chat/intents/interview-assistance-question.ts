/**
 * Who may come with the employee to the preliminary interview (« convoqué à un entretien préalable,
 * on est 8 et pas de CSE, je peux venir accompagné de quelqu'un d'extérieur ? », « le salarié que je
 * convoque peut venir avec qui ? »): `@dirigeo/labour-law`'s `INTERVIEW_ASSISTANCE` (L1232-4).
 */
const INTERVIEW =
  /\b(?:entretien prealable|entretien de licenciement|convoqu\w* (?:a|pour) (?:un |l')?(?:entretien|licenciement)|(?:je )?(?:le|la) convoque pour (?:un |son )?licenciement)\b/;
const ASSISTED =
  /\b(?:accompagn\w*|assist\w*|venir avec|se faire aider|avec qui|quelqu'un (?:d'exterieur|de l'exterieur|avec|pour)|conseiller du salarie|un avocat|temoin)\b/;

export function readInterviewAssistanceQuestion(folded: string): boolean {
  // A rupture conventionnelle's interviews, a sanction's, are other procedures.
  return (
    INTERVIEW.test(folded) &&
    ASSISTED.test(folded) &&
    !/\b(?:conventionnelle|sanction|avertissement|mise a pied|disciplinaire)\b/.test(folded) &&
    // The employer's own adviser is not the employee's assistance.
    !/\bl'employeur\b.{0,30}\b(?:assist|accompagn)\w*|\b(?:mon|notre) (?:comptable|avocat|associe|expert\w*)\b/.test(
      folded,
    )
  );
}
