import { COMPANY_SIZES, EXACT_SIMULATION_REGIMES, SIMULATOR_CONTRACT_TYPES } from '@dirigeo/payroll-calc';
import {
  SIMULATOR_COMPANY_SIZE_VALUES,
  SIMULATOR_CONTRACT_TYPE_VALUES,
  SIMULATOR_REGIME_VALUES,
} from '@dirigeo/schemas';
import { companySizeLabels, contractTypeLabels, exactRegimeLabels } from '@dirigeo/site-content';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('the simulator choices', () => {
  it('are the same in the schema, the computation and the labels', () => {
    expect([...SIMULATOR_COMPANY_SIZE_VALUES]).toEqual([...COMPANY_SIZES]);
    expect([...SIMULATOR_CONTRACT_TYPE_VALUES]).toEqual([...SIMULATOR_CONTRACT_TYPES]);
    expect([...SIMULATOR_REGIME_VALUES]).toEqual([...EXACT_SIMULATION_REGIMES]);
    expect(Object.keys(companySizeLabels)).toEqual([...COMPANY_SIZES]);
    expect(Object.keys(contractTypeLabels)).toEqual([...SIMULATOR_CONTRACT_TYPES]);
    expect(Object.keys(exactRegimeLabels)).toEqual([...EXACT_SIMULATION_REGIMES]);
  });
});

describe('GET /api/simulators/charges-sociales/pdf', () => {
  it('downloads the simulation: both computations, the date and the rates applied', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/simulators/charges-sociales/pdf?grossSalary=3000&contractType=cdi&companySize=moins-11',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="simulation-charges-sociales-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Simulation de charges sociales');
    expect(text).toMatch(/Établie le \d{1,2} \p{L}+ \d{4} avec le simulateur de Dirigeo/u);
    expect(text).toContain('Moins de 11 salariés');
    // The flat rates of spec 001 §9: 40 % under 11 staff, 22 %.
    expect(text).toContain('40,00 %');
    expect(text).toContain('22,00 %');
    expect(text).toContain('1 200,00 €'); // employer charges
    expect(text).toContain('2 340,00 €'); // net
    expect(text).toContain('4 200,00 €'); // total cost
    // The exact computation, line by line, with its rates.
    expect(text).toContain('Président de SAS ou de SASU');
    expect(text).toContain('Sécurité sociale plafonnée');
    expect(text).toMatch(/Plafond mensuel de la Sécurité sociale 20\d\d/);
    expect(text).toContain('Pourquoi les deux résultats diffèrent');
    // Every sign printable in the PDF's font: the minus sign (U+2212) came out as a quotation mark.
    expect(text).toContain('net = brut - charges salariales');
    expect(text).toMatch(/Écart de coût total employeur : - \d/);
    expect(text).not.toContain('"');
  });

  it('notes the exemptions the flat rates ignore for an apprentice', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/simulators/charges-sociales/pdf?grossSalary=1200.50&contractType=apprenti&companySize=50-249',
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('L6243-2');
    expect(text).toContain('42,00 %');
  });

  it.each([
    ['apprenti', /50\s%\sdu SMIC/],
    ['stage', /15\s%\sdu plafond horaire/],
  ])(
    'prints no exact figure for a %s, whom the exact mode does not compute, and says why',
    async (contractType, rule) => {
      for (const regime of ['officer', 'employee-non-cadre']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/simulators/charges-sociales/pdf?grossSalary=1000&contractType=${contractType}&companySize=11-49&regime=${regime}`,
        });
        expect(response.statusCode).toBe(200);
        const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
        expect(text).toMatch(rule);
        // Computed as an ordinary employee, a 1 000 € apprentice would owe about 208 € instead of about 18 €.
        expect(text).not.toContain('Sécurité sociale plafonnée');
        expect(text).not.toContain('Pourquoi les deux résultats diffèrent');
      }
    },
  );

  it("computes a cadre employee's contributions when asked, unemployment insurance and Apec included", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/simulators/charges-sociales/pdf?grossSalary=4500&contractType=cdi&companySize=11-49&regime=employee-cadre',
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Salarié cadre, à temps plein');
    expect(text).toContain('Assurance chômage');
    expect(text).toContain('Apec');
    expect(text).not.toContain('Président de SAS');
  });

  it('fits an officer’s simulation on one page (five lines of it spilled onto a second)', async () => {
    for (const companySize of ['moins-11', '11-49', '50-249', 'plus-250']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/simulators/charges-sociales/pdf?grossSalary=3500&contractType=cdi&companySize=${companySize}&regime=officer`,
      });
      const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
      expect(pdf.numPages).toBe(1);
    }
  });

  it.each([
    'grossSalary=3500&contractType=cdi&companySize=11-49&regime=employee-cadre',
    'grossSalary=3500&contractType=cdi&companySize=plus-250&regime=employee-non-cadre',
    'grossSalary=2000&contractType=cdd&companySize=plus-250&regime=employee-cadre',
    'grossSalary=25000&contractType=cdi&companySize=plus-250&regime=officer',
  ])('never cuts a block across pages: a second page starts with a whole section (%s)', async (query) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/simulators/charges-sociales/pdf?${query}`,
    });
    expect(response.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBeLessThanOrEqual(2);
    if (pdf.numPages === 2) {
      const { text } = await extractText(pdf, { mergePages: false });
      expect(String(text[1] ?? '').trimStart()).toMatch(
        /^(Pourquoi les deux résultats diffèrent|Plafond mensuel|Taux officiels)/,
      );
    }
  });

  it.each([
    ['grossSalary=3000&contractType=cdi&companySize=11-49&regime=tns', 'Régime inconnu'],
    ['grossSalary=0&contractType=cdi&companySize=11-49', 'Le salaire brut doit être supérieur à 0'],
    [
      'grossSalary=abc&contractType=cdi&companySize=11-49',
      'Le salaire brut doit être un montant en euros, avec 2 décimales au plus',
    ],
    ['grossSalary=3000&contractType=freelance&companySize=11-49', 'Type de contrat inconnu'],
    ['grossSalary=3000&contractType=cdi&companySize=12', "Taille d'entreprise inconnue"],
  ])('refuses %s in French', async (query, message) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/simulators/charges-sociales/pdf?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
